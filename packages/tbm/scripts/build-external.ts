/**
 * Builds the external labelled sets (bench/external-sets.ts) from the extracts copied from their public sources:
 *   data/external/<dir>/extract.* → data/external/<id>.json
 * Every label goes through one of the explicit tables below, from the source's own label scheme to TBM v4.0. A label
 * that does not decide a layer maps to fewer layers (tower only, say) or to `undefined` (left out), never to a guess.
 * Run: npx tsx packages/tbm/scripts/build-external.ts
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUB_POOLS, SUB_TOWERS } from '../src/taxonomy.js';
import type { LayerName } from '../src/types.js';
import {
  EXTERNAL_SETS,
  lineKey,
  templateKey,
  type ExternalItem,
  type ExternalSet,
} from '../bench/external-sets.js';
import { csvFields } from '../src/csv-line.js';
import { fnv1a } from '../src/hash.js';

const dir = join(dirname(fileURLToPath(import.meta.url)), '../data/external');
/** The data lines of a copied extract, its header line dropped. */
const extractLines = (file: string) =>
  readFileSync(join(dir, file), 'utf8').trim().split('\n').slice(1);
type Layers = Partial<Record<LayerName, string>>;
/** A line as its builder reads it; its group, if the builder names one, is the template a new line joins. */
type Built = Omit<ExternalItem, 'id' | 'group'> & { group?: string };

/** A bill from a public cloud is bought as a service: TBM v4.0 books it to Outside Services / Cloud Service Providers. */
const CLOUD = {
  'Cost Pool': 'Outside Services',
  'Sub-Cost Pool': 'Cloud Service Providers',
} as const;
const tower = (t: string, st?: string): Layers => ({
  ...CLOUD,
  'IT Tower': t,
  ...(st ? { 'Sub-Tower': st } : {}),
});

// ---- Google Cloud Billing Catalog: resource family (and group) → TBM --------------------------------------------
/**
 * FAMILY is the catalog's resourceFamily; GROUP its resourceGroup. Compute capacity (cores, memory) is Compute /
 * Servers; accelerators are Compute, the sub-tower left open (Servers or High Performance Computing). Persistent and
 * standard object storage is Online Storage; nearline, coldline, archive and images keep only the tower (TBM's
 * Offline Storage is tape and vault, and the catalog does not say which these are). Network keeps only the tower
 * (transport and LAN/WAN are both billed as egress). License (operating-system fees on a cloud VM) and
 * ApplicationServices (monitoring) do not decide a tower in TBM: left out, as is local SSD billed in the Compute
 * family and snapshot egress (network traffic of a storage item).
 */
function gcpLabel(family: string, group: string): Layers | undefined {
  if (family === 'Compute') {
    if (['CPU', 'RAM', 'N1Standard', 'F1Micro', 'G1Small'].includes(group))
      return tower('Compute', 'Servers');
    if (group === 'GPU') return tower('Compute');
    return undefined;
  }
  if (family === 'Storage') {
    if (
      [
        'PDStandard',
        'SSD',
        'LocalSSD',
        'RegionalStorage',
        'MultiRegionalStorage',
        'DiskOps',
      ].includes(group)
    )
      return tower('Storage', 'Online Storage');
    return tower('Storage');
  }
  if (family === 'Network') return tower('Network');
  return undefined;
}

function buildGcp(): Built[] {
  const rows = extractLines('gcp-sku-catalogue/extract.csv');
  return rows.flatMap((r) => {
    const [, svc, family, group, sku] = csvFields(r);
    const layers = gcpLabel(family!, group!);
    if (!layers) return [];
    // '%' is the catalog pattern's wildcard (region, term); a bill line reads "<service>: <SKU description>"
    const text = `${svc}: ${sku!.replace(/%/g, ' ').replace(/\s+/g, ' ').trim()}`;
    return [{ text, sourceLabel: `${svc} / ${family} / ${group}`, layers }];
  });
}

// ---- Infracost golden files: Terraform resource type (and sub-resource group) → TBM -------------------------------
/**
 * Key: resource type, or "type/group" when a group of the resource is billed as something else (a VM's disks are
 * storage; a bucket's egress is network). `name` is the service name the provider's bill shows for that charge, so
 * the text reads like a bill line: "<service> [<billing group>] <component>". Terraform attribute groups
 * (root_block_device, os_disk, default_pool) are not shown. Node pools of managed Kubernetes are left out (Compute
 * or Container Orchestration is the customer's convention); so are firewalls (Network or Security), Redshift's
 * sub-tower (Database or Big Data), and the single components listed in SKIP.
 */
