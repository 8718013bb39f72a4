/**
 * Build time: turns the cloud providers' own service catalogues (data/catalogues/<provider>/, copied extracts with
 * their PROVENANCE.md) into knowledge-base tables, data/kb/catalogues.generated.json (scripts/build-catalogues.ts).
 * Not imported by the engine at run time.
 *
 * Every service reaches the TBM taxonomy through the FOCUS Service Category / Subcategory it belongs to: the
 * provider's service → FOCUS subcategory (the FOCUS specification's sample provider mappings, or the explicit
 * tables below for catalogue spellings those samples do not use) → TBM sub-tower (FOCUS_TO_TBM). A service whose
 * subcategory does not decide a sub-tower (support plans, migration, media, business applications, "Other") is left
 * out rather than guessed; the hand-written knowledge base keeps whatever it already says about it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tbmSubTowerOf } from './focus.js';
import { normalizeCostName } from './normalize.js';

export { FOCUS_TO_TBM, tbmSubTowerOf } from './focus.js';

/**
 * AWS price-list offer codes whose service the FOCUS sample table names differently (or not at all), → the
 * FOCUS sample subcategory's short service name or 'Category/Subcategory'. Codes not resolved here or by their
 * own name are left out (printed by the build).
 */
/** SDK services whose id names no offer code: the offer code they bill under. */
const AWS_SDK_TO_OFFER: Readonly<Record<string, string>> = {
  sqs: 'AWSQueueService',
  kafka: 'AmazonMSK',
  kafkaconnect: 'AmazonMSK',
  'rds-data': 'AmazonRDS',
  'ec2-instance-connect': 'AmazonEC2',
};

