import { ABBREVIATIONS, KEEP_PLURAL, STOPWORDS } from './abbreviations.js';

/**
 * Multi-character patterns fixed before punctuation is removed (order matters).
 * Each is [pattern, replacement]; all patterns run on the lower-cased, accent-free text.
 */
type Rep = string | ((m: string, ...groups: string[]) => string);
/** [pattern, replacement, guard]: the pattern runs only when the text contains the guard substring ('#digit': any digit). */
/** Windows client releases the normaliser glues to their number ('Windows 11' → 'windows11'). */
export const WINDOWS_RELEASES = ['7', '8', '10', '11', 'xp'];

const PRE_ALL: Array<[RegExp, Rep, string?]> = [
  [/\bat\s*&\s*t\b/g, ' att ', '&'],
  [/\bt\s*&\s*m\b/g, ' time and materials ', '&'],
  [/\bs\s*&\s*s\b/g, ' subscription and support ', '&'],
  [/\bm\s*&\s*s\b/g, ' maintenance and support ', '&'],
  [/\bp\s*&\s*l\b/g, ' ', '&'],
  [/\br\s*&\s*d\b/g, ' research development ', '&'],
  // a UK ledger's 'R&M': repairs and maintenance
  [/\br\s*&\s*m\b/g, ' repairs maintenance ', '&'],
  [/\bs\/w\b/g, ' software ', '/'],
  [/\bh\/w\b/g, ' hardware ', '/'],
  [/\ba\/v\b/g, ' audio visual ', '/'],
  [/\bz\/(os|vm|vse|tpf)\b/g, ' z$1 ', '/'],
  [/\bos\/(400|390|2)\b/g, ' os$1 ', '/'],
  [/\bas\/400\b/g, ' as400 ', '/'],
  [/\bs\/4\s*hana\b/g, ' s4hana ', '/'],
  [/\bs\/4\b/g, ' s4hana ', '/'],
  [/\bpl\/sql\b/g, ' plsql ', '/'],
  [/\bpub\s*\/\s*sub\b/g, ' pubsub ', '/'], // Google Cloud Pub/Sub, not a subscription
  [/\bi\/o\b/g, ' io ', '/'],
  [/\bc\+\+/g, ' cpp ', '+'],
  [/\bc#/g, ' csharp ', '#'],
  [/(^|\s)\.net\b/g, ' dotnet ', '.net'],
  [/\bci\/cd\b/g, ' cicd ', '/'],
  [/\bprof(essional)?\.?\s+(svcs?|services?|serv)\b/g, ' professional service ', 'prof'],
  [/\bon[\s-]?prem(ise|ises)?\b/g, ' on premise ', 'prem'],
  [/\b(office|microsoft|msft|dynamics|d|windows|ms|m)\s*365\b/g, ' $1365 ', '365'],
  // Office 365 typed with a zero ('0365 migration project')
  [/\b0365\b/g, ' o365 ', '0365'],
  // a Windows release is the operating system: without its number 'windows' is also a building's
  [new RegExp(`\\bwindows\\s*(${WINDOWS_RELEASES.join('|')})\\b`, 'g'), ' windows$1 ', 'windows'],
  // products whose number is their name: without it 'perimeter' is an ordinary word and 'unit' a stop word
  [/\bperimeter\s*81\b/g, ' perimeter81 ', '81'],
  [/\bunit\s*42\b/g, ' unit42 ', '42'],
  // UK public-sector purchasing framework and its contracts: no signal, and 'call' would read as telephony
  [/\bg[\s-]?cloud(?:\s*\d+)?\b/g, ' ', 'cloud'],
  [/\bcall[\s-]off\b/g, ' ', 'off'],
  // a carrier's 'call charges' are its call usage: 'charges' alone is a stop word, and 'call' alone says nothing
  [/\bcall\s+charges?\b/g, ' call usage ', 'call'],
  // and a copier's 'click charges' its per-page print charges ('click' alone is no print)
  [/\bclick\s+charges?\b/g, ' print click ', 'click'],
  // US federal contract vehicles and budget object classes carry no signal ('cio' is not the CIO office)
  [/\bcio[\s-]?sp\s*-?\d\b/g, ' ', 'sp'],
  // 'informatica' after a Romance noun or 'de' is computing ('Servicios de informática', 'Assistenza informatica');
  // elsewhere it stays the vendor ('Informatica PowerCenter')
  [
    /\b(de|da|di|do|della|del|servicios?|servicos?|servizi|servizio|assistenza|sicurezza|seguridad|seguranca|consulenza|manutenzione|supporto|sistemi|sistemas?|materiale)\s+informatica\b/g,
    ' $1 it ',
    'informatica',
  ],
  // a GSA schedule is a contract vehicle too ('GSA Schedule 70 - laptops' read 'schedule' as a lease's)
  [/\bgsa\s+(?:it\s+)?schedule(?:\s*\d+)?\b/g, ' ', 'schedule'],
  [/\boc\s*\d{2}(?:\.\d+)?\b/g, ' ', 'oc'],
  // the US Product and Service Code list's category before a service's title ('IT AND TELECOM - NETWORK SUPPORT
  // SERVICES (LABOR)') names the catalogue, not a telecom purchase, and its '(LABOR)' marks the service bought, not
  // payroll; a ledger's own 'IT & Telecom - Misc' (no '(labor)') keeps its words
  [
    /^\s*it\s+(?:and|&)\s+telecom\w*\s*[-\u2013:]\s*(.*?)\s*\(labor\)\s*$/,
    ' $1 service ',
    'telecom',
  ],
  [/\bo\s*&\s*m\b/g, ' operations maintenance ', '&'],
  [/\badd[\s-]?(in|on)s?\b/g, ' add$1 ', 'add'],
  // what users do themselves is no service bought ('Self-service kiosks' read as a managed service)
  [/\bself[\s-]?service\b/g, ' selfservice ', 'self'],
  // a payee's title before an initial is no Microsoft ('Refund - Ms J Smith', 'Ms. K. Brown'); 'MS Office' keeps it
  [/\bms\.?\s+(?=[a-z]\b(?!\s*365))/g, ' ', 'ms'],
  // 'soft' is software only as a truncation beside a software purchase word or its maker ('MS Soft licence', 'Soft
  // maint') or in a software house's name ('Acme Soft Ltd'); anywhere else it is its own word ('Soft drinks',
  // 'soft furnishings', 'soft play', 'soft FM')
  [
    /\b(?:(ms|microsoft|hard(?:ware)?)\s*(?:&|and|\/|,)?\s*soft\b|soft\b(?=\.?[\s/:-]*(?:lic|maint|mtce|support|subs?\b|subscription|renewal|upgrade|install|dev\b|development|package|pkg|solution|system|technolog|ltd\b|limited|llc\b|inc\b|gmbh|plc\b)))/g,
    (_m: string, before?: string) => ` ${before ?? ''} software `,
    'soft',
  ],
  // 'San' before a saint's name is a place ('Accommodation in San Diego', 'San Jose'), not a storage area network
  [
    /\bsan\s+(?=(?:diego|francisco|jose|antonio|juan|bernardino|mateo|luis|marcos|rafael|ramon|carlos|sebastian|salvador|pedro|marino|clemente|leandro|fernando|gabriel|miguel|pablo|lorenzo|giovanni|marco|remo)\b)/g,
    ' ',
    'san',
  ],
  // the Sam Browne belt is uniform equipment, not software asset management
  [/\bsam\s+browne\b/g, ' browne ', 'sam'],
  // German 'Vor-Ort' (on site)
  [/\bvor[\s-]ort\b/g, ' onsite ', 'ort'],
  [
    /\b(?:level|tier|l)\s*-?\s*([1-4])(?:\s*\/\s*(?:l|level)?\s*([1-4]))?\b/g,
    (_m: string, a: string, b?: string) => ` level${a} ${b ? `level${b}` : ''} `,
    '#digit',
  ],
  [/\bstaff[\s-]*aug(?:mentation)?\b/g, ' staff augmentation ', 'aug'],
  // 'on' is a stop word: without this 'on-call' would read as 'call'
  [/\bon[\s-]call\b/g, ' oncall ', 'call'],
  // employer social security is a payroll tax, not IT security
  [/\bsocial[\s-]+security\b/g, ' payroll tax ', 'social'],
  [/\bcharges?\s+sociales?\b/g, ' payroll tax ', 'social'],
  [/\bcredit[\s-]+bail\b/g, ' lease ', 'bail'],
  [/\blocation\s+(?:financiere|longue\s+duree|evolutive)\b/g, ' lease ', 'location'],
  [/\bpostes?\s+de\s+travail\b/g, ' workstation ', 'travail'],
  [/\bmise\s+a\s+jour\b/g, ' upgrade ', 'jour'],
  [/\bsalas?\s+tecnicas?\b/g, ' server room ', 'tecnica'],
  // a Spanish comms room, and Spanish / Italian 'electric energy' (the power bill)
  [/\bcuartos?\s+de\s+comunicaciones\b/g, ' comms room ', 'cuarto'],
  [/\benergia\s+(?:electrica|elettrica)\b/g, ' electricity ', 'energia'],
  [
    /\b(?:servicos|servicios|servizi)\s+compartilhados|servicios\s+compartidos|servizi\s+condivisi\b/g,
    ' shared services ',
    'servi',
  ],
  [/\bparticipacao\s+nos\s+lucros\b/g, ' bonus ', 'lucros'],
  [/\b(?:recursos\s+humanos|risorse\s+umane)\b/g, ' hr ', 'um'],
  [/\bsd[\s-]wan\b/g, ' sdwan ', 'wan'],
  [/\bwi[\s-]?fi\b/g, ' wifi ', 'fi'],
  [/\be[\s-]mail\b/g, ' email ', 'mail'],
  [/\bco[\s-]?lo(cation)?\b/g, ' colocation ', 'lo'],
  [/\bhelp[\s-]?desk\b/g, ' help desk ', 'desk'],
  [/\bservice[\s-]?desk\b/g, ' service desk ', 'desk'],
  [/\bdesk[\s-]?side\b/g, ' deskside ', 'side'],
  [/\bsmart[\s-]?net\b/g, ' smartnet ', 'net'],
  [/\bnet[\s-]?suite\b/g, ' netsuite ', 'suite'],
  [/\bpower[\s-]?edge\b/g, ' poweredge ', 'edge'],
  [/\b(\d+)\s*(?:yr|yrs|year|years)\b/g, ' year '],
  // invoice / PO / reference numbers: keyword followed by an identifier containing a digit; the keyword must end
  // its word ('Power10' is a product, not 'PO wer10')
  [
    /\b(?:invoice|inv|po|p\.o\.|purchase\s+order|ref|reference|order|so|wo|req|requisition|contract|ctr|acct|account|gl|cc|cost\s+center|vendor\s+id|id|ticket|case|sr|chg|ritm|inc)(?![a-z])\s*(?:no\.?|num\.?|number|nr\.?|#)?\s*[:#.-]?\s*[a-z]{0,4}[-/]?\d[\w/-]*/g,
    ' ',
  ],
  [/#\s*[a-z]{0,3}\d[\w-]*/g, ' '],
  // currency amounts
  [/[$€£¥₹]\s*\d[\d,]*(?:\.\d+)?\s*(?:k|m|mm|bn)?\b/g, ' '],
  [/\b\d[\d,]*(?:\.\d+)?\s*(?:usd|eur|gbp|aud|cad|chf|inr|jpy|sgd|dollars?|euros?)\b/g, ' '],
  [/\b(?:usd|eur|gbp|aud|cad|chf|inr|jpy|sgd)\s*\d[\d,]*(?:\.\d+)?\s*(?:k|m)?\b/g, ' '],
  // dates: 2024-01-15, 2024/01, 15.01.2024, 01/15/24, Jan-2024, January 2024, mar'24
  [/\b\d{4}[-/.]\d{1,2}(?:[-/.]\d{1,2})?\b/g, ' '],
  [/\b\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}\b/g, ' '],
  [/\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*[\s'’.-]*\d{2,4}\b/g, ' '],
  [/\b\d{1,2}[\s-]*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b/g, ' '],
  // fiscal periods: FY25, FY2025, FY24/25, Q3, Q3FY25, Q3-24, H1, P01, CY2024, wk12
  [/\b(?:fy|cy)\s*'?\d{2,4}(?:\s*[-/]\s*\d{2,4})?\b/g, ' '],
  [/\bq[1-4]\s*(?:fy|cy)?\s*'?\d{0,4}\b/g, ' '],
  [/\b(?:h[12]|p(?:0?[1-9]|1[0-3])|wk\d{1,2}|m(?:0[1-9]|1[0-2]))\b/g, ' '],
  // capacities and speeds keep their unit only (10Gbps -> gbps, 500GB -> gb)
  [/\b\d+(?:\.\d+)?\s*(gbps|mbps|gb|tb|pb|mb|ghz|kw|kwh|mw|mwh|tib|gib)\b/g, ' $1 '],
  // quantities like x4, 4x, qty 10
  [/\b(?:x\s*(?!86\b|64\b)\d+|\d+\s*x)\b/g, ' '], // x86/x64 are architectures, not quantities
];

/** Patterns that need a digit in the text: skipped for digit-free text (speed). */
/** Entries from the first digit-only pattern on need a digit in the text: skipped for digit-free text (speed). */
const FIRST_DIGIT = PRE_ALL.findIndex(([re]) => re.source.startsWith('\\b(\\d+)\\s*(?:yr'));
const PRE_TEXT = PRE_ALL.slice(0, FIRST_DIGIT);
const PRE_DIGIT = PRE_ALL.slice(FIRST_DIGIT);
const HAS_DIGIT = /\d/;
/**
 * Whether any of the patterns matches: one scan instead of one per pattern. A text none of them matches is never
 * changed by them, so skipping them all is exact; the test's own flags have no 'g' (no state between calls).
 */
function anyOf(patterns: typeof PRE_ALL): RegExp {
  // each source is read without its flags: only 'g', which a test ignores, may be set
  const flagged = patterns.find(([re]) => re.flags.replace('g', ''));
  if (flagged)
    throw new Error(`normalizer: ${String(flagged[0])} has a flag the combined test drops`);
  return new RegExp(patterns.map(([re]) => `(?:${re.source})`).join('|'));
}
const ANY_DIGIT_PATTERN = anyOf(PRE_DIGIT);
const ANY_TEXT_PATTERN = anyOf(PRE_TEXT);
// eslint-disable-next-line no-control-regex -- the ASCII range starts at NUL by definition
const NON_ASCII = /[^\x00-\x7f]/;

const NON_ALNUM = /[^a-z0-9]+/g;
const PERSON_SAM = /\bSam\s+(?=[A-Z][a-z])/g;
const PURE_NUMBER = /^\d+(?:st|nd|rd|th)?$/;
const YEAR_SUFFIX = /^(?:19|20)\d{2}$/;

function singular(t: string): string {
  if (t.length <= 3 || KEEP_PLURAL.has(t) || !t.endsWith('s')) return t;
  if (
    t.endsWith('ss') ||
    t.endsWith('us') ||
    t.endsWith('is') ||
    t.endsWith('os') ||
    t.endsWith('ys')
  )
    return t;
  if (t.endsWith('ies') && t.length > 4) return t.slice(0, -3) + 'y';
  if (/(?:ch|sh|x|ss|zz)es$/.test(t)) return t.slice(0, -2);
  return t.slice(0, -1);
}

/** The abbreviations as a map: a word is no property name ('constructor' would read Object.prototype's). */
const EXPANSIONS = new Map(Object.entries(ABBREVIATIONS));

const cache = new Map<string, string>();
const CACHE_MAX = 50_000;
/** What each word becomes, remembered: a ledger's lines repeat a few thousand words. */
const wordCache = new Map<string, readonly string[]>();

/** A word's singular or its expansion, stop words left out. */
function wordsOf(raw: string): readonly string[] {
  const hit = wordCache.get(raw);
  if (hit) return hit;
  const sing = singular(raw);
  const exp = EXPANSIONS.get(raw) ?? EXPANSIONS.get(sing);
  const words = (exp !== undefined ? exp.split(' ') : [sing]).filter((w) => w && !STOPWORDS.has(w));
  if (wordCache.size >= CACHE_MAX) wordCache.clear();
  wordCache.set(raw, words);
  return words;
}

/**
 * Normalise a cost-line description into a stable key: lower-case ASCII words separated by
 * single spaces, with dates, fiscal periods, amounts, invoice/PO numbers and stray numbers removed,
 * abbreviations expanded and plurals singularised. Deterministic: same input → same output.
 */
export function normalizeCostName(input: string): string {
  if (typeof input !== 'string') return '';
  const hit = cache.get(input);
  if (hit !== undefined) return hit;
  // a person's name is told by its case, lost below: 'Sam' written as a name before a capitalised word is a payee
  // ('Refund to Sam Jones'), where the acronym SAM is software asset management ('SAM tool', 'Flexera SAM')
  const text = input.includes('Sam') ? input.replace(PERSON_SAM, ' ') : input;
  let s = NON_ASCII.test(text)
    ? text
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
    : text.toLowerCase();
  const digit = HAS_DIGIT.test(s);
  if (ANY_TEXT_PATTERN.test(s))
    for (const [re, rep, guard] of PRE_TEXT) {
      // guards are necessary conditions checked on the current text: skipping is exact, not a heuristic
      if (guard !== undefined && (guard === '#digit' ? !digit : !s.includes(guard))) continue;
      s = s.replace(re, rep as string);
    }
  if (HAS_DIGIT.test(s) && ANY_DIGIT_PATTERN.test(s))
    for (const [re, rep] of PRE_DIGIT) s = s.replace(re, rep as string);
  s = s.replace(NON_ALNUM, ' ');
  const out: string[] = [];
  for (const raw of s.split(' ')) {
    if (!raw || PURE_NUMBER.test(raw) || YEAR_SUFFIX.test(raw)) continue;
    for (const w of wordsOf(raw)) if (out[out.length - 1] !== w) out.push(w);
  }
  const result = out.join(' ');
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(input, result);
  return result;
}