interface InfraRule {
  name: string;
  layers?: Layers;
  showGroup?: boolean;
}
const INFRA: Record<string, InfraRule> = {
  aws_instance: { name: 'Amazon Elastic Compute Cloud', layers: tower('Compute', 'Servers') },
  'aws_instance/root_block_device': {
    name: 'Amazon Elastic Compute Cloud',
    layers: tower('Storage', 'Online Storage'),
  },
  'aws_instance/ebs_block_device': {
    name: 'Amazon Elastic Compute Cloud',
    layers: tower('Storage', 'Online Storage'),
  },
  aws_ebs_volume: {
    name: 'Amazon Elastic Compute Cloud',
    layers: tower('Storage', 'Online Storage'),
  },
  aws_ebs_snapshot: { name: 'Amazon Elastic Compute Cloud', layers: tower('Storage') },
  aws_db_instance: {
    name: 'Amazon Relational Database Service',
    layers: tower('Platform', 'Database'),
  },
  aws_dynamodb_table: { name: 'Amazon DynamoDB', layers: tower('Platform', 'Database') },
  'aws_dynamodb_table/Global table': {
    name: 'Amazon DynamoDB',
    layers: tower('Platform', 'Database'),
    showGroup: true,
  },
  aws_elasticache_cluster: { name: 'Amazon ElastiCache', layers: tower('Platform', 'Database') },
  aws_redshift_cluster: { name: 'Amazon Redshift', layers: tower('Platform') },
  aws_alb: { name: 'Elastic Load Balancing', layers: tower('Network') },
  aws_lb: { name: 'Elastic Load Balancing', layers: tower('Network') },
  aws_nat_gateway: { name: 'Amazon Elastic Compute Cloud', layers: tower('Network') },
  aws_dx_connection: { name: 'AWS Direct Connect', layers: tower('Network') },
  aws_cloudfront_distribution: { name: 'Amazon CloudFront', layers: tower('Network') },
  aws_efs_file_system: {
    name: 'Amazon Elastic File System',
    layers: tower('Storage', 'Online Storage'),
  },
  aws_s3_bucket: {
    name: 'Amazon Simple Storage Service',
    layers: tower('Storage', 'Online Storage'),
  },
  aws_kms_key: {
    name: 'AWS Key Management Service',
    layers: tower('Security & Compliance', 'Security'),
  },
  azurerm_linux_virtual_machine: { name: 'Virtual Machines', layers: tower('Compute', 'Servers') },
  'azurerm_linux_virtual_machine/os_disk': {
    name: 'Storage',
    layers: tower('Storage', 'Online Storage'),
  },
  azurerm_kubernetes_cluster: {
    name: 'Azure Kubernetes Service',
    layers: tower('Platform', 'Container Orchestration'),
  },
  'azurerm_kubernetes_cluster/default_node_pool': { name: 'Virtual Machines' },
  'azurerm_kubernetes_cluster/os_disk': {
    name: 'Storage',
    layers: tower('Storage', 'Online Storage'),
  },
  'azurerm_kubernetes_cluster/Load Balancer': {
    name: 'Load Balancer',
    layers: tower('Network'),
  },
  'azurerm_kubernetes_cluster/DNS': { name: 'Azure DNS', layers: tower('Network') },
  azurerm_application_gateway: { name: 'Application Gateway', layers: tower('Network') },
  azurerm_public_ip: { name: 'Virtual Network', layers: tower('Network') },
  azurerm_dns_zone: { name: 'Azure DNS', layers: tower('Network') },
  azurerm_firewall: { name: 'Azure Firewall' },
  azurerm_key_vault_key: { name: 'Key Vault', layers: tower('Security & Compliance', 'Security') },
  google_compute_instance: { name: 'Compute Engine', layers: tower('Compute', 'Servers') },
  google_compute_router_nat: { name: 'Networking', layers: tower('Network') },
  google_kms_crypto_key: {
    name: 'Cloud Key Management Service (KMS)',
    layers: tower('Security & Compliance', 'Security'),
  },
  google_container_cluster: {
    name: 'Kubernetes Engine',
    layers: tower('Platform', 'Container Orchestration'),
  },
  'google_container_cluster/default_pool': { name: 'Compute Engine' },
  google_sql_database_instance: { name: 'Cloud SQL', layers: tower('Platform', 'Database') },
  google_storage_bucket: { name: 'Cloud Storage', layers: tower('Storage') },
  'google_storage_bucket/Network egress': {
    name: 'Cloud Storage',
    layers: tower('Network'),
    showGroup: true,
  },
  'aws_cloudfront_distribution/Data transfer out to internet': {
    name: 'Amazon CloudFront',
    layers: tower('Network'),
    showGroup: true,
  },
  'aws_cloudfront_distribution/Data transfer out to origin': {
    name: 'Amazon CloudFront',
    layers: tower('Network'),
    showGroup: true,
  },
  'aws_cloudfront_distribution/HTTP requests': {
    name: 'Amazon CloudFront',
    layers: tower('Network'),
    showGroup: true,
  },
  'aws_cloudfront_distribution/HTTPS requests': {
    name: 'Amazon CloudFront',
    layers: tower('Network'),
    showGroup: true,
  },
  'aws_cloudfront_distribution/Origin shield HTTP requests': {
    name: 'Amazon CloudFront',
    layers: tower('Network'),
    showGroup: true,
  },
  azurerm_managed_disk: { name: 'Storage', layers: tower('Storage', 'Online Storage') },
  azurerm_storage_account: { name: 'Storage', layers: tower('Storage', 'Online Storage') },
  azurerm_mssql_database: { name: 'SQL Database', layers: tower('Platform', 'Database') },
  azurerm_virtual_network_gateway: { name: 'VPN Gateway', layers: tower('Network') },
  aws_eks_cluster: {
    name: 'Amazon Elastic Kubernetes Service',
    layers: tower('Platform', 'Container Orchestration'),
  },
  aws_fsx_windows_file_system: { name: 'Amazon FSx', layers: tower('Storage', 'Online Storage') },
  aws_msk_cluster: {
    name: 'Amazon Managed Streaming for Apache Kafka',
    layers: tower('Platform', 'Middleware'),
  },
  aws_mq_broker: { name: 'Amazon MQ', layers: tower('Platform', 'Middleware') },
  aws_ec2_client_vpn_endpoint: { name: 'Amazon Virtual Private Cloud', layers: tower('Network') },
  aws_ec2_transit_gateway_vpc_attachment: {
    name: 'Amazon Virtual Private Cloud',
    layers: tower('Network'),
  },
  aws_rds_cluster: {
    name: 'Amazon Relational Database Service',
    layers: tower('Platform', 'Database'),
  },
  aws_rds_cluster_instance: {
    name: 'Amazon Relational Database Service',
    layers: tower('Platform', 'Database'),
  },
  aws_route53_record: { name: 'Amazon Route 53', layers: tower('Network') },
  aws_route53_zone: { name: 'Amazon Route 53', layers: tower('Network') },
  google_compute_disk: { name: 'Compute Engine', layers: tower('Storage', 'Online Storage') },
  google_compute_image: { name: 'Compute Engine', layers: tower('Storage') },
  google_compute_snapshot: { name: 'Compute Engine', layers: tower('Storage') },
  google_redis_instance: {
    name: 'Cloud Memorystore for Redis',
    layers: tower('Platform', 'Database'),
  },
  google_pubsub_topic: { name: 'Cloud Pub/Sub', layers: tower('Platform', 'Middleware') },
  google_compute_vpn_tunnel: { name: 'Networking', layers: tower('Network') },
  aws_docdb_cluster_instance: { name: 'Amazon DocumentDB', layers: tower('Platform', 'Database') },
  aws_globalaccelerator_accelerator: { name: 'AWS Global Accelerator', layers: tower('Network') },
  aws_acmpca_certificate_authority: {
    name: 'AWS Private Certificate Authority',
    layers: tower('Security & Compliance', 'Security'),
  },
  azurerm_cosmosdb_sql_database: { name: 'Azure Cosmos DB', layers: tower('Platform', 'Database') },
  azurerm_bastion_host: { name: 'Azure Bastion', layers: tower('Network') },
  azurerm_express_route_gateway: { name: 'ExpressRoute', layers: tower('Network') },
  azurerm_cdn_endpoint: { name: 'Content Delivery Network', layers: tower('Network') },
  google_compute_address: { name: 'Compute Engine', layers: tower('Network') },
  google_dns_managed_zone: { name: 'Cloud DNS', layers: tower('Network') },
  google_secret_manager_secret: {
    name: 'Secret Manager',
    layers: tower('Security & Compliance', 'Security'),
  },
  aws_lightsail_instance: { name: 'Amazon Lightsail', layers: tower('Compute', 'Servers') },
  aws_neptune_cluster_instance: { name: 'Amazon Neptune', layers: tower('Platform', 'Database') },
  aws_neptune_cluster: { name: 'Amazon Neptune', layers: tower('Platform', 'Database') },
  aws_cloudhsm_v2_hsm: { name: 'AWS CloudHSM', layers: tower('Security & Compliance', 'Security') },
  aws_route53_resolver_endpoint: { name: 'Amazon Route 53', layers: tower('Network') },
  azurerm_windows_virtual_machine: {
    name: 'Virtual Machines',
    layers: tower('Compute', 'Servers'),
  },
  'azurerm_windows_virtual_machine/os_disk': {
    name: 'Storage',
    layers: tower('Storage', 'Online Storage'),
  },
  azurerm_redis_cache: { name: 'Azure Cache for Redis', layers: tower('Platform', 'Database') },
  azurerm_postgresql_flexible_server: {
    name: 'Azure Database for PostgreSQL',
    layers: tower('Platform', 'Database'),
  },
  google_compute_forwarding_rule: { name: 'Compute Engine', layers: tower('Network') },
  aws_ec2_host: { name: 'Amazon Elastic Compute Cloud', layers: tower('Compute', 'Servers') },
  aws_elasticache_replication_group: {
    name: 'Amazon ElastiCache',
    layers: tower('Platform', 'Database'),
  },
  azurerm_lb: { name: 'Load Balancer', layers: tower('Network') },
  azurerm_linux_virtual_machine_scale_set: {
    name: 'Virtual Machines',
    layers: tower('Compute', 'Servers'),
  },
  'azurerm_linux_virtual_machine_scale_set/os_disk': {
    name: 'Storage',
    layers: tower('Storage', 'Online Storage'),
  },
  aws_sqs_queue: { name: 'Amazon Simple Queue Service', layers: tower('Platform', 'Middleware') },
  aws_vpn_connection: { name: 'Amazon Virtual Private Cloud', layers: tower('Network') },
  aws_secretsmanager_secret: {
    name: 'AWS Secrets Manager',
    layers: tower('Security & Compliance', 'Security'),
  },
  'aws_s3_bucket/Intelligent tiering': {
    name: 'Amazon Simple Storage Service',
    layers: tower('Storage', 'Online Storage'),
    showGroup: true,
  },
  'aws_s3_bucket/Standard - infrequent access': {
    name: 'Amazon Simple Storage Service',
    layers: tower('Storage', 'Online Storage'),
    showGroup: true,
  },
  'aws_s3_bucket/One zone - infrequent access': {
    name: 'Amazon Simple Storage Service',
    layers: tower('Storage', 'Online Storage'),
    showGroup: true,
  },
  // archive classes: Online or Offline Storage is the customer's convention, so only the tower is scored
  'aws_s3_bucket/Glacier flexible retrieval': {
    name: 'Amazon Simple Storage Service',
    layers: tower('Storage'),
    showGroup: true,
  },
  'aws_s3_bucket/Glacier deep archive': {
    name: 'Amazon Simple Storage Service',
    layers: tower('Storage'),
    showGroup: true,
  },
  'aws_s3_bucket/Standard': {
    name: 'Amazon Simple Storage Service',
    layers: tower('Storage', 'Online Storage'),
    showGroup: true,
  },
};

