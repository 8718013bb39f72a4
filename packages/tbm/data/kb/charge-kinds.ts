/**
 * Charge kinds: words of a cloud bill's usage type or charge description that say what kind of resource was billed,
 * whichever service billed it (snapshots and volumes under a compute service are storage; data transfer, NAT, IPs and
 * load balancers are network; instance hours are compute). Their FOCUS subcategory in the comment; weights above the
 * lexicon's generic words, so a line "Compute Engine ... PD Capacity" is read as the disk it bills.
 *
 * Lexicon format, compiled beside the lexicon with each term marked a charge word (src/knowledge-build.ts).
 * Hand-written and the one source: the generated catalogue tables (data/kb/catalogues.generated.json) hold only what
 * the catalogue extracts give.
 */
export const CHARGE_KINDS = `
# Storage / Disk (block volumes and their snapshots)
@ST_ON
volumeusage*3; snapshotusage*3; ebs volume*3; ebs volumes*3; ebs snapshot*3; ebs snapshots*3; snapshot storage*3; snapshot*2.5; snapshots*2.5; pd capacity*3; pd snapshot*3; persistent disk*3; regional pd*3; ssd backed pd*3; balanced pd*3; hyperdisk*3; managed disk*3; managed disks*3; disk capacity*2.5; volume storage*3; block volume*3; provisioned iops*2.5; provisioned throughput*2.5; storage gb month*2.5
# the volume types and disk kinds bills name (AWS EBS volume types; Google Compute Engine: standard / SSD / extreme / regional PD, local SSD, images)
general purpose ssd*3; provisioned iops ssd*3; throughput optimized hdd*3; cold hdd*3; fast snapshot restore*3; getsnapshotblock*3; putsnapshotblock*3; listsnapshotblocks*3; ebs direct api*3; standard pd*3; ssd pd*3; extreme pd*3; storage pd*3; local ssd*3; local storage*2.5; storage image*3; image storage*3
# Azure storage redundancy, the skuName of every Azure Storage, Backup and managed-disk meter (Retail Prices API: 'Hot LRS', 'Backup GRS', 'Premium ZRS')
lrs*2.5; zrs*2.5; grs*2.5; gzrs*2.5; ra grs*2.5; ra gzrs*2.5
# the meter names Azure Storage bills by (Retail Prices API meterName: 'Hot LRS Write Operations', 'Data Stored', 'P10 LRS Disk Mount'); a disk's provisioned throughput (Azure ultra and premium v2 disks, Google Hyperdisk)
data stored*2.5; data retrieval*2.5; disk throughput*2.5; early delete*2.5; disk operations*2.5; disk mount*2.5; container operations*2.5; blob inventory*2.5; query acceleration*2.5; write operations*2.5; read operations*2.5; delete operations*2.5; list operations*2.5; other operations*2.5
# Azure Files bills transactions and metadata where Blob Storage bills operations; Azure's newest managed-disk kinds
write transactions*2.5; read transactions*2.5; list transactions*2.5; other transactions*2.5; protocol transactions*2.5; bursting transactions*2.5; metadata at rest*2.5; premium ssd v2*3; ultra disk*3; ultra disks*3
# Networking / Data Transfer
@NW_TR
datatransfer*3; data transfer*3; data transfer out*3; data transfer in*3; network egress*3; internet egress*3; egress*3; inter region*3; inter zone*2.5; network internet*3; cdn cache egress*3; cloud cdn*3
# Networking / Load Balancing, Network Infrastructure
@NW_LAN
natgateway*3; nat gateway*3; cloud nat*3; elasticip*3; elastic ip*3; ip address*3; static ip*3; external ip*3; public ip*3; ipv4 address*3; loadbalancerusage*3; load balancer*3; load balancing*3; forwarding rule*3; vpc endpoint*3; privatelink*3; private link*3; vpn connection*3; vpn gateway*3; vpn tunnel*3; vpn tunnels*3; transit gateway attachment*3; data processed*3
# Compute / Virtual Machines
@CP_SRV
boxusage*2.5; instance hour*2.5; instance hours*2.5; vcpu hour*2.5; vcpu hours*2.5; instance core*2.5; instance ram*2.5; spotusage*2.5; dedicatedusage*2.5; hostusage*2.5
`;