const AWS_CODE_TO_FOCUS: Readonly<Record<string, string>> = {
  AWSQueueService: 'SQS',
  AWSEvents: 'EventBridge',
  AmazonMWAA: 'Managed Workflows',
  AmazonStates: 'Integration/Workflow Automation',
  AmazonSWF: 'Integration/Workflow Automation',
  AppFlow: 'Integration/Workflow Automation',
  AWSAppFabric: 'Integration/Other (Integration)',
  AmazonSES: 'Integration/Messaging',
  AmazonMQ: 'Integration/Messaging',
  AmazonMSK: 'Integration/Messaging',
  AWSIoT: 'IoT Core',
  AWSIoT1Click: 'Internet of Things/Other (Internet of Things)',
  AWSIoTAnalytics: 'Internet of Things/Other (Internet of Things)',
  AWSIoTEvents: 'Internet of Things/Other (Internet of Things)',
  AWSIoTFleetWise: 'Internet of Things/Other (Internet of Things)',
  AWSIoTSiteWise: 'Internet of Things/Other (Internet of Things)',
  AWSIoTThingsGraph: 'Internet of Things/Other (Internet of Things)',
  AWSGreengrass: 'Internet of Things/Other (Internet of Things)',
  IoTDeviceDefender: 'Internet of Things/Other (Internet of Things)',
  IoTDeviceManagement: 'Internet of Things/Other (Internet of Things)',
  IoTTwinMaker: 'Internet of Things/Other (Internet of Things)',
  AWSElasticDisasterRecovery: 'DRS',
  AWSResilienceHub: 'Management and Governance/Disaster Recovery',
  AWSR53AppRecoveryController: 'Management and Governance/Disaster Recovery',
  AWSSystemsManager: 'Management and Governance/Administration',
  AWSServiceCatalog: 'Management and Governance/Administration',
  OpsWorks: 'Management and Governance/Administration',
  AWSFIS: 'Management and Governance/Administration',
  AmazonPrometheus: 'Management and Governance/Observability',
  AmazonDevOpsGuru: 'Management and Governance/Observability',
  auditmanager: 'Management and Governance/Compliance',
  AWSBudgets: 'Management and Governance/Cost Management',
  awswaf: 'Web Application Firewall',
  AWSFMS: 'Networking/Network Security',
  AWSNetworkFirewall: 'Networking/Network Security',
  AmazonInspectorV2: 'Inspector',
  AmazonCognito: 'Identity/Other (Identity)',
  AmazonCognitoSync: 'Identity/Other (Identity)',
  AWSDirectoryService: 'Identity/Other (Identity)',
  AmazonVerifiedPermissions: 'Identity/Other (Identity)',
  AmazonS3GlacierDeepArchive: 'Glacier',
  AWSStorageGatewayDeepArchive: 'Storage/Backup Storage',
  AWSStorageGateway: 'Storage/Storage Platforms',
  AmazonFSx: 'Storage/File Storage',
  AWSTransfer: 'Storage/File Storage',
  AWSDataSync: 'Storage/Data Transfer',
  SnowballExtraDays: 'Storage/Data Transfer',
  IngestionServiceSnowball: 'Storage/Data Transfer',
  AWSDataTransfer: 'Networking/Data Transfer',
  AWSDirectConnect: 'Networking/Network Connectivity',
  AWSPrivate5G: 'Networking/Network Connectivity',
  AWSGlobalAccelerator: 'Networking/Network Infrastructure',
  AWSCloudWAN: 'Networking/Network Infrastructure',
  AWSCloudMap: 'Networking/Network Infrastructure',
  ElasticMapReduce: 'EMR',
  AmazonES: 'Elasticsearch',
  AmazonKinesisFirehose: 'Analytics/Streaming Analytics',
  AmazonKinesisAnalytics: 'Analytics/Streaming Analytics',
  AmazonKinesisVideo: 'Analytics/Streaming Analytics',
  AWSGlueElasticViews: 'Analytics/Data Processing',
  AWSLakeFormation: 'Analytics/Other (Analytics)',
  AWSDataExchange: 'Analytics/Other (Analytics)',
  AmazonFinSpace: 'Analytics/Other (Analytics)',
  AmazonOmics: 'Analytics/Other (Analytics)',
  AmazonDocDB: 'Databases/NoSQL Databases',
  AmazonMCS: 'Cassandra',
  AmazonDAX: 'Databases/Cache Databases',
  AmazonECR: 'Compute/Containers',
  AmazonECRPublic: 'Compute/Containers',
  AWSAppRunner: 'Compute/Containers',
  AmazonWorkSpaces: 'Compute/End User Computing',
  AmazonWorkSpacesWeb: 'Compute/End User Computing',
  AmazonWAM: 'Compute/End User Computing',
  nimble: 'Compute/End User Computing',
  VMwareCloudOnAWS: 'Compute/Virtual Machines',
  AmazonTextract: 'AI and Machine Learning/Natural Language Processing',
  comprehend: 'AI and Machine Learning/Natural Language Processing',
  comprehendmedical: 'AI and Machine Learning/Natural Language Processing',
  AmazonForecast: 'AI and Machine Learning/Machine Learning',
  AmazonFraudDetector: 'AI and Machine Learning/Machine Learning',
  AmazonLookoutEquipment: 'Lookout',
  AmazonLookoutMetrics: 'Lookout',
  AmazonLookoutVision: 'Lookout',
  AmazonML: 'AI and Machine Learning/Machine Learning',
  AmazonA2I: 'AI and Machine Learning/Machine Learning',
  AmazonEI: 'AI and Machine Learning/Machine Learning',
  AWSDeepRacer: 'AI and Machine Learning/Machine Learning',
  AmazonMonitron: 'AI and Machine Learning/Machine Learning',
  AmazonCodeWhisperer: 'Developer Tools/Other (Developer Tools)',
  AWSCodeArtifact: 'Developer Tools/Other (Developer Tools)',
  AWSCodeCommit: 'Developer Tools/Other (Developer Tools)',
  AWSCodeDeploy: 'Developer Tools/Other (Developer Tools)',
  AWSCodePipeline: 'Developer Tools/Other (Developer Tools)',
  CodeBuild: 'Developer Tools/Other (Developer Tools)',
  CodeCatalyst: 'Developer Tools/Other (Developer Tools)',
  CodeGuru: 'Developer Tools/Other (Developer Tools)',
  AWSCloudFormation: 'Developer Tools/Other (Developer Tools)',
  AWSAmplify: 'Developer Tools/Other (Developer Tools)',
  AWSDeviceFarm: 'Developer Tools/Other (Developer Tools)',
};