/**
 * Components whose resource type does not decide them: CloudWatch metrics billed on an instance, an Azure ultra-disk
 * reservation billed on a VM, a Cloud SQL instance's unused IP, and a bastion host itself.
 */
const SKIP = new Set([
  'aws_instance:EC2 detailed monitoring',
  'azurerm_linux_virtual_machine:Ultra disk reservation (if unattached)',
  'azurerm_windows_virtual_machine:Ultra disk reservation (if unattached)',
  'google_sql_database_instance:IP address (if unused)',
  // remote-access host: Network or Security by the customer's convention (its data transfer is network)
  'azurerm_bastion_host:Bastion host',
]);
/** Compute Engine components that are disks or accelerators, not servers. */
function gceComponent(component: string): Layers | undefined {
  if (/storage/i.test(component)) return tower('Storage', 'Online Storage');
  if (/nvidia|gpu/i.test(component)) return tower('Compute');
  return undefined;
}

function buildInfracost(): Built[] {
  const rows = extractLines('infracost-golden/extract.tsv');
  return rows.flatMap((r) => {
    const [, type, group, component] = r.split('\t') as [string, string, string, string];
    if (SKIP.has(`${type}:${component}`)) return [];
    const rule = INFRA[group === '-' ? type : `${type}/${group}`];
    if (!rule) throw new Error(`infracost: no rule for ${type} / ${group}`);
    let layers = rule.layers;
    if (type === 'google_compute_instance' && group === '-')
      layers = gceComponent(component) ?? layers;
    if (!layers) return [];
    const text = [rule.name, rule.showGroup ? group : '', component].filter(Boolean).join(' ');
    return [{ text, sourceLabel: group === '-' ? type : `${type} / ${group}`, layers }];
  });
}

// ---- Snipe-IT demo data: asset / licence / accessory category → TBM ----------------------------------------------
/**
 * Items bought for people: devices are End User hardware, licences End User software. Phones on a desk (VOIP
 * Phones: Network / Voice or End User), printer consumables (Output or End User) and loose components (RAM, disks:
 * whose machine?) do not decide a tower and are left out. Whether a device is expensed, leased or depreciated is not
 * in the data, so the sub-pool is not scored.
 */
const SNIPE: Record<string, Layers | undefined> = {
  Laptops: { 'Cost Pool': 'Hardware', 'IT Tower': 'End User', 'Sub-Tower': 'Workspace' },
  Desktops: { 'Cost Pool': 'Hardware', 'IT Tower': 'End User', 'Sub-Tower': 'Workspace' },
  Displays: { 'Cost Pool': 'Hardware', 'IT Tower': 'End User', 'Sub-Tower': 'Workspace' },
  Keyboards: { 'Cost Pool': 'Hardware', 'IT Tower': 'End User', 'Sub-Tower': 'Workspace' },
  Mouse: { 'Cost Pool': 'Hardware', 'IT Tower': 'End User', 'Sub-Tower': 'Workspace' },
  Tablets: { 'Cost Pool': 'Hardware', 'IT Tower': 'End User', 'Sub-Tower': 'Mobile Devices' },
  'Mobile Phones': {
    'Cost Pool': 'Hardware',
    'IT Tower': 'End User',
    'Sub-Tower': 'Mobile Devices',
  },
  'Graphics Software': {
    'Cost Pool': 'Software',
    'IT Tower': 'End User',
    'Sub-Tower': 'End User Software',
  },
  'Office Software': {
    'Cost Pool': 'Software',
    'IT Tower': 'End User',
    'Sub-Tower': 'End User Software',
  },
  'VOIP Phones': undefined,
  'Printer Paper': undefined,
  'Printer Ink': undefined,
  RAM: undefined,
  'HDD/SSD': undefined,
};

function buildSnipe(): Built[] {
  const rows = extractLines('snipeit-demo/extract.tsv');
  return rows.flatMap((r) => {
    const [, maker, name, cat] = r.split('\t') as [string, string, string, string];
    if (!(cat in SNIPE)) throw new Error(`snipe-it: no rule for category ${cat}`);
    const layers = SNIPE[cat];
    if (!layers) return [];
    // an asset register line names the maker unless the model name already does
    const text =
      maker === '-' || name.toLowerCase().startsWith(maker.toLowerCase())
        ? name
        : `${maker} ${name}`;
    return [{ text, sourceLabel: cat, layers }];
  });
}

// ---- UK public bodies' ledgers: GL account → TBM -----------------------------------------------------------------
/**
 * Each body books a payment to a GL account of its own chart (TfL's 'Telephony Mobile', Sheffield's 'COMPUTER
 * SOFTWARE LICENCES', the Cabinet Office's 'EXP - PURCHASE OF GOODS/SERVICES - CONSULTANCY - IT'). The line a TBM
 * team uploads is that account with the supplier beside it. The account decides what it names and nothing more:
 *   - phone lines and calls are Telecom on Network / Voice; mobile phone bills Telecom on End User / Mobile Devices;
 *     data lines, broadband and internet access Telecom on Network / Transport; "telecoms" alone Telecom, Network;
 *   - telecom equipment bought is Hardware on Network (Voice or LAN/WAN is not said); its maintenance Hardware /
 *     Maintenance & Support on Network;
 *   - computer hardware bought is Hardware (End User or Compute is not said); its maintenance Hardware /
 *     Maintenance & Support; ICT leases and rentals Hardware / Lease;
 *   - software licences Software / Licensing; software maintenance Software / Maintenance & Support; software bought
 *     with no more said is Software (licence or subscription is not said);
 *   - IT consultancy Outside Services / Consulting; managed IT services Outside Services / Managed Service Providers;
 *     cloud and web hosting Outside Services / Cloud Service Providers;
 *   - IT development Application / Application Development (who did it is not said);
 *   - photocopying End User / Network Printers (bought, leased or a click charge is not said).
 * Left out: accounts that mix kinds ('Software & Hardware Maintenance', 'Computer Software & Equipment',
 * 'Communications And Computers', 'ICT Maintenance Svs'), licences with no IT word (TV, vehicle, premises),
 * capital additions, insurance, training, recharges, consumables (printer or PC?), advertising and radio airtime.
 * The first rule whose pattern matches the lower-cased account decides; no rule, no line.
 */
