/**
 * IT-finance abbreviations and spelling variants → canonical words.
 * Applied token by token after punctuation is removed (keys are lower-case tokens).
 * Multi-token phrases are handled in normalize.ts (PHRASES) before tokenising.
 */
export const ABBREVIATIONS: Record<string, string> = {
  // maintenance & support
  maint: 'maintenance', mnt: 'maintenance', mtce: 'maintenance', mtc: 'maintenance', maintce: 'maintenance',
  mntc: 'maintenance', maintenace: 'maintenance', maintainance: 'maintenance', amc: 'maintenance',
  maintenence: 'maintenance', maintanance: 'maintenance', maintanence: 'maintenance', maintenanc: 'maintenance',
  swma: 'software maintenance', // IBM Software Maintenance agreement
  swss: 'software support', // Cisco Software Support Service
  supp: 'support', spt: 'support', suppt: 'support', sup: 'support', sprt: 'support',
  renew: 'renewal', renewl: 'renewal', rnwl: 'renewal', renwl: 'renewal', renewed: 'renewal', renewing: 'renewal',
  // licences & subscriptions
  lic: 'license', lics: 'license', licenes: 'license', lisence: 'license', lisense: 'license', licsense: 'license', licence: 'license', licensing: 'license', licenced: 'license', licensed: 'license',
  sub: 'subscription', subs: 'subscription', subscripton: 'subscription', subsciption: 'subscription', subcription: 'subscription', subscr: 'subscription', subscrip: 'subscription', subscribe: 'subscription',
  sw: 'software', soft: 'software', hw: 'hardware',
  // services
  svc: 'service', svcs: 'service', srvc: 'service', srvcs: 'service', serv: 'service', servs: 'service',
  prof: 'professional', profsvc: 'professional service', ps: 'professional service',
  mgd: 'managed', msp: 'managed service provider', mss: 'managed security service', mdr: 'managed detection response',
  consult: 'consulting', consultancy: 'consulting', consultant: 'consulting', consltg: 'consulting', cnsltg: 'consulting',
  // cloud
  saas: 'software as a service', iaas: 'infrastructure as a service', paas: 'platform as a service',
  draas: 'disaster recovery as a service', baas: 'backup as a service',
  o365: 'office365', m365: 'microsoft365', ms365: 'microsoft365', d365: 'dynamics365',
  ms: 'microsoft', msft: 'microsoft', orcl: 'oracle', winsvr: 'windows server', winsrv: 'windows server',
  daas: 'desktop as a service', gcp: 'google cloud platform', k8s: 'kubernetes', k8: 'kubernetes',
  ri: 'reserved instance', vm: 'virtual machine', vms: 'virtual machine', vdi: 'virtual desktop infrastructure',
  // infrastructure
  dr: 'disaster recovery', bcp: 'business continuity planning', colo: 'colocation', coloc: 'colocation',
  colocn: 'colocation', dc: 'data center', datacenter: 'data center', datacentre: 'data center', centre: 'center',
  infra: 'infrastructure', ntwk: 'network', nw: 'network', netwk: 'network', ntwrk: 'network', nwk: 'network',
  telco: 'telecom', telecomm: 'telecom', telecoms: 'telecom', telecommunication: 'telecom', telecommunications: 'telecom',
  telephony: 'telephony', inet: 'internet', bw: 'bandwidth', isp: 'internet service provider',
  db: 'database', dbs: 'database', rdbms: 'database', dba: 'database administrator', stor: 'storage', stg: 'storage',
  bkup: 'backup', bckp: 'backup', bkp: 'backup', svr: 'server', srv: 'server', srvr: 'server',
  pc: 'pc', ws: 'workstation', nb: 'notebook', mfd: 'multifunction printer', mfp: 'multifunction printer',
  av: 'audio visual', vc: 'video conferencing', uc: 'unified communications', ucaas: 'unified communications as a service',
  ccaas: 'contact center as a service', pbx: 'pbx', sdwan: 'sd wan', wifi: 'wifi', wlan: 'wireless lan',
  equip: 'equipment', eqpt: 'equipment', eqp: 'equipment',
  // delivery / management
  mgmt: 'management', mgt: 'management', mngmt: 'management', mngt: 'management', mgmnt: 'management',
  admin: 'administrator', admins: 'administrator', administration: 'administrator', sysadmin: 'system administrator',
  dev: 'development', devs: 'developer', qa: 'quality assurance', uat: 'user acceptance testing',
  appl: 'application', app: 'application', apps: 'application', sec: 'security', cyber: 'cyber', infosec: 'information security',
  pm: 'project manager', pmo: 'project management office', ppm: 'project portfolio management',
  ba: 'business analyst', brm: 'business relationship manager',
  sam: 'software asset management', itam: 'it asset management', finops: 'finops',
  // finance
  amort: 'amortization', amortisation: 'amortization', amortised: 'amortization', amortized: 'amortization',
  depreciaton: 'depreciation', depreciaion: 'depreciation', depreication: 'depreciation',
  depr: 'depreciation', depn: 'depreciation', deprec: 'depreciation', dep: 'depreciation', depreciated: 'depreciation',
  capitalised: 'capitalized', capitalisation: 'capitalization',
  adj: 'adjustment', adjmt: 'adjustment', adjust: 'adjustment', misc: 'miscellaneous', alloc: 'allocation',
  allocn: 'allocation', xfer: 'transfer', reclass: 'reclassification', accr: 'accrual', accrued: 'accrual',
  chgbk: 'chargeback', rchg: 'chargeback', recharge: 'chargeback', recharges: 'chargeback', xcharge: 'cross charge',
  sal: 'salary', sals: 'salary', salaries: 'salary', wages: 'wage', payroll: 'payroll', bene: 'benefit',
  contr: 'contractor', contractors: 'contractor', temps: 'temporary', temp: 'temporary', tm: 'time and materials',
  yr: 'year', yrs: 'year', mo: 'month', mos: 'month', mth: 'month', mths: 'month',
  ffp: 'fixed price', ussgl: '', gcc: '', pcard: 'pcard',
  ent: 'enterprise', std: 'standard', ee: 'enterprise edition', se: 'standard edition', perp: 'perpetual',
  hyperconverged: 'hyperconverged', hci: 'hyperconverged', 
  // German ERP / GL terms common in European ledgers
  afa: 'depreciation', abschreibung: 'depreciation', wartung: 'maintenance', strom: 'electricity', rz: 'data center',
  rechenzentrum: 'data center', lizenz: 'license', lizenzen: 'license', miete: 'rent', beratung: 'consulting',
  serverraum: 'server room', klimatisierung: 'air conditioning', klima: 'air conditioning', speichersysteme: 'storage system',
  speicher: 'storage', standleitung: 'leased line', festnetz: 'fixed line', telefonie: 'telephony', mobilfunk: 'mobile telecom',
  druckerpatronen: 'printer cartridge', kopierpapier: 'copy paper', techniker: 'technician', uberstunden: 'overtime',
  kleinsoftware: 'low value software', aktivierungsgrenze: 'capitalization threshold', werkvertrag: 'statement of work',
  entwicklung: 'development', festpreis: 'fixed price', rufbereitschaft: 'oncall allowance', tagessatz: 'day rate',
  projektleiter: 'project manager', extern: 'external', reisekosten: 'travel', konzernumlage: 'corporate allocation',
  umlage: 'allocation', gehalter: 'salary', gehalt: 'salary', lohne: 'wage', abo: 'subscription', abos: 'subscription',
  wartungsvertrag: 'maintenance contract', leasing: 'lease', anschaffung: 'purchase', schulung: 'training',
  rechnung: '', gebuhren: '', standort: '', buro: 'office',
  dienstleistung: 'service', dienstleistungen: 'service', fremdleistung: 'external service', fremdleistungen: 'external service',
  zeitarbeit: 'temporary contractor', leiharbeit: 'temporary contractor', arbeitnehmeruberlassung: 'temporary contractor',
  freiberufler: 'contractor', kauf: 'purchase', sozialabgaben: 'payroll tax', netzwerk: 'network',
  netzwerkkomponenten: 'network equipment', drucker: 'printer', datensicherung: 'backup', sicherung: 'backup',
  softwarepflege: 'software maintenance', pflege: 'maintenance', lizenzgebuhr: 'license', lizenzgebuhren: 'license',
  mietleitung: 'leased line', rechner: 'computer', bildschirm: 'monitor', bildschirme: 'monitor', abschreibungen: 'depreciation',
  telefonkosten: 'telephony', verbindungsentgelte: 'call charges', mobil: 'mobile', tarif: 'plan', tarife: 'plan',
  multifunktionsgerat: 'multifunction printer', multifunktionsgerate: 'multifunction printer', tonerkartusche: 'toner cartridge',
  tonerkartuschen: 'toner cartridge', portokosten: 'postage', netzwerkingenieur: 'network engineer', netzwerkingenieure: 'network engineer',
  vertrag: 'contract', vertrage: 'contract', finanzen: 'finance', einkauf: 'procurement', konzern: 'corporate', speicherplatz: 'storage',
  // French GL terms (accents are removed before lookup)
  logiciel: 'software', materiel: 'hardware', serveur: 'server', reseau: 'network', reseaux: 'network', stockage: 'storage',
  sauvegarde: 'backup', hebergement: 'hosting', telephonie: 'telephony', electricite: 'electricity', securite: 'security',
  loyer: 'rent', achat: 'purchase', amortissement: 'depreciation', dotation: '', abonnement: 'subscription',
  prestation: 'service', conseil: 'consulting', regie: 'time and materials', forfait: 'fixed price', forfaitaire: 'fixed price',
  infogerance: 'managed service', tma: 'application managed services', salaire: 'salary', remuneration: 'salary',
  interimaire: 'temporary contractor', renouvellement: 'renewal', ordinateur: 'computer', imprimante: 'printer', ecran: 'monitor',
  cablage: 'cabling', climatisation: 'air conditioning', onduleur: 'ups', donnees: 'data', formation: 'training',
  deplacement: 'travel', frais: '', honoraires: '', cotisation: 'membership', adhesion: 'membership', developpement: 'development',
  messagerie: 'email', annuaire: 'directory', entretien: 'maintenance',
  // Spanish and Portuguese
  mantenimiento: 'maintenance', manutencao: 'maintenance', licencia: 'license', licenca: 'license', arrendamiento: 'lease',
  locacao: 'lease', alquiler: 'rent', aluguel: 'rent', nomina: 'payroll', sueldo: 'salary', salario: 'salary',
  consultoria: 'consulting', servicio: 'service', servico: 'service', soporte: 'support', suporte: 'support',
  suscripcion: 'subscription', assinatura: 'subscription', compra: 'purchase', depreciacion: 'depreciation',
  depreciacao: 'depreciation', amortizacion: 'amortization', amortizacao: 'amortization', capacitacion: 'training',
  viatico: 'travel', computadora: 'computer', portatil: 'laptop', portatiles: 'laptop', impresora: 'printer', servidor: 'server', servidores: 'server',
  almacenamiento: 'storage', armazenamento: 'storage', respaldo: 'backup', telefonia: 'telephony', electricidad: 'electricity',
  honorario: '', contratista: 'contractor', desarrollo: 'development', seguridad: 'security', seguranca: 'security',
  datos: 'data', flotilla: 'fleet', nube: 'cloud', nuvem: 'cloud', equipamento: 'equipment', enlace: 'circuit',
  // Italian
  manutenzione: 'maintenance', assistenza: 'support', licenze: 'license', licenza: 'license', consulenza: 'consulting',
  stipendi: 'salary', stipendio: 'salary', ammortamento: 'depreciation', affitto: 'rent', noleggio: 'lease', canone: '',
  fissa: 'fixed line', stampante: 'printer', stampanti: 'printer', archiviazione: 'storage', sicurezza: 'security', rete: 'network',
  // Dutch
  huur: 'rent', onderhoud: 'maintenance', licentie: 'license', afschrijving: 'depreciation', afschrijvingen: 'depreciation',
  salaris: 'salary', salarissen: 'salary', advies: 'consulting', inhuur: 'contractor', serverruimte: 'server room',
  kantoor: 'office', beveiliging: 'security', werkplek: 'workplace', opslag: 'storage',
  // Polish and Czech
  amortyzacja: 'depreciation', sprzet: 'hardware', sprzetu: 'hardware', sieciowy: 'network', sieciowego: 'network',
  sieciowe: 'network', licencje: 'license', licencja: 'license', utrzymanie: 'maintenance', wsparcie: 'support',
  wynagrodzenia: 'salary', najem: 'rent', wynajem: 'rent', biuro: 'office', uslugi: 'service', doradztwo: 'consulting',
  udrzba: 'maintenance', serveru: 'server', serverovny: 'server room', serverovna: 'server room', mzdy: 'salary',
  // more Portuguese, Spanish and Italian: labour, procurement and allocation words
  rateio: 'allocation', prorrateo: 'allocation', ripartizione: 'allocation', engenheiro: 'engineer', ingeniero: 'engineer',
  ingegnere: 'engineer', ingegneri: 'engineer', desenvolvedor: 'developer', desenvolvedore: 'developer', desarrollador: 'developer',
  desarrolladore: 'developer', sviluppatore: 'developer', sviluppatori: 'developer', analista: 'analyst', dados: 'data', dati: 'data',
  pj: 'contractor', plr: 'bonus', escura: 'dark', fibra: 'fiber', movel: 'mobile', movil: 'mobile', plano: 'plan',
  papel: 'paper', impressora: 'printer', auditoria: 'audit', treinamento: 'training', formazione: 'training',
  certificacoe: 'certification', certificacao: 'certification', certificacion: 'certification', suprimento: 'procurement',
  acquisti: 'procurement', controladoria: 'finance', rh: 'hr', recrutamento: 'recruiting', reclutamiento: 'recruiting',
  gestao: 'management', gestion: 'management', gestione: 'management', atendimento: 'customer service', juridico: 'legal',
  contencioso: 'litigation', frete: 'freight', chamado: '', emissao: '', folha: 'payroll', encargo: 'payroll tax',
  spravci: 'administrator', spravce: 'administrator', sitove: 'network', podpora: 'support', zavod: '', planta: '',
  eur: '', usd: '', gbp: '',
};