/** Google API titles (discovery directory) → FOCUS sample short name or 'Category/Subcategory'. */
const GCP_API_TO_FOCUS: Readonly<Record<string, string>> = {
  appengine: 'App Engine',
  bigquery: 'BigQuery',
  bigquerydatatransfer: 'Analytics/Data Processing',
  binaryauthorization: 'Security/Other (Security)',
  cloudbilling: 'Management and Governance/Cost Management',
  cloudbuild: 'Cloud Build',
  clouddebugger: 'Management and Governance/Observability',
  clouderrorreporting: 'Management and Governance/Observability',
  cloudfunctions: 'Cloud Functions',
  cloudiot: 'Internet of Things/Other (Internet of Things)',
  cloudkms: 'KMS',
  cloudprofiler: 'Management and Governance/Observability',
  cloudresourcemanager: 'Management and Governance/Administration',
  cloudshell: 'Developer Tools/Other (Developer Tools)',
  cloudtasks: 'Integration/Messaging',
  cloudtrace: 'Cloud Trace',
  composer: 'Cloud Composer',
  compute: 'Compute Engine',
  container: 'GKE',
  dataflow: 'Dataflow',
  dataproc: 'Dataproc',
  datastore: 'Datastore',
  deploymentmanager: 'Developer Tools/Other (Developer Tools)',
  dialogflow: 'AI and Machine Learning/Bots',
  dlp: 'Security/Other (Security)',
  dns: 'Networking/Network Infrastructure',
  file: 'Storage/File Storage',
  firestore: 'Firestore',
  genomics: 'Analytics/Other (Analytics)',
  iam: 'IAM',
  iap: 'Identity/Other (Identity)',
  language: 'natural language AI',
  logging: 'Cloud Logging',
  ml: 'AI and Machine Learning/Machine Learning',
  monitoring: 'Cloud Monitoring',
  oslogin: 'Identity/Other (Identity)',
  pubsub: 'Cloud Pub/Sub',
  redis: 'Memorystore',
  runtimeconfig: 'Management and Governance/Administration',
  servicenetworking: 'Networking/Network Infrastructure',
  sourcerepo: 'Developer Tools/Other (Developer Tools)',
  spanner: 'Spanner',
  speech: 'Speech-to-text',
  sqladmin: 'Cloud SQL',
  storage: 'Cloud Storage',
  storagetransfer: 'Storage/Data Transfer',
  testing: 'Developer Tools/Other (Developer Tools)',
  texttospeech: 'text-to-speech',
  tpu: 'Compute/Other (Compute)',
  translate: 'AI and Machine Learning/Natural Language Processing',
  videointelligence: 'AI and Machine Learning/Other (AI and Machine Learning)',
  vision: 'AI and Machine Learning/Other (AI and Machine Learning)',
  websecurityscanner: 'Security/Other (Security)',
};

/** OCI service clients (oci-python-sdk) → FOCUS 'Category/Subcategory' (OCI is not in the FOCUS sample table). */
const OCI_CLIENT_TO_FOCUS: Readonly<Record<string, string>> = {
  'Ai Service Document': 'AI and Machine Learning/Natural Language Processing',
  'Ai Service Language': 'AI and Machine Learning/Natural Language Processing',
  'Ai Service Speech': 'AI and Machine Learning/Natural Language Processing',
  'Ai Service Vision': 'AI and Machine Learning/Other (AI and Machine Learning)',
  Analytics: 'Analytics/Business Intelligence',
  'Anomaly Detection': 'AI and Machine Learning/Machine Learning',
  'Api Gateway': 'Integration/API Management',
  'Apm Domain': 'Management and Governance/Observability',
  Artifacts: 'Developer Tools/Other (Developer Tools)',
  Audit: 'Management and Governance/Compliance',
  Bastion: 'Networking/Network Security',
  Bds: 'Analytics/Data Processing',
  'Block Storage': 'Storage/Disk',
  'Blockchain Platform': 'Databases/Ledger',
  Budget: 'Management and Governance/Cost Management',
  Certificates: 'Security/Credentials',
  'Cloud Guard': 'Security/CSPM',
  Compute: 'Compute/Virtual Machines',
  'Compute Cloud At Customer': 'Compute/Virtual Machines',
  'Container Engine': 'Compute/Containers',
  'Container Instance': 'Compute/Containers',
  DNS: 'Networking/Network Management',
  'Data Catalog': 'Management and Governance/Data Governance',
  'Data Flow': 'Analytics/Data Processing',
  'Data Integration': 'Analytics/Data Processing',
  'Data Safe': 'Security/Other (Security)',
  'Data Science': 'AI and Machine Learning/Machine Learning',
  Database: 'Databases/Relational',
  'Database Recovery': 'Storage/Backups',
  'Desktop Service': 'Compute/End User Computing',
  Devops: 'Developer Tools/Other (Developer Tools)',
  'Disaster Recovery': 'Management and Governance/Disaster Recovery',
  Email: 'Integration/Messaging',
  Events: 'Integration/Messaging',
  'File Storage': 'Storage/Files',
  'Functions Invoke': 'Compute/Serverless Compute',
  'Generative Ai': 'AI and Machine Learning/Generative AI',
  'Generative Ai Agent': 'AI and Machine Learning/Generative AI',
  'Golden Gate': 'Integration/Other (Integration)',
  'Health Checks': 'Management and Governance/Observability',
  Identity: 'Identity/Other (Identity)',
  'Identity Domains': 'Identity/Other (Identity)',
  'Integration Instance': 'Integration/Other (Integration)',
  'Java Management Service': 'Management and Governance/Administration',
  'Kms Vault': 'Security/Credentials',
  'Load Balancer': 'Networking/Load Balancing',
  'Log Analytics': 'Management and Governance/Observability',
  Logging: 'Management and Governance/Observability',
  'Lustre File Storage': 'Storage/Files',
  'Model Deployment': 'AI and Machine Learning/Machine Learning',
  Monitoring: 'Management and Governance/Observability',
  Mysqlaas: 'Databases/Relational',
  'Network Firewall': 'Networking/Network Security',
  'Network Load Balancer': 'Networking/Load Balancing',
  Nosql: 'Databases/NoSQL',
  'Notification Data Plane': 'Integration/Messaging',
  'Object Storage': 'Storage/Object Storage',
  Oda: 'AI and Machine Learning/Bots',
  'Opensearch Cluster': 'Analytics/Search',
  'Operations Insights': 'Management and Governance/Observability',
  Postgresql: 'Databases/Relational',
  Queue: 'Integration/Messaging',
  'Redis Cluster': 'Databases/Caching',
  'Resource Manager': 'Management and Governance/Administration',
  Sddc: 'Compute/Virtual Machines',
  Secrets: 'Security/Credentials',
  'Service Mesh': 'Networking/Network Management',
  'Stack Monitoring': 'Management and Governance/Observability',
  Stream: 'Analytics/Streaming Analytics',
  Threatintel: 'Security/Threat Detection',
  'Transfer Appliance': 'Storage/Bulk Transfer',
  Vaults: 'Security/Credentials',
  'Virtual Network': 'Networking/Network Management',
  'Vulnerability Scanning': 'Security/Threat Detection',
  Waf: 'Networking/Network Security',
};