const TEL = { 'Cost Pool': 'Telecom', 'Sub-Cost Pool': 'Telecom' } as const;
const GL_ACCOUNT_RULES: ReadonlyArray<readonly [RegExp, Layers | undefined]> = [
  [/software (&|and) hardware|software (&|and) equipment|communications and computers/, undefined],
  [
    /insurance|training|trng|recharg|rechargeable|additions|\bauc\b|income|refund|consumable/,
    undefined,
  ],
  [
    /airtime|advertis|radio|pager|tv licen|television|vehicle|road fund|premises|liquor|sex estab|street trader|tables and chairs|registry|district/,
    undefined,
  ],
  [
    /mobile ?phone|mobile telephon|telephony mobile|voice telephone mobile/,
    { ...TEL, 'IT Tower': 'End User', 'Sub-Tower': 'Mobile Devices' },
  ],
  [
    /maintenance of telecom|telecoms maintenance/,
    { 'Cost Pool': 'Hardware', 'Sub-Cost Pool': 'Maintenance & Support', 'IT Tower': 'Network' },
  ],
  [
    /purchase of telecom|telecoms equip|telecomms supplies|voice telephone equipment|telecom purchases|communications equipment/,
    { 'Cost Pool': 'Hardware', 'IT Tower': 'Network' },
  ],
  [
    /landline|telephony fixed|telephone line rent|telephone rental|telephone costs|central telephones|telephones|telecom rentals|call charges/,
    { ...TEL, 'IT Tower': 'Network', 'Sub-Tower': 'Voice' },
  ],
  [
    /broadband|internet (costs|access)|data communications|network communications|line rentals|off site linkage/,
    { ...TEL, 'IT Tower': 'Network', 'Sub-Tower': 'Transport' },
  ],
  [
    /telecomm?s (charges|services)|other telecommunications|^telecommunications$/,
    { ...TEL, 'IT Tower': 'Network' },
  ],
  [
    /hardware maintenance|hardware support & maintenance|computer maintenance|computer equipment - (annual )?maintenance/,
    { 'Cost Pool': 'Hardware', 'Sub-Cost Pool': 'Maintenance & Support' },
  ],
  [
    /software maintenance|software support & maintenance/,
    { 'Cost Pool': 'Software', 'Sub-Cost Pool': 'Maintenance & Support' },
  ],
  [/ict lease|computer op lease/, { 'Cost Pool': 'Hardware', 'Sub-Cost Pool': 'Lease' }],
  [
    /software licen|computer licen|it +licen|ict licen|it licen/,
    { 'Cost Pool': 'Software', 'Sub-Cost Pool': 'Licensing' },
  ],
  [
    /consultancy - it|it consultancy|cons ict/,
    { 'Cost Pool': 'Outside Services', 'Sub-Cost Pool': 'Consulting' },
  ],
  [
    /manage[d]? it services|ict outsourcing/,
    { 'Cost Pool': 'Outside Services', 'Sub-Cost Pool': 'Managed Service Providers' },
  ],
  [
    /cloud (&|and) web[ _]hosting/,
    { 'Cost Pool': 'Outside Services', 'Sub-Cost Pool': 'Cloud Service Providers' },
  ],
  [/(it|ict) development/, { 'IT Tower': 'Application', 'Sub-Tower': 'Application Development' }],
  [
    /computer hardware|ict hardware|hardware purchase|computer purchases|computer (& hardware|equipment) purchase|new hardware|computer equipment - hardware|^it hardware$|hardware - expenditure/,
    { 'Cost Pool': 'Hardware' },
  ],
  [
    /computer software|ict software|it software|software purchase|software - expenditure|new software|computer equipment - software|purchased software/,
    { 'Cost Pool': 'Software' },
  ],
  [/photocop/, { 'IT Tower': 'End User', 'Sub-Tower': 'Network Printers' }],
];

function glAccountLabel(account: string): Layers | undefined {
  const a = account.toLowerCase();
  for (const [pattern, layers] of GL_ACCOUNT_RULES) if (pattern.test(a)) return layers;
  return undefined;
}

/** Group of a ledger line for the split: its account, spelt the same way whoever books to it. */
const accountGroup = (account: string) => `gl:${templateKey(account)}`;

function buildCouncilLedgers(): Built[] {
  const rows = extractLines('uk-council-ledgers/extract.tsv');
  const out: Built[] = [];
  const left = new Set<string>();
  for (const r of rows) {
    const [council, account, supplier] = r.split('\t') as [string, string, string];
    const layers = glAccountLabel(account);
    if (!layers) {
      left.add(account);
      continue;
    }
    out.push({
      ref: auditRef(council, account, supplier),
      text: account,
      vendor: supplier,
      sourceLabel: account,
      layers,
      group: accountGroup(account),
    });
  }
  console.log(`uk-council-ledgers: ${left.size} accounts left out (no rule decides a layer)`);
  return out;
}

// ---- A council's ledger with the ProClass code of each payment → TBM ------------------------------------------------
/**
 * North Tyneside Council publishes each payment with its SeRCOP expenditure category (the ledger account the payment
 * was booked to: 'Communications & Computing', 'Equipment') and, separately, the ProClass procurement code its buyer
 * chose ('ICT.HARDWARE', 'TELECOMMUNICATIONS.MOBILE', or the older numbered '15.HARDWARE'). A line is what a TBM team
 * uploads — the account as the cost name, the supplier as its Vendor column — and its label is the code, which says
 * more than the coarse account. Each code decides only what it says:
 * - hardware is Hardware; maintenance of computer equipment Hardware / Maintenance & Support; telecoms equipment
 *   Hardware on Network;
 * - line rental and corporate internet are a carrier's service, Telecom on Network (Transport for internet, Voice for
 *   fixed telephony); mobiles are End User / Mobile Devices (handset or airtime is not said);
 * - photocopiers, MFDs and printers are End User / Network Printers (lease, clicks or purchase is not said); website
 *   development Application / Application Development; disaster recovery Security & Compliance / Disaster Recovery;
 *   application service provision and cloud Outside Services / Cloud Service Providers;
 * - software and licences say IT only: the code does not say whether a licence or software bought as a service (SaaS
 *   is Outside Services under TBM v4.0), nor which tower; so do 'online services', 'maintenance & support' (of
 *   hardware or software) and an ICT project;
 * - a code of something no IT budget buys (postage, stationery, advertising, catering, care services…) is not IT;
 * - everything else (office equipment, consumables, subscriptions, printing services, consultancy, CCTV, bookkeeping
 *   codes such as 'Revenue' or 'NON INFLUENCIBLE') is left out: the code does not settle it.
 * A payment's code is the buyer's choice for that payment; a line (account, supplier) takes the label of three in four
 * of its classified payments or is left out.
 */
const TYNESIDE_PROCLASS: ReadonlyArray<readonly [RegExp, Layers | 'non-IT']> = [
  [/^(ict\.|15\.)hardware$/, { 'Cost Pool': 'Hardware' }],
  [
    /^14\.maint of computer equ$/,
    { 'Cost Pool': 'Hardware', 'Sub-Cost Pool': 'Maintenance & Support' },
  ],
  [/^telecommunications\.equipment$/, { 'Cost Pool': 'Hardware', 'IT Tower': 'Network' }],
  [
    /^(telecommunications\.comm(unication|s) lines rental|24\.comms lines rental|telecom rentals)$/,
    { 'Cost Pool': 'Telecom', 'Sub-Cost Pool': 'Telecom', 'IT Tower': 'Network' },
  ],
  [
    /^(telecommunications\.fixed|telecommunications\.featurenet)$/,
    {
      'Cost Pool': 'Telecom',
      'Sub-Cost Pool': 'Telecom',
      'IT Tower': 'Network',
      'Sub-Tower': 'Voice',
    },
  ],
  [
    /^(14|ict)\.corporate internet$/,
    {
      'Cost Pool': 'Telecom',
      'Sub-Cost Pool': 'Telecom',
      'IT Tower': 'Network',
      'Sub-Tower': 'Transport',
    },
  ],
  [
    /^(telecommunications\.mobile|25\.mobile telephones)$/,
    { 'IT Tower': 'End User', 'Sub-Tower': 'Mobile Devices' },
  ],
  [
    /^(office & reprographics equipment\.(photocopiers & mfds|printers)|20\.photocopiers)$/,
    { 'IT Tower': 'End User', 'Sub-Tower': 'Network Printers' },
  ],
  [
    /^(ict\.website development|ict web)$/,
    { 'IT Tower': 'Application', 'Sub-Tower': 'Application Development' },
  ],
  [
    /^ict\.disaster recovery$/,
    { 'IT Tower': 'Security & Compliance', 'Sub-Tower': 'Disaster Recovery' },
  ],
  [
    /^(ict\.application service provision|ict cloud|ict\.cloud services)$/,
    { 'Cost Pool': 'Outside Services', 'Sub-Cost Pool': 'Cloud Service Providers' },
  ],
  [
    /^(ict\.software|15\.software|ict\.licenses|15\.licenses|ict applic|ict\.online services|ict online|ict\.maintenance & support|ict\.project management|ict project)$/,
    {},
  ],
  [
    /(postage|stationery|\.paper$|advertising|events & promotions|doctors\/medical|public health|pub health|catering|groceries|food|water\.water|gas\.gas|waste|refuse|cleaning|hygiene|first aid|workwear|furniture\.domestic|building (services|materials)|signage|vehicle|social care|childrens|day care|residential|burial|sports|play & activity|educational supplies\.(supplies|arts|curriculum)|early learning|toys|tv\/radio licen|books & publications|memberships|interpretation|travel & subsistence|room hire|pfi|environmental serv|enviro services|repairs & maintenance)/,
    'non-IT',
  ],
];