/** Tokens ending in 's' that must not be singularised. */
export const KEEP_PLURAL = new Set([
  'windows', 'teams', 'jenkins', 'kubernetes', 'analytics', 'redis', 'express', 'ios', 'macos', 'ipados', 'chromeos',
  'mpls', 'gbps', 'mbps', 'iops', 'vpls', 'sms', 'qos', 'https', 'ldaps', 'atlas', 'gas', 'lotus', 'sales', 'aws', 'dns', 'ddos', 'kms', 'sas', 'news', 'plus', 'campus', 'nexus', 'status',
  'citrix', 'access', 'business', 'process', 'wireless', 'less', 'class', 'glass', 'bus', 'virus', 'corpus', 'genesys',
  'infosys', 'chassis', 'analysis', 'basis', 'thesis', 'axis', 'sirius', 'ops', 'devops', 'secops', 'itops', 'aiops',
  'finops', 'mlops', 'dataops', 'bizops', 'netops', 'sophos', 'veritas', 'questar', 'iris', 'mercurius', 'cirrus',
  'nimbus', 'atos', 'unisys', 'zeus', 'ares', 'apis', 'pos', 'kiosks', 'logs', 'metrics', 'insights', 'always',
]);

/** Words that carry no classification signal (vendor suffixes, filler, time/period words). */
export const STOPWORDS = new Set([
  'the', 'of', 'for', 'and', 'to', 'a', 'an', 'in', 'on', 'at', 'per', 'with', 'by', 'from', 'via', 'incl', 'including',
  'inc', 'ltd', 'llc', 'gmbh', 'plc', 'corp', 'corporation', 'limited', 'co', 'ag', 'sa', 'bv', 'pty', 'srl', 'nv',
  'invoice', 'inv', 'po', 'ref', 'qty', 'quantity', 'total', 'amount', 'cost', 'costs', 'charge', 'charges', 'fee', 'fees',
  'usd', 'eur', 'gbp', 'aud', 'chf', 'inr', 'jpy', 'sgd',
  'fy', 'q', 'month', 'monthly', 'quarter', 'quarterly', 'annual', 'annually', 'yearly', 'year', 'week', 'weekly',
  'daily', 'period', 'ytd', 'mtd', 'qtd', 'h1', 'h2', 'half',
  'jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'january', 'february',
  'march', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'x', 'each', 'unit', 'no', 'nr', 'num', 'number', 'etc', 'various',
  // articles and prepositions of European-language ledgers ('das', 'mit', 'van' are left: DAS, MIT licence, van)
  'de', 'du', 'des', 'la', 'le', 'les', 'et', 'pour', 'sur', 'au', 'aux', 'del', 'los', 'las', 'y', 'para', 'por',
  'di', 'della', 'il', 'der', 'die', 'und', 'fur', 'von', 'zu', 'het', 'voor',
]);