/**
 * Azure Retail Prices API `serviceName`s (data/catalogues/azure/services.tsv: Microsoft's names, with Microsoft's own
 * `serviceFamily`) → FOCUS sample short name or 'Category/Subcategory', where the sample table does not already name
 * the service under the API's spelling (the rest resolve by name, 'Azure ' / 'Microsoft ' dropped). Left out on
 * purpose, so absent: services billing licences of installed software (Virtual Machines Licenses, SQL DB Edge), the
 * hybrid and multicloud ones (Azure Arc, Azure Stack Edge / Hub, Azure Local, AKS on Azure Stack HCI, Azure Arc Enabled
 * Databases, Azure Arc-enabled AKS), telephony (Voice, Phone Numbers, Packet Core, Voice Core), business applications
 * (Dynamics 365 for Customer Insights, Microsoft Copilot Studio, Power Pages, Syntex, Microsoft Dragon Copilot, SAP
 * Embrace, Energy Data Manager, Microsoft Planetary Computer Pro, Azure Orbital, Azure Orbital Edge), migration
 * (Azure Database Migration Service), mixed reality, and Microsoft Purview (AZURE_LEFT_OUT: Microsoft files it under
 * Security, the FOCUS samples under Data Governance, and its products are both). Storage as a whole is storage; its
 * products say which kind; Backup is backup storage, as Microsoft's family and the knowledge base have it.
 */