function tynesideLabel(code: string): Layers | 'non-IT' | undefined {
  const c = code.toLowerCase().trim();
  for (const [pattern, label] of TYNESIDE_PROCLASS) if (pattern.test(c)) return label;
  return undefined;
}

/** A supplier is one group: its lines under every account fall in one half, so no held-out supplier is read in dev. */
const supplierGroup = (supplier: string) => `supplier:${templateKey(supplier)}`;
/** Accounts where IT and other office spend meet: their non-IT lines measure false alarms (at most so many each). */
const MIXED_ACCOUNTS = new Set([
  'Communications & Computing',
  'Printing, Stationery and General Office Expenses',
]);
const NON_IT_PER_ACCOUNT = 120;

function buildCouncilProclass(): Built[] {
  const pairs = new Map<
    string,
    { account: string; supplier: string; votes: Map<string, number> }
  >();
  for (const r of extractLines('uk-council-proclass/extract.tsv')) {
    const [, account, supplier, code, payments] = r.split('\t') as [
      string,
      string,
      string,
      string,
      string,
    ];
    const label = tynesideLabel(code);
    if (label === undefined) continue;
    const key = `${account}\u0000${supplier}`;
    const pair = pairs.get(key) ?? { account, supplier, votes: new Map<string, number>() };
    const vote = JSON.stringify(label);
    pair.votes.set(vote, (pair.votes.get(vote) ?? 0) + Number(payments));
    pairs.set(key, pair);
  }
  const out: Array<Built & { payments: number }> = [];
  for (const { account, supplier, votes } of pairs.values()) {
    const total = [...votes.values()].reduce((a, b) => a + b, 0);
    const [vote, n] = [...votes.entries()].sort(
      (a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1),
    )[0]!;
    if (n * 4 < total * 3) continue;
    const label = JSON.parse(vote) as Layers | 'non-IT';
    if (label === 'non-IT' && !MIXED_ACCOUNTS.has(account)) continue;
    out.push({
      ref: auditRef('northtyneside', account, supplier),
      text: account,
      vendor: supplier,
      sourceLabel: account,
      layers: label === 'non-IT' ? {} : label,
      ...(label === 'non-IT' ? { nonIT: true as const } : {}),
      group: supplierGroup(supplier),
      payments: n,
    });
  }
  // the non-IT lines most paid under each mixed account; every IT line
  const perAccount = new Map<string, number>();
  return out
    .sort((a, b) => b.payments - a.payments || (a.ref! < b.ref! ? -1 : 1))
    .filter((it) => {
      if (!it.nonIT) return true;
      const n = (perAccount.get(it.text) ?? 0) + 1;
      perAccount.set(it.text, n);
      return n <= NON_IT_PER_ACCOUNT;
    })
    .map(({ payments: _, ...it }) => it);
}

// ---- A council's suppliers: directory classification → TBM -------------------------------------------------------
/**
 * Sheffield City Council publishes, with each payment, the supplier's classification in a business directory
 * (Thomson). An accounts-payable line whose description is only the supplier's name is placed by what the supplier
 * is: carriers' services are Telecom on Network (broadband and internet providers on Network / Transport); mobile
 * phone suppliers End User / Mobile Devices (handsets or airtime is not said); telecom equipment suppliers Network;
 * computer consultants Outside Services / Consulting; computer maintenance and repair Hardware / Maintenance &
 * Support; computer manufacturers Hardware; computer leasing Hardware / Lease. Left out: 'computer systems &
 * software' dealers and developers, training, consumables, CAD, security, bureaux and 'community networks' (what
 * they sold is not said) and database services.
 */
const SUPPLIER_CLASS: Record<string, Layers | undefined> = {
  'TELECOMMUNICATION SERVICES': { ...TEL, 'IT Tower': 'Network' },
  'BROADBAND SERVICES': { ...TEL, 'IT Tower': 'Network', 'Sub-Tower': 'Transport' },
  'INTERNET SERVICE PROVIDERS': { ...TEL, 'IT Tower': 'Network', 'Sub-Tower': 'Transport' },
  'NETWORK & DATA COMMUNICATIONS': { ...TEL, 'IT Tower': 'Network' },
  'MOBILE PHONES': { 'IT Tower': 'End User', 'Sub-Tower': 'Mobile Devices' },
  'TELECOMMUNICATIONS EQUIPMENT &': { 'IT Tower': 'Network' },
  'TELEPHONE EQUIPMENT': { 'IT Tower': 'Network' },
  'COMPUTER CONSULTANTS': { 'Cost Pool': 'Outside Services', 'Sub-Cost Pool': 'Consulting' },
  'COMPUTER MAINTENANCE & REPAIRS': {
    'Cost Pool': 'Hardware',
    'Sub-Cost Pool': 'Maintenance & Support',
  },
  'COMPUTER MNFRS': { 'Cost Pool': 'Hardware' },
  'COMPUTER LEASING & RENTAL': { 'Cost Pool': 'Hardware', 'Sub-Cost Pool': 'Lease' },
};

function buildCouncilSuppliers(): Built[] {
  const rows = extractLines('uk-council-suppliers/extract.tsv');
  return rows.flatMap((r) => {
    const [cls, supplier] = r.split('\t') as [string, string];
    const layers = SUPPLIER_CLASS[cls.toUpperCase()];
    return layers ? [{ text: supplier, sourceLabel: cls, layers }] : [];
  });
}

// ---- A council's purchases: the text the council typed, its supplier, the code it chose → TBM ----------------------
/**
 * Two kinds of line a council's buyers typed themselves, each with the code they booked or classed it to:
 *   - Harrogate's payments: the payment's narrative ('Iken Annual Licence Fee for 12 months to 31st March 2017',
 *     'ACCR1920 VMWare renewal year 3 payment') with the supplier paid, labelled by the expenditure account the council
 *     booked it to (`HARROGATE_ACCOUNT`);
 *   - Salford's contract register: the contract title ('Mobile Voice and Data Services', 'SAP Licences for LCC') with
 *     the supplier, labelled by the ProClass code the council chose for the contract (`PROCLASS`).
 * A code names what it names and nothing more: the telephone account is Telecom on Network / Voice, the mobile one
 * Telecom on End User / Mobile Devices, photocopiers End User / Network Printers (bought, leased or clicks is not
 * said), the PC replacement programme Hardware on End User / Workspace; ProClass 'Software' is the Software pool.
 * Accounts and codes that say IT without saying which layer ('Software & Hardware Maintenance', 'ICT Rechargeables',
 * ProClass 'Information Communication Technology') give IT lines with no layer: right when answered at all. Accounts
 * and codes that are plainly not IT (heating repairs, postage, catering, social care) give non-IT lines: right when
 * left Unclassified. Anything else is left out.
 * The labels are audited blind (`applyAudit`).
 */
