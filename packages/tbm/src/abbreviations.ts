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
]);