const AZURE_SERVICE_TO_FOCUS: Readonly<Record<string, string>> = {
  'Azure Bot Service': 'Bot Service',
  'Azure Machine Learning': 'Machine Learning',
  'Cognitive Services': 'AI and Machine Learning/Other (AI and Machine Learning)',
  'Foundry Models': 'AI and Machine Learning/Generative AI',
  'Foundry Tools': 'AI and Machine Learning/Other (AI and Machine Learning)',
  'Intelligent Recommendations': 'AI and Machine Learning/Machine Learning',
  'Machine Learning Studio': 'AI and Machine Learning/Machine Learning',
  'Microsoft Genomics': 'Analytics/Other (Analytics)',
  'Azure Analysis Services': 'Analysis Services',
  'Azure Data Explorer': 'Data Explorer',
  'Azure Data Factory': 'Data Factory',
  'Azure Data Factory v2': 'Data Factory',
  'Azure Data Share': 'Data Share',
  'Azure Databricks': 'Databricks',
  'Azure Purview': 'Management and Governance/Data Governance',
  'Azure Synapse Analytics': 'Synapse',
  'Data Catalog': 'Management and Governance/Data Governance',
  'Data Lake Store': 'Storage/Object Storage',
  'Microsoft Graph data connect': 'Graph Data Connect',
  'Power BI Embedded': 'Power BI',
  SignalR: 'SignalR',
  'Web PubSub': 'Integration/Messaging',
  Email: 'Integration/Messaging',
  Messaging: 'Integration/Messaging',
  SMS: 'Integration/Messaging',
  'Azure Cloud HSM': 'Security/Credentials',
  'Microsoft Entra': 'Identity/Other (Identity)',
  'Azure App Service': 'App Service',
  'Azure Container Apps': 'Container Apps',
  'Azure Kubernetes Service': 'AKS',
  'Cloud Services': 'Compute/Virtual Machines',
  'Durable Task Scheduler': 'Integration/Workflow Automation',
  Functions: 'Compute/Serverless Compute',
  'HPC Cache': 'HPC Cache',
  'Service Fabric Mesh': 'Service Fabric',
  'Specialized Compute': 'Compute/Virtual Machines',
  'Container Instances': 'Container Instances',
  'Container Registry': 'Container Registry',
  'Microsoft Fabric': 'Fabric',
  'Azure Cosmos DB': 'Cosmos DB',
  'Azure Database for MariaDB': 'MariaDB',
  'Azure Database for MySQL': 'MySQL',
  'Azure Database for PostgreSQL': 'PostgreSQL',
  'Azure Managed Instance for Apache Cassandra': 'Databases/NoSQL Databases',
  'Redis Cache': 'Cache for Redis',
  'SQL Data Warehouse': 'Databases/Data Warehouses',
  'SQL Managed Instance': 'Databases/Relational Databases',
  'SQL Server Stretch Database': 'Databases/Relational Databases',
  'Azure App Testing': 'Load Testing',
  'Azure DevOps': 'DevOps',
  'Azure Fluid Relay': 'Developer Tools/Other (Developer Tools)',
  'Azure Grafana Service': 'Grafana',
  'Azure Lab Services': 'Lab Services',
  GitHub: 'Developer Tools/Other (Developer Tools)',
  'Microsoft Playwright Testing': 'Developer Tools/Other (Developer Tools)',
  'Visual Studio Codespaces': 'Developer Tools/Other (Developer Tools)',
  'Azure API Center': 'API Management',
  'BizTalk Services': 'Integration/Other (Integration)',
  'Azure IoT Operations': 'Internet of Things/Other (Internet of Things)',
  'Azure Maps': 'Web/Other (Web)',
  'Event Hubs': 'Integration/Messaging',
  'Application Insights': 'Monitor',
  Automation: 'Automation',
  'Azure Chaos Studio': 'Chaos Studio',
  'Azure Monitor': 'Monitor',
  'Azure Policy': 'Management and Governance/Compliance',
  'Azure Site Recovery': 'Management and Governance/Disaster Recovery',
  'Azure Update Manager': 'Management and Governance/Administration',
  'Change Tracking and Inventory': 'Management and Governance/Administration',
  'Insight and Analytics': 'Management and Governance/Observability',
  'Log Analytics': 'Monitor',
  Scheduler: 'Integration/Workflow Automation',
  Sentinel: 'Sentinel',
  'Advanced Container Networking Services': 'Networking/Network Infrastructure',
  'Azure Bastion': 'Bastion',
  'Azure DDOS Protection': 'DDoS Protection',
  'Azure DNS': 'DNS',
  'Azure Firewall': 'Firewall',
  'Azure Firewall Manager': 'Firewall',
  'Azure Front Door Service': 'Front Door',
  'Azure Route Server': 'Networking/Network Infrastructure',
  'Content Delivery Network': 'Networking/Content Delivery',
  'Private Mobile Network': 'Networking/Network Connectivity',
  'Traffic Manager': 'Networking/Network Infrastructure',
  'Virtual WAN': 'Networking/Network Connectivity',
  'Azure API for FHIR': 'Health Data Services',
  'Azure Spring Cloud': 'Spring Apps',
  'MS Bing Services': 'AI and Machine Learning/Other (AI and Machine Learning)',
  'Quantum Computing': 'Quantum',
  'Azure Active Directory B2C': 'External Identities',
  'Azure confidential ledger': 'Confidential Ledger',
  'Azure IoT Security': 'Defender for IoT',
  'Microsoft Azure Payment HSM': 'Security/Credentials',
  'Microsoft Defender for Cloud': 'Defender for Cloud',
  'Microsoft Entra Domain Services': 'Domain Services',
  'Microsoft Graph Services': 'Microsoft Graph',
  'Microsoft Security Copilot': 'Security/Other (Security)',
  'Trusted Signing': 'Trusted Signing',
  'Azure NetApp Files': 'Storage/File Storage',
  'Data Box': 'Data Box',
  StorSimple: 'StoreSimple',
  Storage: 'Storage/Other (Storage)',
  Backup: 'Storage/Backup Storage',
  'Azure Cognitive Search': 'Azure AI Search',
  'Windows Virtual Desktop': 'Virtual Desktop',
};

/** Services the FOCUS samples would place, left out because their products spread over sub-towers. */
const AZURE_LEFT_OUT: ReadonlySet<string> = new Set(['Microsoft Purview']);

/**
 * Product names specific enough to stand alone on a line, without 'Azure' (the disk and blob kinds Azure coined);
 * other product names ('IP Addresses', 'File Sync', 'Storage Actions') are read only after 'Azure'.
 */
const AZURE_BARE_PRODUCT = /Managed Disks|Ultra Disks|Block Blob|Page Blob|ADLS Gen2/;