const IT_ONLY: Layers = {};
const HARROGATE_ACCOUNT: Record<string, Layers | 'non-IT' | undefined> = {
  'Telephone Rental and Calls': { ...TEL, 'IT Tower': 'Network', 'Sub-Tower': 'Voice' },
  'Telephone System Development': { 'IT Tower': 'Network', 'Sub-Tower': 'Voice' },
  'Mobile Telephony': { ...TEL, 'IT Tower': 'End User', 'Sub-Tower': 'Mobile Devices' },
  Photocopiers: { 'IT Tower': 'End User', 'Sub-Tower': 'Network Printers' },
  'PC Replacement Rolling programme': {
    'Cost Pool': 'Hardware',
    'IT Tower': 'End User',
    'Sub-Tower': 'Workspace',
  },
  'Software & Hardware Maintenance (just Software to 31.3.13)': IT_ONLY,
  'Intangible Assets & licences 1 yr plus': IT_ONLY,
  'ICT Rechargeables': IT_ONLY,
  'Computer Investment spending from Reserves': IT_ONLY,
  'Software Purchases Wiring etc': IT_ONLY,
  'Computer Consumables': IT_ONLY,
};
/** ProClass top-level codes that are plainly not IT (the 27xxxx family is ICT). */
const PROCLASS_NON_IT = /^(1[0-9]|2[0-689]|3[0-9]|40)/;
function proclassLabel(code: string): Layers | 'non-IT' | undefined {
  if (code.startsWith('271440')) return { 'Cost Pool': 'Software' };
  if (code.startsWith('27')) return IT_ONLY;
  // consultancy (15) may be IT consultancy; facilities (19) may hold data-centre work
  if (/^(15|19)/.test(code)) return undefined;
  return PROCLASS_NON_IT.test(code) ? 'non-IT' : undefined;
}

function buildCouncilPurchases(): Built[] {
  const rows = extractLines('uk-council-purchases/extract.tsv');
  return rows.flatMap((r) => {
    const [body, code, text, supplier] = r.split('\t') as [string, string, string, string];
    const label =
      body === 'harrogate'
        ? code in HARROGATE_ACCOUNT
          ? HARROGATE_ACCOUNT[code]
          : 'non-IT'
        : proclassLabel(code);
    if (!label) return [];
    const item: Built = {
      ref: auditRef(body, text, supplier),
      text,
      ...(supplier ? { vendor: supplier } : {}),
      sourceLabel: `${body}: ${code}`,
      layers: label === 'non-IT' ? {} : label,
      ...(label === 'non-IT' ? { nonIT: true as const } : {}),
    };
    return [item];
  });
}

// ---- Canada's federal tenders: the title a contracting officer typed, the GSIN code the buyer chose → TBM --------
/**
 * buyandsell.gc.ca tender notices (2013–2014): each item's description is the title the contracting officer typed
 * ('TBIPS Requirement Level 3 Programmer/Analysts (10131589)', 'Privacy filters (45045-130144/A)'), classed by the
 * buyer under GSIN, Canada's extension of the US Federal Supply Classes and PSC. A code names what it names:
 *   - goods of FSC class 70 (ADP equipment) are Hardware, class 7030 (ADP software) is Software; the tower only where
 *     the subcode says the thing (LAN systems, disk subsystems, modems, multiplexers);
 *   - telephone and telegraph equipment (5805, 5815) is Hardware on Network / Voice, data sets and networks Network;
 *   - maintenance of ADP equipment (JX70xx) is Hardware / Maintenance & Support, of ADP software (JX7030) Software /
 *     Maintenance & Support; a lease of ADP equipment (W…70xx) Hardware / Lease;
 *   - informatics services (D3xx) are IT; the tower only where the code says it (programming services and web-site design
 *     → Application / Application Development, network planning → Network, disaster recovery → Security &
 *     Compliance / Disaster Recovery, data centre services → Data Center); their pool is left open (a task-based
 *     contractor is External Labor, a solution bought for an outcome Outside Services, and the code does not say
 *     which); data transmission, voice and other telecommunications services are Telecom on the Network tower;
 *   - radar, sonar, navigation, night vision, countermeasures, airborne radio, and the plainly non-IT families
 *     (construction, janitorial, environmental, financial, medical, transport, food, vehicles, ships, machinery…)
 *     are not IT.
 * Codes that could be either (radio and TV equipment, communication security, electronic components, fibre optics,
 * office machines, training, studies, professional and technical services, information products…) are left out, as
 * is a line whose codes disagree. Non-IT lines are a fixed sample (`CA_NON_IT_SAMPLE`), so the set measures false
 * alarms without drowning the IT lines. The labels are audited blind (`applyAudit`).
 */
const CA_NON_IT_SAMPLE = 1500;
const HW: Layers = { 'Cost Pool': 'Hardware' };
const CA_GSIN: ReadonlyArray<readonly [RegExp, Layers | 'non-IT']> = [
  // informatics services
  [/^D301CD/, { 'IT Tower': 'Security & Compliance', 'Sub-Tower': 'Disaster Recovery' }],
  [/^D301B$/, { 'IT Tower': 'Data Center' }],
  [/^D301(A|BBH|BBM|BM|C|D)?$/, IT_ONLY],
  // web-site design and programming, and programming services, name development; the buyers' own D302A… subcodes
  // are titled only 'Informatics (Professional and Consulting) Services' and name no tower
  [/^D302C$/, { 'IT Tower': 'Application', 'Sub-Tower': 'Application Development' }],
  [/^D308A?$/, { 'IT Tower': 'Application', 'Sub-Tower': 'Application Development' }],
  [
    /^D302(A|AA|AAA|AAB|AAC|AAE|AAG|AAH|AAI|AAJ|AAK|AAM|AAN|AAO|AAP|AAR|AAS|AL|AXXA|AXXQ)?$/,
    IT_ONLY,
  ],
  [/^D307(A|AB)?$/, IT_ONLY],
  [/^D304A$/, { ...TEL, 'IT Tower': 'Network' }],
  [/^D316B$/, { ...TEL, 'IT Tower': 'Network' }],
  [/^D316$/, { 'IT Tower': 'Network' }],
  [/^D316C$/, IT_ONLY],
  [/^D399(AA|BB)$/, TEL],
  [/^D399(B|BE)$/, { ...TEL, 'IT Tower': 'Network', 'Sub-Tower': 'Voice' }],
  [/^D399(AB|AE)?$/, IT_ONLY],
  // ADP equipment and software, their maintenance and lease
  [/^JX7030/, { 'Cost Pool': 'Software', 'Sub-Cost Pool': 'Maintenance & Support' }],
  [/^JX70(10|25)/, { 'Cost Pool': 'Hardware', 'Sub-Cost Pool': 'Maintenance & Support' }],
  [/^W[A-Z]?70(10|2[0-5]|50)/, { 'Cost Pool': 'Hardware', 'Sub-Cost Pool': 'Lease' }],
  [/^N7030/, { 'Cost Pool': 'Software' }],
  [/^N7025405/, { ...HW, 'IT Tower': 'Network', 'Sub-Tower': 'LAN/WAN' }],
  [/^N70254(01|10|21|30)/, { ...HW, 'IT Tower': 'Storage' }],
  [/^N70252(00|25|30)/, { ...HW, 'IT Tower': 'Network' }],
  [/^N70(10|2[0-5]|35|42|50)/, HW],
  // telephone equipment
  [/^N5805(029|074)/, { ...HW, 'IT Tower': 'Network' }],
  [/^N5805(010)?$/, { ...HW, 'IT Tower': 'Network', 'Sub-Tower': 'Voice' }],
  [/^N5815$/, { ...HW, 'IT Tower': 'Network', 'Sub-Tower': 'Voice' }],
  // electronics that are not IT spend
  [/^N58(21|25|26|40|41|45|55|60|65)/, 'non-IT'],
  // the plainly non-IT families: goods classes outside electronics, IT, office machines and supplies, training aids,
  // alarms, power distribution, books and miscellany; construction, janitorial, environmental, financial, medical,
  // transport, food and facility services; repair of vehicles, ships, machinery and buildings
  [/^N(?!5[89]|6[0139]|7[0-6]|99)\d{2}/, 'non-IT'],
  [/^(51\d\d|C|E|F|G|K|L|M|Q|V|X|Y|Z)/, 'non-IT'],
  [/^S(?!002)/, 'non-IT'],
  [/^JX?(?!5[89]|60|63|7[04])\d{2}/, 'non-IT'],
  [/^U(?!009E)/, 'non-IT'],
];
function caGsinLabel(gsin: string): Layers | 'non-IT' | undefined {
  // a code is a GSIN (letters then digits, or a bare family letter): titles have commas and colons of their own
  // ('SOFTWARE DEV. PROGRAMMING, SUPPORT: FOURTH GENERATION LANGUAGES')
  const codes = gsin
    .split(/, (?=(?:[A-Z]{1,2}\d[0-9A-Z]*|[A-Z]|\d{4}[0-9A-Z]*): )/)
    .map((part) => part.split(':')[0]!.trim());
  const labels = codes.map((code) => CA_GSIN.find(([re]) => re.test(code))?.[1]);
  if (labels.some((l) => l === undefined)) return undefined;
  const first = JSON.stringify(labels[0]);
  if (labels.every((l) => JSON.stringify(l) === first)) return labels[0];
  // codes that are all IT but name different layers say only that the line is IT; IT mixed with non-IT says nothing
  return labels.includes('non-IT') ? undefined : IT_ONLY;
}
/** A tender's group: its title with the solicitation reference in brackets gone and numbers masked (templates). */
const tenderGroup = (title: string) => `tender:${templateKey(title.replace(/\([^()]*\)\s*$/, ''))}`;

