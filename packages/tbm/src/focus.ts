/**
 * FOCUS Service Category / Subcategory → TBM v4.0 sub-tower: the one table through which every cloud service of the
 * catalogues is placed (src/catalogue-build.ts), and which a FOCUS export's own category columns can be read with
 * (`focusSubTower`). Pure data, no I/O: safe at run time.
 */

/** FOCUS (category / subcategory) → TBM sub-tower; absent = left out. Both the 1.1 spec's and the sample table's spellings. */
export const FOCUS_TO_TBM: Readonly<Record<string, string>> = {
  'AI and Machine Learning/*': 'PL_MW',
  'Analytics/Analytics Platform': 'PL_BD',
  'Analytics/Analytics Platforms': 'PL_BD',
  'Analytics/Business Intelligence': 'PL_BD',
  'Analytics/Data Processing': 'PL_BD',
  'Analytics/Streaming Analytics': 'PL_BD',
  'Analytics/Other (Analytics)': 'PL_BD',
  'Analytics/Search': 'PL_MW',
  'Compute/Containers': 'PL_CO',
  'Compute/End User Computing': 'EU_WS',
  'Compute/Quantum': 'CP_HPC',
  'Compute/Serverless Compute': 'CP_SRV',
  'Compute/Virtual Machines': 'CP_SRV',
  'Compute/Other (Compute)': 'CP_SRV',
  'Databases/Data Warehouse': 'PL_BD',
  'Databases/Data Warehouses': 'PL_BD',
  'Databases/*': 'PL_DB',
  'Developer Tools/*': 'AP_DEV',
  'Identity/*': 'SC_SEC',
  'Integration/*': 'PL_MW',
  'Internet of Things/*': 'PL_MW',
  'Management and Governance/Administration': 'DL_OC',
  'Management and Governance/Architecture': 'DL_OC',
  'Management and Governance/Observability': 'DL_OC',
  'Management and Governance/Compliance': 'SC_CMP',
  'Management and Governance/Cost Management': 'IM_FIN',
  'Management and Governance/Data Governance': 'PL_BD',
  'Management and Governance/Disaster Recovery': 'SC_DR',
  'Management and Governance/Endpoint Management': 'DL_CM',
  'Mobile/*': 'AP_DEV',
  'Networking/Content Delivery': 'NW_TR',
  'Networking/Data Transfer': 'NW_TR',
  'Networking/Network Connectivity': 'NW_TR',
  'Networking/Load Balancing': 'NW_LAN',
  'Networking/Network Infrastructure': 'NW_LAN',
  'Networking/Network Management': 'NW_LAN',
  'Networking/Other (Networking)': 'NW_LAN',
  'Networking/Network Security': 'SC_SEC',
  'Security/*': 'SC_SEC',
  'Storage/Backups': 'ST_OFF',
  'Storage/Backup Storage': 'ST_OFF',
  'Storage/*': 'ST_ON',
  'Web/*': 'CP_SRV',
};

/** The table's answer for one (category, subcategory), or undefined where the table leaves it out. */
export function tbmSubTowerOf(category: string, subcategory: string): string | undefined {
  return FOCUS_TO_TBM[`${category}/${subcategory}`] ?? FOCUS_TO_TBM[`${category}/*`];
}

/**
 * Where a FOCUS export gives a category and no subcategory (FOCUS 1.0) or one of its own, the category's usual
 * sub-tower. Categories whose services spread over towers (Management and Governance, Business Applications,
 * Migration, Media, Multicloud, Other) have none.
 */
export const FOCUS_CATEGORY_DEFAULT: Readonly<Record<string, string>> = {
  'AI and Machine Learning': 'PL_MW',
  Analytics: 'PL_BD',
  Compute: 'CP_SRV',
  Databases: 'PL_DB',
  'Developer Tools': 'AP_DEV',
  Identity: 'SC_SEC',
  Integration: 'PL_MW',
  'Internet of Things': 'PL_MW',
  Mobile: 'AP_DEV',
  Networking: 'NW_LAN',
  Security: 'SC_SEC',
  Storage: 'ST_ON',
  Web: 'CP_SRV',
};

/** FOCUS 1.1 subcategories whose services spread over towers: a row naming one is not placed by its columns. */
export const FOCUS_UNDECIDED: ReadonlySet<string> = new Set([
  'Business Applications/Other (Business Applications)',
  'Management and Governance/Support',
  'Management and Governance/Other (Management and Governance)',
  'Media/Other (Media)',
  'Migration/Other (Migration)',
  'Multicloud/Other (Multicloud)',
  'Other/Other (Other)',
]);

/**
 * The TBM sub-tower code a FOCUS row's ServiceCategory (and ServiceSubcategory, when given) decides, or undefined
 * when they decide none. Case and surrounding spaces are ignored.
 */
export function focusSubTower(category: string, subcategory?: string): string | undefined {
  const cat = canonical(category, CATEGORIES);
  if (!cat) return undefined;
  const sub = subcategory?.trim().toLowerCase();
  if (sub) {
    const key = `${cat}/${sub}`;
    const exact = Object.keys(FOCUS_TO_TBM).find((k) => k.toLowerCase() === key.toLowerCase());
    if (exact) return FOCUS_TO_TBM[exact];
    if ([...FOCUS_UNDECIDED].some((k) => k.toLowerCase() === key.toLowerCase())) return undefined;
  }
  return FOCUS_TO_TBM[`${cat}/*`] ?? FOCUS_CATEGORY_DEFAULT[cat];
}

const CATEGORIES = [
  ...new Set([
    ...Object.keys(FOCUS_TO_TBM).map((k) => k.slice(0, k.indexOf('/'))),
    ...Object.keys(FOCUS_CATEGORY_DEFAULT),
  ]),
];
function canonical(value: string, known: readonly string[]): string | undefined {
  const v = value.trim().toLowerCase();
  return known.find((k) => k.toLowerCase() === v);
}