/**
 * Services that bill several kinds of resource: the product name (data/catalogues/azure/products.tsv, the API's
 * `productName`) decides the FOCUS subcategory. Products matching none are left out (Tables and Queues bill a NoSQL
 * store and a message queue under Storage; the FOCUS samples file neither under that service).
 */
const AZURE_PRODUCT_KINDS: ReadonlyArray<[RegExp, string]> = [
  [/Managed Disks|Ultra Disks|Premium SSD v2|Elastic SAN|Page Blob/, 'Storage/Block Storage'],
  [/Blob|ADLS|Data Lake Storage/, 'Storage/Object Storage'],
  [/Files|File Sync|Managed Lustre/, 'Storage/File Storage'],
  [/^Storage - Bandwidth$|^Bandwidth\b|Rtn Preference/, 'Networking/Data Transfer'],
  [/Import\/Export/, 'Storage/Data Transfer'],
  [/IP Addresses|Public IP Prefix|Virtual Network Peering/, 'Networking/Network Infrastructure'],
  [/^Storage (Reserved Capacity|Actions|Discovery)$|^Change Feed$/, 'Storage/Other (Storage)'],
];

/** The names bills give a provider as a whole: a weak hint only, never one service's alias (issue 14, first failure class). */
export const PROVIDER_NAMES: ReadonlyArray<{ vendor: string; names: string[] }> = [
  { vendor: 'AWS', names: ['Amazon Web Services', 'Amazon Web Services Inc', 'AWS cloud'] },
  { vendor: 'Microsoft', names: ['Microsoft Azure', 'Azure'] },
  { vendor: 'Google', names: ['Google Cloud', 'Google Cloud Platform', 'GCP'] },
  { vendor: 'Oracle', names: ['Oracle Cloud Infrastructure', 'Oracle Cloud', 'OCI'] },
];

const PROVIDER_NORMS = new Set(
  [...PROVIDER_NAMES.flatMap((p) => [p.vendor, ...p.names]), 'Amazon', 'Google', 'Microsoft'].map(
    (n) => normalizeCostName(n),
  ),
);