function buildCanadaTenders(): Built[] {
  const rows = extractLines('ca-federal-tenders/extract.tsv').map(
    (r) => r.split('\t') as [string, string, string],
  );
  const labelled = rows.flatMap(([ocid, gsin, title]) => {
    const label = caGsinLabel(gsin);
    return label && title ? [{ ocid, gsin, title, label }] : [];
  });
  const nonIT = labelled
    .filter((r) => r.label === 'non-IT')
    .sort((a, b) => fnv1a(`sample:${a.ocid}`) - fnv1a(`sample:${b.ocid}`))
    .slice(0, CA_NON_IT_SAMPLE);
  const kept = new Set(nonIT.map((r) => r.ocid));
  return labelled
    .filter((r) => r.label !== 'non-IT' || kept.has(r.ocid))
    .map(({ ocid, gsin, title, label }) => ({
      ref: `ca-${ocid.toLowerCase()}`,
      text: title,
      sourceLabel: `GSIN ${gsin}`,
      layers: label === 'non-IT' ? {} : label,
      ...(label === 'non-IT' ? { nonIT: true as const } : {}),
      group: tenderGroup(title),
    }));
}

// ---- US federal contract opportunities: the title a contracting officer typed, the PSC group the buyer chose → TBM -----
/**
 * SAM.gov contract opportunity notices (2020) kept as sample data in GSA's sam-prototypes: each notice's title as the
 * contracting officer typed it and the Product and Service Code group the buyer chose ('70 -- General purpose
 * information technology equipment'). Only the group is published, so it decides little: group 70 holds ADP equipment
 * and software alike and service category D holds IT and telecommunications services, so both say only that the
 * line is IT. The goods groups and service categories that are plainly not IT (the same families as `CA_GSIN`) give
 * non-IT lines; communication and electronic equipment (58, 59), fibre optics, power distribution, alarms,
 * photographic equipment, training aids, office machines and supplies, books, miscellany (99), maintenance and
 * installation of unnamed equipment (J, N), equipment leases (W), studies, R&D, professional and technical services
 * (A, B, H, R, T) are left out. SAM prefixes some titles with the group ('70--COMPUTER SYSTEM,DIG'): that prefix is
 * the code, not what the buyer wrote, and is removed.
 */
const US_PSC_GROUP: ReadonlyArray<readonly [RegExp, Layers | 'non-IT']> = [
  [/^(70|D)$/, IT_ONLY],
  [/^(?!5[89]|6[01379]|7[0456]|99)\d{2}$/, 'non-IT'],
  [/^[CEFGKLMQSUVXYZ]$/, 'non-IT'],
];
const PSC_PREFIX = /^[A-Z0-9]{1,4}\s*--\s*/;

function buildUsSolicitations(): Built[] {
  const rows = extractLines('us-federal-solicitations/extract.tsv');
  return rows.flatMap((r) => {
    const [notice, psc, typed] = r.split('\t') as [string, string, string];
    const group = psc.split(' -- ')[0]!.trim();
    const label = US_PSC_GROUP.find(([re]) => re.test(group))?.[1];
    const text = typed.replace(PSC_PREFIX, '').trim();
    if (!label || !text) return [];
    const item: Built = {
      ref: auditRef(`us-${notice}`, text, ''),
      text,
      sourceLabel: `PSC ${psc}`,
      layers: label === 'non-IT' ? {} : label,
      ...(label === 'non-IT' ? { nonIT: true as const } : {}),
      group: `sam:${templateKey(text)}`,
    };
    return [item];
  });
}

// ---- Canadian federal contract disclosures: the description a department typed, the category researchers gave it ------
/**
 * The descriptions federal departments typed in their proactive disclosure of contracts over $10,000 (open.canada.ca),
 * as the GoC-Spending research project (Carleton University) collected them, each with the procurement category the
 * researchers assigned by hand (`source` = manual; the lines their classifier labelled are not used). A description
 * is often an economic object code's title as the department typed it ('0473 - info tech & telecom consultants'),
 * sometimes with what was bought ('- programmer analyst'), sometimes free text ('7 dell latitude laptops'). The
 * category says only whether the line is information technology (telecommunications included), so IT lines name no
 * layer (right when answered at all). Non-IT lines come from the categories that hold no IT (facilities and
 * construction, professional services, medical, transportation and logistics, travel, human capital); office
 * management, industrial products, security and protection, defence and 'other' are left out (photocopiers,
 * electronics, alarms). Non-IT lines are a fixed sample (`CA_DISCLOSURE_NON_IT_SAMPLE`), as for the tenders.
 */
const CA_DISCLOSURE_NON_IT_SAMPLE = 1000;
/** The economic object code a description starts with, if any: variants of one code fall in one half. */
const EOC_PREFIX = /^\s*(\d{3,4})\b/;

function buildCanadaDisclosures(): Built[] {
  const rows = extractLines('ca-contract-disclosures/extract.tsv').map(
    (r) => r.split('\t') as [string, string],
  );
  const items = rows.map(([category, text]) => {
    const code = EOC_PREFIX.exec(text)?.[1];
    const nonIT = category !== '3_information_technology';
    return {
      ref: auditRef('cad', text, ''),
      text,
      sourceLabel: category,
      layers: IT_ONLY,
      ...(nonIT ? { nonIT: true as const } : {}),
      group: code ? `eoc:${code.padStart(4, '0')}` : `cad:${templateKey(text)}`,
    };
  });
  const kept = new Set(
    items
      .filter((it) => it.nonIT)
      .sort((a, b) => fnv1a(`sample:${a.ref}`) - fnv1a(`sample:${b.ref}`))
      .slice(0, CA_DISCLOSURE_NON_IT_SAMPLE)
      .map((it) => it.ref),
  );
  return items.filter((it) => !it.nonIT || kept.has(it.ref));
}