interface FocusSample {
  category: string;
  subcategory: string;
  names: Record<'aws' | 'azure' | 'gcp', string[]>;
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

function readLines(root: string, rel: string): string[][] {
  return readFileSync(join(root, rel), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => l.split('\t').map((c) => c.trim()));
}

function focusSamples(root: string): FocusSample[] {
  return readLines(root, 'data/catalogues/focus/sample-provider-mappings.tsv').map(
    ([category, subcategory, aws, azure, gcp]) => {
      const list = (s = '') =>
        s
          .split(',')
          .map((x) => x.replace(/\(.*?\)/g, '').trim())
          .filter((x) => x && x !== 'none');
      return {
        category: category!,
        subcategory: subcategory!,
        names: { aws: list(aws), azure: list(azure), gcp: list(gcp) },
      };
    },
  );
}

/** 'Category/Subcategory' or a provider's short service name of the sample table → [category, subcategory]. */
function resolveFocus(
  ref: string,
  samples: FocusSample[],
  provider: 'aws' | 'azure' | 'gcp',
): [string, string] | undefined {
  const slash = ref.indexOf('/');
  if (slash > 0 && samples.some((s) => s.category === ref.slice(0, slash)))
    return [ref.slice(0, slash), ref.slice(slash + 1)];
  const want = squash(ref);
  const hit = samples.find((s) => s.names[provider].some((n) => squash(n) === want));
  return hit ? [hit.category, hit.subcategory] : undefined;
}

export interface CatalogueEntry {
  provider: 'AWS' | 'Azure' | 'Google Cloud' | 'Oracle Cloud';
  vendor: string;
  /** The catalogue's own identifier (offer code, API name, meter category, SDK client). */
  id: string;
  names: string[];
  category: string;
  subcategory: string;
  subTower: string;
}

export interface CatalogueBuild {
  entries: CatalogueEntry[];
  /** Catalogue identifiers left out because no FOCUS subcategory decides their sub-tower. */
  leftOut: string[];
}

/** 'AmazonElastiCache' → 'Amazon ElastiCache'; 'awskms' → 'AWS KMS' (the spaced spelling bills also print). */
function splitAwsCode(code: string): string[] {
  const m = /^(Amazon|AWS|aws|amazon)(.+)$/.exec(code);
  if (!m) return [code];
  const rest = m[2]!;
  const prefix = m[1]!.toLowerCase() === 'aws' ? 'AWS' : 'Amazon';
  const joined = rest === rest.toLowerCase() ? rest.toUpperCase() : rest;
  const words = joined.replace(/([a-z])([A-Z])/g, '$1 $2');
  return [`${prefix} ${joined}`, `${prefix} ${words}`];
}

/** The spellings a bill gives an Azure service or product: 'Azure X' and 'Microsoft Azure X', never the bare word. */
function azureForms(name: string): string[] {
  if (/^Azure /.test(name)) return [name, `Microsoft ${name}`];
  if (/^Microsoft /.test(name)) return [name];
  return [`Azure ${name}`, `Microsoft Azure ${name}`];
}

export function buildCatalogue(root: string): CatalogueBuild {
  const samples = focusSamples(root);
  const entries: CatalogueEntry[] = [];
  const leftOut: string[] = [];
  const add = (
    provider: CatalogueEntry['provider'],
    vendor: string,
    id: string,
    names: string[],
    focus: [string, string] | undefined,
  ) => {
    const st = focus && tbmSubTowerOf(focus[0], focus[1]);
    if (!focus || !st) {
      leftOut.push(`${provider}: ${id}`);
      return;
    }
    // a service word the normaliser drops ('Google Cloud Invoice' → 'google cloud') would leave the provider's name
    const uniq = [
      ...new Set(names.map((n) => n.replace(/\s+/g, ' ').trim()).filter(Boolean)),
    ].filter((n) => !PROVIDER_NORMS.has(normalizeCostName(n)));
    if (!uniq.length) {
      leftOut.push(`${provider}: ${id}`);
      return;
    }
    entries.push({
      provider,
      vendor,
      id,
      names: uniq,
      category: focus[0],
      subcategory: focus[1],
      subTower: st,
    });
  };

  for (const [code] of readLines(root, 'data/catalogues/aws/offer-codes.txt')) {
    const ref =
      AWS_CODE_TO_FOCUS[code!] ?? code!.replace(/^(Amazon|AWS|aws|amazon)(?=[A-Za-z])/, '');
    const split = splitAwsCode(code!);
    add('AWS', 'AWS', code!, [...split, code!], resolveFocus(ref, samples, 'aws'));
  }
  // the services' full names as AWS's own SDK spells them ('AWS Key Management Service', 'Amazon Simple Queue
  // Service'), which bills and invoices print beside the codes; each placed like the offer code it bills under
  // (matched by the SDK's service id or endpoint prefix), else by the FOCUS samples' short name
  const offerByKey = new Map<string, string>();
  for (const [code] of readLines(root, 'data/catalogues/aws/offer-codes.txt'))
    offerByKey.set(squash(code!.replace(/^(Amazon|AWS|aws|amazon)(?=[A-Za-z])/, '')), code!);
  for (const [service, prefix, serviceId, fullName] of readLines(
    root,
    'data/catalogues/aws/service-names.tsv',
  )) {
    if (!fullName) continue;
    const code =
      AWS_SDK_TO_OFFER[service!] ??
      offerByKey.get(squash(serviceId!)) ??
      offerByKey.get(squash(prefix!)) ??
      offerByKey.get(squash(service!));
    const ref = code
      ? (AWS_CODE_TO_FOCUS[code] ?? code.replace(/^(Amazon|AWS|aws|amazon)(?=[A-Za-z])/, ''))
      : serviceId!;
    const names = /^(AWS|Amazon) /.test(fullName)
      ? [fullName]
      : [`AWS ${fullName}`, `Amazon ${fullName}`];
    add('AWS', 'AWS', `sdk:${service}`, names, resolveFocus(ref, samples, 'aws'));
  }
  for (const s of samples)
    for (const n of s.names.azure) {
      if (/^(Microsoft|Azure) /.test(n))
        add('Azure', 'Microsoft', n, [n], [s.category, s.subcategory]);
      else
        add(
          'Azure',
          'Microsoft',
          n,
          [`Azure ${n}`, `Microsoft Azure ${n}`],
          [s.category, s.subcategory],
        );
    }
  // the Azure Retail Prices API's services, named as Azure bills and cost exports print them ('Virtual Machines',
  // 'Azure Cosmos DB'), with their product names that carry the brand ('Azure Managed Redis - Balanced')
  for (const [service, , products = ''] of readLines(root, 'data/catalogues/azure/services.tsv')) {
    const bare = service!.replace(/^(Azure|Microsoft) /, '');
    const focus = AZURE_LEFT_OUT.has(service!)
      ? undefined
      : resolveFocus(AZURE_SERVICE_TO_FOCUS[service!] ?? bare, samples, 'azure');
    // a 'Microsoft 365 …' product billed through Azure names the suite, not the service
    const branded = products
      .split('; ')
      .filter((p) => /^(Azure|Microsoft) /.test(p) && !/^Microsoft 365\b/.test(p));
    add('Azure', 'Microsoft', `retail:${service}`, [...azureForms(service!), ...branded], focus);
  }
  for (const [service, , product] of readLines(root, 'data/catalogues/azure/products.tsv')) {
    const kind = AZURE_PRODUCT_KINDS.find(([re]) => re.test(product!))?.[1];
    const slash = kind?.indexOf('/') ?? -1;
    const names = [
      ...azureForms(product!),
      ...(AZURE_BARE_PRODUCT.test(product!) ? [product!] : []),
    ];
    add(
      'Azure',
      'Microsoft',
      `retail:${service}/${product}`,
      names,
      kind && slash > 0 ? [kind.slice(0, slash), kind.slice(slash + 1)] : undefined,
    );
  }
  // the FOCUS samples' own AWS and Google Cloud names, in the spellings bills print them with
  for (const s of samples) {
    for (const n of s.names.aws)
      add('AWS', 'AWS', n, /^(AWS|Amazon) /.test(n) ? [n] : [`AWS ${n}`, `Amazon ${n}`], [
        s.category,
        s.subcategory,
      ]);
    for (const n of s.names.gcp) {
      const forms = /^(Cloud|Google) /.test(n)
        ? [
            n,
            `Google ${n.replace(/^Google /, '')}`,
            `Google Cloud ${n.replace(/^(Cloud|Google) /, '')}`,
          ]
        : [`Google Cloud ${n}`, `Google ${n}`, `GCP ${n}`];
      add('Google Cloud', 'Google', n, forms, [s.category, s.subcategory]);
    }
  }
  for (const [name, title] of readLines(root, 'data/catalogues/gcp/discovery-apis.tsv')) {
    const base = title!
      .replace(/ (JSON |Admin )?API$/, '')
      .replace(/^Google Cloud /, 'Cloud ')
      .replace(/^Stackdriver /, 'Cloud ')
      .trim();
    const ref = GCP_API_TO_FOCUS[name!];
    // 'Cloud Key Management Service (KMS)' is billed under that name, and read as 'Cloud KMS' or without the brackets
    const abbrev = /\((\w+)\)$/.exec(base)?.[1];
    const forms = [base, base.replace(/ \(\w+\)$/, ''), ...(abbrev ? [`Cloud ${abbrev}`] : [])];
    const names = forms.flatMap((f) => {
      const bare = f.replace(/^Cloud /, '');
      return [
        f.startsWith('Cloud ') ? f : `Google Cloud ${f}`,
        `Google Cloud ${bare}`,
        `Google ${f}`,
        `GCP ${bare}`,
      ];
    });
    add(
      'Google Cloud',
      'Google',
      name!,
      names,
      ref ? resolveFocus(ref, samples, 'gcp') : undefined,
    );
  }
  for (const [client] of readLines(root, 'data/catalogues/oci/service-clients.tsv')) {
    const ref = OCI_CLIENT_TO_FOCUS[client!];
    const slash = ref?.indexOf('/') ?? -1;
    add(
      'Oracle Cloud',
      'Oracle',
      client!,
      [`OCI ${client}`, `Oracle Cloud ${client}`, `Oracle Cloud Infrastructure ${client}`],
      ref && slash > 0 ? [ref.slice(0, slash), ref.slice(slash + 1)] : undefined,
    );
  }
  return { entries, leftOut };
}

/** The generated catalogue tables as data, deterministic: data/kb/catalogues.generated.json, read by src/knowledge-build.ts. */
export function renderCatalogueData(build: CatalogueBuild): string {
  const bySt = new Map<string, CatalogueEntry[]>();
  for (const e of build.entries) {
    let l = bySt.get(e.subTower);
    if (!l) bySt.set(e.subTower, (l = []));
    l.push(e);
  }
  const products: string[] = [];
  for (const st of [...bySt.keys()].sort()) {
    products.push(`@${st} cloud`);
    for (const e of bySt.get(st)!)
      products.push(
        `# ${e.provider} ${e.id} → ${e.category} / ${e.subcategory}`,
        `${e.vendor}: ${e.names.join('; ')}`,
      );
  }
  const providers = [
    '@CP_SRV cloud',
    ...PROVIDER_NAMES.map((p) => `${p.vendor}: ${p.names.join('; ')}`),
  ];
  const data = {
    about: [
      'GENERATED by scripts/build-catalogues.ts from data/catalogues/* (see each PROVENANCE.md): do not edit; change the extracts or the tables in src/catalogue-build.ts and rebuild.',
      `products: ${build.entries.length} cloud services of AWS, Azure, Google Cloud and Oracle Cloud, each placed through its FOCUS Service Category / Subcategory; ${build.leftOut.length} catalogue entries left out (no subcategory decides a sub-tower).`,
      'providers: provider names alone, a weak hint (compiled like the services table), never a service alias.',
      'Both tables are in the knowledge-base table format (parseProducts in src/knowledge-build.ts), a line an element.',
    ],
    products,
    providers,
  };
  return `${JSON.stringify(data, null, 2)}\n`;
}