/** Stable reference of a line for the blind audit: its source's part, then a hash of its text and supplier. */
const auditRef = (part: string, text: string, supplier: string) =>
  `${part}-${fnv1a(`${text}\u0000${supplier}`).toString(36)}`;

/**
 * Labels that come from a code the buyer chose are audited blind (issue 30): a random sample of the source's lines,
 * with the label the table proposes (never the engine's answer), is judged by two readers who accept or reject each
 * line (`audit.tsv` beside the extract: ref, reader A, reader B). A sampled line either reader rejected is left out;
 * one both accepted is marked `audited`; a line outside the sample keeps its label (the sample's agreement and
 * acceptance rate are reported in the source's PROVENANCE.md).
 */
/**
 * Sources whose every line was audited, and only the lines both readers accepted are scored (issue 30: "score only
 * what both accept"): the buyer's codes there were fair for too few lines (a first sample's acceptance, 67 %) to let
 * the unjudged lines keep theirs.
 */
const AUDITED_ONLY = new Set(['uk-council-proclass']);

function applyAudit(dirName: string, items: Built[]) {
  const file = join(dir, dirName, 'audit.tsv');
  if (!existsSync(file)) return items;
  const verdict = new Map<string, boolean>();
  for (const r of readFileSync(file, 'utf8').trim().split('\n').slice(1)) {
    const [ref, a, b] = r.split('\t') as [string, string, string];
    // the merge writes refs in lower case
    verdict.set(ref.toLowerCase(), a === 'accept' && b === 'accept');
  }
  return items.flatMap((it) => {
    const v = it.ref === undefined ? undefined : verdict.get(it.ref.toLowerCase());
    if (v === false || (v === undefined && AUDITED_ONLY.has(dirName))) return [];
    return [v ? { ...it, audited: true as const } : it];
  });
}

/** A partial label must still name taxonomy members, each under its parent. */
function partialErrors(l: Layers): string[] {
  const errs: string[] = [];
  const pools = [...SUB_POOLS.values()];
  const towers = [...SUB_TOWERS.values()];
  if (l['Cost Pool'] && !pools.some((s) => s.pool === l['Cost Pool']))
    errs.push(`cost pool ${l['Cost Pool']}`);
  if (
    l['Sub-Cost Pool'] &&
    !pools.some((s) => s.pool === l['Cost Pool'] && s.name === l['Sub-Cost Pool'])
  )
    errs.push(`sub-pool ${l['Sub-Cost Pool']}`);
  if (l['IT Tower'] && !towers.some((s) => s.tower === l['IT Tower']))
    errs.push(`tower ${l['IT Tower']}`);
  if (l['Sub-Tower'] && !towers.some((s) => s.tower === l['IT Tower'] && s.name === l['Sub-Tower']))
    errs.push(`sub-tower ${l['Sub-Tower']}`);
  return errs;
}

const builders: Record<string, () => Built[]> = {
  'gcp-sku-catalogue': buildGcp,
  'infracost-golden': buildInfracost,
  'snipeit-demo': buildSnipe,
  'uk-council-ledgers': buildCouncilLedgers,
  'uk-council-proclass': buildCouncilProclass,
  'uk-council-suppliers': buildCouncilSuppliers,
  'uk-council-purchases': buildCouncilPurchases,
  'ca-federal-tenders': buildCanadaTenders,
  'us-federal-solicitations': buildUsSolicitations,
  'ca-contract-disclosures': buildCanadaDisclosures,
};

/** A line's identity from one build to the next: its reference in the source, else its text, supplier and label. */
export const identity = (it: Pick<ExternalItem, 'ref' | 'text' | 'vendor' | 'sourceLabel'>) =>
  it.ref ?? `${it.text}\u0000${it.vendor ?? ''}\u0000${it.sourceLabel}`;

/** The groups the committed set gave its lines, by `identity`. */
export function committedGroups(id: string): Map<string, string> {
  const file = join(dir, `${id}.json`);
  if (!existsSync(file)) return new Map();
  const items = JSON.parse(readFileSync(file, 'utf8')) as ExternalItem[];
  return new Map(items.map((it) => [identity(it), it.group]));
}

/**
 * The lines an earlier build dropped as repeats of a kept line, by the engine's normaliser (before the split was
 * frozen): listed once, so that today's key, which knows no abbreviations, does not bring them back.
 */
export function mergedRepeats(set: ExternalSet): Set<string> {
  const file = join(dir, set.dir, 'repeats.tsv');
  if (!existsSync(file)) return new Set();
  return new Set(
    readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((r) => {
        const [ref, text, vendor, sourceLabel] = r.split('\t') as [string, string, string, string];
        return identity({ ref: ref || undefined, text, vendor: vendor || undefined, sourceLabel });
      }),
  );
}

/**
 * A set's lines, as built from its extract. The committed set is the record of what the benchmark counts: a line it
 * has keeps its group, so that rebuilding never moves a line from one half to the other (rules were read from the dev
 * half's lines); a new line joins the group a line of its template has, or starts its own.
 */
export function buildSet(
  set: ExternalSet,
  committed = committedGroups(set.id),
  repeats = mergedRepeats(set),
): { items: ExternalItem[]; repeated: number } {
  const build = builders[set.id];
  if (!build) throw new Error(`no builder for ${set.id}`);
  const seen = new Set<string>();
  const kept = new Set<string>();
  let repeated = 0;
  const lines: Array<{ line: Omit<ExternalItem, 'id' | 'group'>; template: string }> = [];
  for (const { group, ...line } of applyAudit(set.dir, build())) {
    const errs = partialErrors(line.layers);
    if (errs.length) throw new Error(`${set.id}: ${line.text}: ${errs.join('; ')}`);
    // the same line twice (a component repeated across resources) would count twice
    const key = `${lineKey(line.text)}\u0000${line.vendor ?? ''}`;
    const id = identity(line);
    // a line the committed set has is kept even when today's key calls it a repeat: the set is the record
    if (repeats.has(id) || kept.has(id) || (seen.has(key) && !committed.has(id))) {
      repeated++;
      continue;
    }
    kept.add(id);
    seen.add(key);
    lines.push({ line, template: group ?? templateKey(line.text) });
  }
  const groupOfTemplate = new Map<string, string>();
  for (const { line, template } of lines) {
    const group = committed.get(identity(line));
    if (group !== undefined && !groupOfTemplate.has(template)) groupOfTemplate.set(template, group);
  }
  const items = lines.map(({ line, template }, i) => ({
    id: i + 1,
    ...line,
    group: committed.get(identity(line)) ?? groupOfTemplate.get(template) ?? template,
  }));
  return { items, repeated };
}

/** A set's file, byte for byte. */
export const setJson = (items: readonly ExternalItem[]) => JSON.stringify(items, null, 1) + '\n';

// Run as a script: write every set (or, with --check, only say which committed sets differ from their build).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const check = process.argv.includes('--check');
  const stale: string[] = [];
  for (const set of EXTERNAL_SETS) {
    const { items, repeated } = buildSet(set);
    const file = join(dir, `${set.id}.json`);
    if (check) {
      if (!existsSync(file) || readFileSync(file, 'utf8') !== setJson(items)) stale.push(set.id);
      continue;
    }
    writeFileSync(file, setJson(items));
    console.log(`${set.id}.json: ${items.length} items (${repeated} repeated lines dropped)`);
  }
  if (stale.length) {
    console.error(`built differently from the committed sets: ${stale.join(', ')}`);
    process.exit(1);
  }
}
