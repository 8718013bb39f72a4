/**
 * Knowledge base: infrastructure products (data center, compute, storage, network).
 * Format: '@<sub-tower code> <kind> [<solution category code>]' starts a group;
 * then 'Vendor: Product; alias; alias'. A product written '!Name' is only matched with its vendor
 * in front (generic word). Kinds: hw, sw, saas, cloud, svc (managed service), con (consulting),
 * tel (carrier), fac (facility), hwm (hardware support programme), swm (software support programme).
 */
export const INFRA = `
@DC_EDC fac
Equinix: Equinix IBX; IBX data center; Equinix colocation; Equinix cage; Equinix Fabric
Digital Realty: Digital Realty colocation; Digital Realty data center; Interxion; PlatformDIGITAL
CyrusOne: CyrusOne colocation; CyrusOne data center
CoreSite: CoreSite colocation; CoreSite data center
QTS: QTS data center; QTS colocation
Switch: Switch SuperNAP; SuperNAP
Iron Mountain: Iron Mountain Data Centers
Flexential: Flexential colocation; Flexential data center
Cologix: Cologix colocation
Aligned: Aligned Data Centers
Vantage: Vantage Data Centers
NTT: NTT Global Data Centers; RagingWire
Global Switch: Global Switch data center
Telehouse: Telehouse colocation
STACK: STACK Infrastructure
Lumen: Lumen colocation
Sabey: Sabey Data Centers
DataBank: DataBank colocation
EdgeConneX: EdgeConneX data center
Ark: Ark Data Centres
Virtus: Virtus Data Centres
Kao: Kao Data
NextDC: NextDC data centre
AirTrunk: AirTrunk data centre
Keppel: Keppel Data Centres
ST Telemedia: STT GDC
Yondr: Yondr data center
Colt: Colt DCS
TierPoint: TierPoint colocation
H5: H5 Data Centers
Evoque: Evoque data center
@DC_EDC hw
Vertiv: Liebert; Liebert UPS; Liebert CRAC; Liebert PDU; Vertiv Liebert
Vertiv: Vertiv UPS; Vertiv PDU; Vertiv Geist; Geist PDU; Avocent; Avocent KVM
Schneider Electric: APC Symmetra; Symmetra; Galaxy VS; Galaxy VX; APC NetShelter; NetShelter; EcoStruxure IT; StruxureWare
Schneider Electric: APC Smart-UPS; Smart-UPS
Eaton: Eaton 9PX; Eaton 93PM; Eaton UPS; Eaton ePDU; Eaton 9395
ABB: ABB UPS; ABB PowerValue
Raritan: Raritan PDU; Raritan KVM
Server Technology: Sentry PDU; ServerTech PDU
Panduit: Panduit SmartZone; Panduit racks
Rittal: Rittal racks; Rittal LCP
Stulz: Stulz CRAC; Stulz CyberAir
Munters: Munters Oasis
Cummins: Cummins generator
Caterpillar: Caterpillar generator; CAT generator
Kohler: Kohler generator
Sunbird: Sunbird DCIM; dcTrack
Nlyte: Nlyte DCIM
Legrand: Legrand PDU
Chatsworth: Chatsworth cabinets
@DC_EDC sw
Schneider Electric: EcoStruxure DCIM
Vertiv: Trellis DCIM
Device42: Device42 DCIM
@DC_EDC svc
Equinix: Equinix Smart Hands; !Smart Hands; Equinix remote hands
@DC_OTH fac
-: comms room; communications room; server closet; wiring closet; network closet; idf closet; mdf closet; telecom closet; computer room; server room
@CP_SRV hw
Dell: PowerEdge; Dell server; PowerEdge R760; PowerEdge R750; PowerEdge R660; PowerEdge R650; PowerEdge R740; PowerEdge R640; PowerEdge MX7000; PowerEdge FX2; PowerEdge C6620; PowerEdge T550
HPE: ProLiant; HPE ProLiant; ProLiant DL380; ProLiant DL360; ProLiant DL325; ProLiant DL385; ProLiant ML350; ProLiant BL460c; HPE Synergy; Synergy 480; HPE Apollo; HPE Edgeline; HPE Moonshot; HPE BladeSystem
HPE: HPE Alletra dHCI
Lenovo: ThinkSystem; ThinkSystem SR650; ThinkSystem SR630; ThinkSystem SR665; ThinkSystem SD530; ThinkAgile MX; ThinkSystem SE350; System x; ThinkSystem SR850
Cisco: Cisco UCS; UCS C-Series; UCS B-Series; UCS X-Series; UCS C240; UCS C220; UCS B200; Unified Computing System; Cisco Intersight
Supermicro: Supermicro SuperServer; SuperServer; Supermicro server; Supermicro BigTwin; Supermicro Twin
Fujitsu: PRIMERGY; Fujitsu PRIMERGY
Inspur: Inspur server; Inspur NF5280
Huawei: FusionServer; Huawei FusionServer; TaiShan server
Gigabyte: Gigabyte server
Quanta: QuantaGrid; Quanta QCT
Oracle: Oracle Server X9-2; Oracle x86 server; Sun Fire
Intel: Intel Xeon; Xeon processor; Xeon Gold; Xeon Platinum
AMD: AMD EPYC; EPYC processor
Ampere: Ampere Altra
Dell: iDRAC; iDRAC Enterprise
HPE: iLO Advanced; HPE iLO
@CP_SRV hwm
Dell: ProSupport; ProSupport Plus; Dell ProSupport; Dell ProSupport Plus; ProSupport Mission Critical; Dell ProDeploy; ProDeploy
HPE: Pointnext; HPE Pointnext; Tech Care; HPE Tech Care; HPE Foundation Care; Foundation Care; HPE Proactive Care; Proactive Care; HPE Complete Care; HPE Datacenter Care; Datacenter Care
Lenovo: Lenovo Premier Support; Lenovo Warranty Upgrade
Park Place: Park Place Technologies; Park Place third-party maintenance
Service Express: Service Express maintenance
Curvature: Curvature maintenance; Curvature support
Evernex: Evernex maintenance
Top Gun: Top Gun Technology maintenance
@CP_SRV sw
Cisco: UCS Manager
VMware: vSphere; VMware vSphere; vSphere Enterprise Plus; vSphere Foundation; ESXi; VMware ESXi; vCenter; VMware vCenter; vCenter Server; vRealize; VMware Aria; Aria Operations; vRealize Operations; vROps; VMware vSAN; vSAN; VMware Cloud Foundation; VCF; VMware vSphere Standard; vSphere Standard; VMware vSphere Essentials; VMware vSphere Foundation; VVF
Broadcom: Broadcom VMware; VMware by Broadcom
Microsoft: Windows Server; Windows Server Datacenter; Windows Server Standard; Windows Server CAL; Hyper-V; Microsoft Hyper-V; System Center; System Center Configuration Manager; SCOM; System Center Operations Manager; SCVMM
Red Hat: Red Hat Enterprise Linux; RHEL; RHEL for Virtual Datacenters; Red Hat Satellite; Red Hat Virtualization; RHV; Red Hat Ansible Automation Platform; Ansible Automation Platform; Ansible Tower; Red Hat Smart Management
SUSE: SUSE Linux Enterprise Server; SLES; SUSE Manager; SLES for SAP
Canonical: Ubuntu Pro; Ubuntu Advantage; Canonical Ubuntu; Ubuntu server
Oracle: Oracle Linux; Oracle Linux Premier Support; Oracle VM
CIQ: Rocky Linux support
Citrix: Citrix Hypervisor; XenServer
Proxmox: Proxmox VE; Proxmox subscription
Nutanix: AHV
Puppet: Puppet Enterprise
Progress: Chef Infra; Chef Automate
HashiCorp: Terraform Enterprise; Consul Enterprise; Packer
Veeam: Veeam ONE
Turbonomic: Turbonomic; IBM Turbonomic
@CP_SRV saas
HashiCorp: Terraform Cloud; HCP Terraform
@CP_SRV cloud
AWS: Amazon EC2; EC2; Elastic Compute Cloud; EC2 reserved instance; EC2 instance; Amazon Lightsail; Lightsail; AWS Lambda; Lambda; AWS Outposts; Outposts; AWS Savings Plans; Compute Savings Plan; EC2 Savings Plan; AWS Batch; AWS Elastic Beanstalk; Elastic Beanstalk; EC2 Spot; Spot instance; AWS Compute Optimizer; AWS; AWS Enterprise Support; AWS Business Support; AWS ELB; Auto Scaling; AWS Auto Scaling; Amazon VPC; NAT Gateway
Microsoft: Azure Virtual Machines; Azure VM; Azure Reserved VM Instances; Azure reserved instance; Azure Savings Plan; Azure Functions; Azure App Service; Azure Dedicated Host; Azure Spot VM; Azure VMware Solution; Azure AVS; AVS private cloud; Azure consumption; Azure MACC; Azure subscription; Azure Monetary Commitment; Azure Hybrid Benefit; Azure Arc
Google: Google Compute Engine; Compute Engine; GCE; Google Cloud Functions; Cloud Functions; App Engine; Google App Engine; Google Cloud VMware Engine; Committed Use Discount; Cloud CDN
Oracle: OCI Compute; OCI Universal Credits; Oracle Universal Credits
IBM: IBM Cloud; IBM Cloud Virtual Servers; IBM Cloud Classic; SoftLayer; IBM Cloud bare metal
Alibaba: Alibaba Cloud; Alibaba ECS; Aliyun
DigitalOcean: DigitalOcean; DigitalOcean Droplets; Droplets
Linode: Linode; Akamai Linode; Akamai Connected Cloud
Vultr: Vultr cloud
OVHcloud: OVHcloud; OVH dedicated server; OVH
Hetzner: Hetzner dedicated; Hetzner Cloud
Rackspace: Rackspace Cloud
Tencent: Tencent Cloud
Heroku: Heroku; Heroku dynos; Salesforce Heroku
Cloudflare: Cloudflare Workers
Vercel: Vercel Pro; Vercel Enterprise
Netlify: Netlify Enterprise
Fly: Fly.io
Render: Render cloud hosting
Wasabi: Wasabi hot cloud storage
@CP_SRV svc
T-Systems: T-Systems; T-Systems hosting
Rackspace: Rackspace managed hosting; Rackspace Fanatical Support; Rackspace Technology; Rackspace managed cloud
2nd Watch: 2nd Watch managed cloud
Cloudreach: Cloudreach managed cloud
Navisite: Navisite managed hosting
Ensono: Ensono managed hosting
Sungard: Sungard managed hosting
Logicalis: Logicalis managed services
Softchoice: Softchoice managed services
@CP_UNX hw
IBM: IBM Power; IBM Power Systems; !Power Systems; Power10; Power9; Power8; IBM Power S1022; IBM Power E1080; IBM Power E1050; IBM Power S1024; Power E980; Power S922; Power E950; PowerVM; IBM PowerVM; IBM PowerHA; PowerHA
Oracle: Oracle SPARC; SPARC; SPARC T8; SPARC M8; SPARC T7; SPARC M7; SPARC Enterprise; Sun SPARC; Oracle SuperCluster; SuperCluster
HPE: HP-UX; HPE Integrity; Integrity Superdome; Superdome; HPE Superdome Flex; Superdome Flex; HP Integrity; Itanium; HPE NonStop; NonStop
Fujitsu: Fujitsu SPARC M12; SPARC M12
@CP_UNX sw
IBM: AIX; IBM AIX; AIX 7; AIX operating system
Oracle: Solaris; Oracle Solaris; Solaris 11; Solaris 10
HPE: HP-UX 11i
@CP_MID hw
IBM: IBM i; AS400; AS/400; iSeries; IBM iSeries; System i; IBM System i; IBM i on Power; i5/OS; OS/400; OS400; eServer iSeries
HPE: OpenVMS; HP OpenVMS; VMS Software; VAX; AlphaServer
VMS Software: VSI OpenVMS
Stromasys: Charon emulator; Stromasys Charon
@CP_MID sw
Fresche: Fresche Solutions; Fresche X-Analysis
HelpSystems: HelpSystems Robot; Robot Schedule; Fortra Robot
Precisely: Precisely Assure MIMIX; MIMIX
Rocket: Rocket iCluster; iCluster
@CP_MF hw
IBM: IBM z16; z16; IBM z15; z15; IBM z14; z14; IBM zSystems; IBM Z; zSeries; System z; IBM z13; z13; LinuxONE; IBM LinuxONE; zIIP; IFL; IBM mainframe; Capacity on Demand; mainframe MIPS; MIPS; MSU
Unisys: ClearPath; Unisys ClearPath; ClearPath Dorado; ClearPath Libra; Unisys mainframe
Fujitsu: Fujitsu BS2000; BS2000; Fujitsu GS21
Bull: Bull GCOS; GCOS
@CP_MF sw
IBM: z/OS; zOS; z/VM; zVM; z/VSE; zVSE; z/TPF; MLC; Monthly License Charge; IBM MLC; Tailored Fit Pricing; IPLA; Parallel Sysplex; JES2; TSO; ISPF; RACF; IBM RACF; Tivoli Workload Scheduler for z/OS; OMEGAMON; IBM OMEGAMON; IBM Z Operations Analytics; IBM Wazi; IBM Z Workload Scheduler; IBM Developer for z
Broadcom: CA Technologies mainframe; CA mainframe; CA-7; CA 7; CA ACF2; ACF2; CA Top Secret; Top Secret; CA Endevor; Endevor; CA SYSVIEW; SYSVIEW; CA Easytrieve; Easytrieve; CA OPS/MVS; CA Spool; CA View; CA Deliver; CA Dispatch; CA JCLCheck; CA Mainframe Software Manager
BMC: BMC AMI; BMC MainView; MainView; BMC Compuware; Compuware Topaz; Compuware Xpediter; Xpediter; Compuware File-AID; File-AID; Compuware Abend-AID; Abend-AID; Compuware Strobe; Control-M for z/OS
Rocket: Rocket Software mainframe; Rocket z/OS; Rocket Open Source for z/OS
Micro Focus: Micro Focus Enterprise Server; Enterprise Developer; Rocket Enterprise Server
Syncsort: Syncsort MFX; Precisely Syncsort; DFSORT; IBM DFSORT
Zowe: Zowe
Software AG: Natural; Software AG Natural
Macro 4: Macro 4 mainframe
@CP_MF svc
Kyndryl: Kyndryl mainframe services; Kyndryl zCloud; Kyndryl mainframe
Ensono: Ensono mainframe; Ensono mainframe services
DXC: DXC mainframe services
Unisys: Unisys ClearPath Forward managed
@CP_CI cloud
# Azure-billed hybrid infrastructure: per-core Azure subscription, hardware bought separately from an OEM
Microsoft: Azure Stack HCI; Azure Local
@CP_CI hw
Nutanix: Nutanix; Nutanix NX; NX-8155; NX-3170; Nutanix Cloud Platform; Nutanix Cloud Infrastructure; NCI; Nutanix AOS; Acropolis; Nutanix Prism; Prism Central; Nutanix Files; Nutanix Unified Storage; Nutanix Clusters; NC2; Nutanix Pro; Nutanix Ultimate
Dell: VxRail; Dell VxRail; VxBlock; Dell VxBlock; Vblock; VCE Vblock; PowerFlex; Dell PowerFlex; VxFlex; ScaleIO; Dell APEX; APEX Cloud Platform; Dell XC; Dell XC Core
HPE: SimpliVity; HPE SimpliVity; HPE Alletra dHCI; HPE GreenLake for Private Cloud; HPE ConvergedSystem
Cisco: HyperFlex; Cisco HyperFlex; FlexPod; Cisco FlexPod
NetApp: NetApp HCI; FlexPod Datacenter
Pure Storage: FlashStack
Microsoft: Azure Stack Hub; Azure Stack Edge
Scale Computing: Scale Computing HC3; Scale Computing; SC//Platform
StarWind: StarWind HCI Appliance; StarWind vSAN
DataCore: DataCore SANsymphony; SANsymphony
Lenovo: ThinkAgile HX; ThinkAgile VX; ThinkAgile
Hitachi: Hitachi UCP; Hitachi Unified Compute Platform
Fujitsu: PRIMEFLEX
VMware: VMware Cloud Foundation on VxRail
Oracle: Oracle Private Cloud Appliance; Private Cloud Appliance
@CP_HPC hw
NVIDIA: NVIDIA DGX; DGX; DGX H100; DGX A100; DGX SuperPOD; DGX BasePOD; NVIDIA HGX; HGX; NVIDIA H100; H100; NVIDIA A100; A100; NVIDIA L40S; L40S; NVIDIA H200; H200; NVIDIA GB200; GB200; Blackwell; NVIDIA Tesla; Tesla V100; NVIDIA A40; NVIDIA InfiniBand; Quantum InfiniBand; NVIDIA AI Enterprise; NVIDIA GPU; GPU server; GPU node
HPE: HPE Cray; Cray; Cray EX; Cray XC; HPE Cray EX; HPE Apollo 6500; Apollo 6500; HPE Slingshot; Slingshot
AMD: AMD Instinct; Instinct MI300; MI300X; MI250
Intel: Intel Gaudi; Gaudi2; Gaudi 3; Intel Habana
Lenovo: Lenovo Neptune; ThinkSystem SD650; ThinkSystem SR675
Dell: PowerEdge XE9680; XE9680; PowerEdge XE8545
Eviden: Atos BullSequana; BullSequana
DDN: DDN EXAScaler; EXAScaler; DDN A3I; DDN Lustre
Cerebras: Cerebras CS-2; Cerebras
Graphcore: Graphcore IPU
SambaNova: SambaNova DataScale
Penguin: Penguin Computing
Mellanox: Mellanox; Mellanox InfiniBand; InfiniBand
Groq: GroqRack
@CP_HPC sw
SchedMD: Slurm; Slurm Workload Manager; SchedMD
Altair: PBS Pro; Altair PBS; PBS Professional; Altair Grid Engine; Altair HyperWorks; HyperWorks
IBM: IBM Spectrum LSF; LSF; Platform LSF; IBM Spectrum Symphony
Univa: Univa Grid Engine; Grid Engine
Bright: Bright Cluster Manager; NVIDIA Base Command; Base Command Manager
Ansys: Ansys HPC; Ansys Fluent
Run:ai: Run:ai
Adaptive Computing: Moab HPC
Intel: Intel oneAPI HPC Toolkit; Intel Parallel Studio
NVIDIA: CUDA; NVIDIA CUDA; NVIDIA HPC SDK
@CP_HPC cloud
AWS: AWS ParallelCluster; ParallelCluster; Amazon EC2 P5; EC2 P4d; EC2 P5; Amazon SageMaker HyperPod; AWS Trainium; Trainium; AWS Inferentia; Inferentia; EC2 Hpc7g; HPC6a
Microsoft: Azure HPC; Azure HB-series; HB-series; HBv4; Azure ND-series; ND H100 v5; Azure CycleCloud; CycleCloud; Azure Batch; Azure NC-series
Google: Google Cloud TPU; Cloud TPU; TPU v5; Google Cloud A3; Google Cloud HPC Toolkit
CoreWeave: CoreWeave; CoreWeave GPU cloud
Lambda: Lambda Labs; Lambda GPU Cloud
Crusoe: Crusoe Cloud
Paperspace: Paperspace
Oracle: OCI Supercluster; OCI GPU
@ST_ON hw
NetApp: NetApp; NetApp AFF; AFF A400; AFF A800; AFF A250; AFF C-Series; NetApp FAS; FAS8300; FAS2750; NetApp ONTAP; ONTAP; NetApp E-Series; E-Series; EF-Series; NetApp StorageGRID; StorageGRID; NetApp ASA; NetApp SnapMirror; SnapMirror; NetApp SnapCenter; SnapCenter; NetApp Keystone; Keystone; NetApp BlueXP; BlueXP; NetApp SolidFire; SolidFire
Pure Storage: Pure Storage; FlashArray; FlashArray//X; FlashArray//C; FlashArray//XL; FlashArray//E; FlashBlade; FlashBlade//S; FlashBlade//E; Pure1; Portworx; Pure Fusion; Purity
Dell: PowerStore; Dell PowerStore; PowerMax; Dell PowerMax; VMAX; EMC VMAX; Unity; Dell Unity; Unity XT; EMC Unity; VNX; EMC VNX; PowerScale; Isilon; EMC Isilon; Dell Isilon; ECS; Dell ECS; EMC ECS; PowerVault; Dell PowerVault; Compellent; Dell Compellent; SC Series; XtremIO; EMC XtremIO; Dell EMC; EMC; EqualLogic; ObjectScale; Dell APEX Storage; RecoverPoint; EMC RecoverPoint; VPLEX; EMC VPLEX; Metro node
HPE: HPE Alletra; Alletra; Alletra 9000; Alletra 6000; Alletra MP; HPE Primera; Primera; HPE Nimble; Nimble Storage; Nimble; 3PAR; HPE 3PAR; HPE StoreOnce; StoreEasy; HPE MSA; MSA 2060; HPE XP8; HPE StoreVirtual; HPE GreenLake for Block Storage
IBM: IBM FlashSystem; FlashSystem; FlashSystem 7300; FlashSystem 5200; FlashSystem 9500; IBM Storwize; Storwize; SVC; IBM SAN Volume Controller; SAN Volume Controller; IBM Storage Scale; Spectrum Scale; GPFS; IBM Storage Virtualize; Spectrum Virtualize; IBM Storage Ceph; IBM Cloud Object Storage; Cleversafe; IBM XIV; XIV
Hitachi: Hitachi Vantara; Hitachi VSP; VSP E990; VSP 5000; VSP G370; VSP E1090; VSP One; Hitachi Virtual Storage Platform; Hitachi HCP; Hitachi Content Platform; HNAS; Hitachi NAS
Infinidat: Infinidat; InfiniBox; InfiniBox SSA; InfiniGuard
Huawei: OceanStor; Huawei OceanStor; OceanStor Dorado
Lenovo: ThinkSystem DE Series; ThinkSystem DM Series; ThinkSystem DG Series
Fujitsu: ETERNUS; Fujitsu ETERNUS
Qumulo: Qumulo
VAST Data: VAST Data; VAST Data Platform
Weka: WekaIO; WEKA Data Platform
Nasuni: Nasuni
Panzura: Panzura CloudFS; Panzura
CTERA: CTERA
Cloudian: Cloudian HyperStore; HyperStore
Scality: Scality RING; Scality ARTESCA
MinIO: MinIO; MinIO Enterprise
Red Hat: Red Hat Ceph Storage; Ceph; Red Hat OpenShift Data Foundation
Synology: Synology NAS; Synology RackStation
QNAP: QNAP NAS
Quest: Quest Storage
Tintri: Tintri VMstore
Nexsan: Nexsan
StorMagic: StorMagic SvSAN
Seagate: Seagate Exos; Exos; Seagate Lyve
Western Digital: Western Digital Ultrastar; Ultrastar
Samsung: Samsung enterprise SSD; Samsung PM1733
Brocade: Brocade; Brocade G620; Brocade G720; Brocade G630; Brocade X7; Brocade DCX; Brocade SAN switch; Brocade Fibre Channel
Cisco: Cisco MDS; MDS 9000; MDS 9148; MDS 9396; MDS 9706
Marvell: QLogic; QLogic HBA; Emulex; Emulex HBA; Broadcom Emulex
-: SAN switch; fibre channel switch; fiber channel switch; host bus adapter; HBA; storage array; disk array; SAN storage; NAS filer; all-flash array; flash array; SSD drives; hard drives; disk shelf; disk shelves; storage shelf
@ST_ON hwm
Pure Storage: Evergreen; Evergreen//One; Evergreen Gold; Evergreen//Forever
NetApp: SupportEdge; NetApp SupportEdge; SupportEdge Premium; SupportEdge Advisor; NetApp Expert Services
Dell: Dell ProSupport for Storage; EMC support; Dell EMC support
HPE: HPE Proactive Care for storage
@ST_ON cloud
Pure Storage: Pure Cloud Block Store
NetApp: Cloud Volumes ONTAP
AWS: Amazon S3; S3; AWS S3; S3 Standard; S3 Intelligent-Tiering; S3 Infrequent Access; Amazon EBS; EBS; Elastic Block Store; EBS gp3; EBS snapshots; Amazon EFS; EFS; Elastic File System; Amazon FSx; FSx; FSx for NetApp ONTAP; FSx for Windows File Server; AWS Storage Gateway; Storage Gateway; AWS DataSync; DataSync; AWS Snowball; Snowball; AWS Transfer Family
Microsoft: Azure Blob Storage; Blob Storage; Azure Storage; Azure Files; Azure Managed Disks; Managed Disks; Azure NetApp Files; Azure Data Lake Storage; ADLS Gen2; Azure Storage account; Azure File Sync; Azure Elastic SAN
Google: Google Cloud Storage; Cloud Storage; GCS; Persistent Disk; Google Persistent Disk; Filestore; Google Filestore; Cloud Storage Nearline; Nearline; Cloud Storage Coldline; Coldline
Backblaze: Backblaze B2; Backblaze
Wasabi: Wasabi
Box: Box Shield
Oracle: OCI Object Storage; OCI Block Volume
IBM: IBM Cloud Object Storage service
Cloudflare: Cloudflare R2; R2 storage
Egnyte: Egnyte
@ST_OFF sw
Veeam: Veeam; Veeam Backup & Replication; Veeam Backup and Replication; VBR; Veeam Data Platform; Veeam Availability Suite; Veeam Universal License; VUL; Veeam Backup for Microsoft 365; Veeam Backup for Office 365; Kasten K10; Veeam Kasten; Veeam Agent; Veeam Backup Essentials
Commvault: Commvault; Commvault Complete; Commvault Complete Backup; Commvault Backup & Recovery; Commvault HyperScale; Metallic; Commvault Metallic; Commvault Cloud; Simpana
Veritas: Veritas; Veritas NetBackup; NetBackup; Backup Exec; Veritas Backup Exec; NetBackup Appliance; Veritas Flex Appliance; Veritas Alta; Enterprise Vault; Veritas Enterprise Vault; Cohesity NetBackup
Cohesity: Cohesity; Cohesity DataProtect; DataProtect; Cohesity Helios; Cohesity SmartFiles
Rubrik: Rubrik; Rubrik CDM; Rubrik Cloud Data Management; Rubrik appliance; Rubrik Brik
Dell: Data Domain; Dell Data Domain; PowerProtect; PowerProtect Data Manager; Avamar; Dell Avamar; EMC Avamar; NetWorker; Dell NetWorker; EMC NetWorker; Data Protection Suite; Dell Data Protection Suite; PowerProtect Cyber Recovery
IBM: IBM Spectrum Protect; Spectrum Protect; Tivoli Storage Manager; TSM; IBM Storage Protect; IBM Storage Defender
HPE: HPE StoreOnce; StoreOnce; HPE Data Protector; Data Protector; Zerto backup
Arcserve: Arcserve; Arcserve UDP; Arcserve Backup
Acronis: Acronis; Acronis Cyber Protect; Acronis Backup
Barracuda: Barracuda Backup
Unitrends: Unitrends
Datto: Datto SIRIS; Datto backup; Datto
Carbonite: Carbonite; Carbonite backup
Keepit: Keepit
AvePoint: AvePoint
Spanning: Spanning Backup
N-able: N-able Cove; Cove Data Protection
Nakivo: NAKIVO Backup
HYCU: HYCU
Quest: Quest NetVault; NetVault; Quest Rapid Recovery; Rapid Recovery
ExaGrid: ExaGrid; ExaGrid backup appliance
Quantum: Quantum DXi; DXi
Bacula: Bacula Enterprise
@ST_OFF hw
Quantum: Quantum Scalar; Scalar i3; Scalar i6; Scalar i6000; Quantum tape library; Quantum ActiveScale; ActiveScale
IBM: IBM TS4500; TS4500; IBM TS4300; TS4300; IBM TS2900; IBM tape library; IBM LTO; IBM Diamondback
HPE: HPE StoreEver; StoreEver; StoreEver MSL; MSL3040; MSL6480; HPE LTO
Spectra Logic: Spectra Logic; Spectra T950; Spectra TFinity; TFinity; Spectra Stack; BlackPearl; Spectra BlackPearl
Dell: PowerVault ML3; Dell tape library
Overland: Overland-Tandberg; Tandberg tape; NEO tape library
Fujifilm: Fujifilm LTO; Fujifilm tape
Sony: Sony LTO; Sony ODA; Optical Disc Archive
-: LTO; LTO-9; LTO-8; LTO-7; LTO-6; LTO tape; tape cartridge; tape cartridges; tape drive; tape library; tape autoloader; backup tape; backup appliance; deduplication appliance; dedupe appliance
@ST_OFF svc
Iron Mountain: Iron Mountain; Iron Mountain tape; Iron Mountain offsite; Iron Mountain vaulting; Iron Mountain records
Recall: Recall tape storage
Access: Access Corp records storage
Restore: Restore Records Management
@ST_OFF cloud
AWS: Amazon S3 Glacier; S3 Glacier; Glacier; Glacier Deep Archive; AWS Backup; AWS Elastic Disaster Recovery backup
Microsoft: Azure Backup; Azure Archive Storage; Azure Blob Archive; Recovery Services vault
Google: Google Cloud Archive Storage; Archive storage class; Google Backup and DR
@ST_MFON hw
IBM: DS8900F; IBM DS8900F; DS8950F; DS8910F; DS8880; DS8886; DS8870; DS8000; IBM DS8000; IBM DS8K; DASD; mainframe DASD; FICON; IBM FICON
Hitachi: Hitachi VSP for mainframe
Dell: PowerMax 8500 mainframe; PowerMax for mainframe
Broadcom: Brocade FICON director; FICON director
@ST_MFON sw
IBM: DFSMS; DFSMShsm; DFSMSdss; DFSMSrmm; IBM Z Storage; HSM mainframe; GDPS; IBM GDPS; IBM Copy Services Manager
BMC: BMC AMI Storage; MainView SRM
Innovation Data Processing: FDR; FDRABR; Innovation FDR
Broadcom: CA Disk; CA Allocate; CA Vantage
@ST_MFOFF hw
IBM: TS7700; TS7770; TS7760; TS7750; IBM TS7700; IBM TS7770; IBM virtual tape; 3592 tape; IBM 3592; TS1160; TS1170; TS4500 mainframe
Luminex: Luminex; Luminex MVT; Luminex CGX; Luminex Channel Gateway
Oracle: StorageTek; Oracle StorageTek; StorageTek SL8500; SL8500; StorageTek VSM; Virtual Storage Manager; StorageTek T10000; T10000
Dell: Dell DLm; DLm8500; DLm disk library for mainframe; EMC DLm
Model9: Model9; BMC AMI Cloud
@ST_MFOFF sw
Broadcom: CA 1; CA-1; CA 1 Tape Management; CA TLMS; TLMS; CA Tape Encryption
IBM: DFSMSrmm tape; IBM RMM
BMC: Control-M/Tape; BMC AMI Cloud Data
@NW_LAN hw
Siemens: Siemens SCALANCE; SCALANCE; RUGGEDCOM; Siemens RUGGEDCOM
Cisco: Cisco Catalyst; Catalyst; C9300; C9300L; C9300X; C9200; C9200L; C9400; C9500; C9800; C9120; C9130; C9136; Catalyst 9300; Catalyst 9200; Catalyst 9500; Catalyst 9400; Catalyst 9600; Catalyst 3850; Catalyst 2960; Catalyst 9800; Catalyst 9100; Cisco Nexus; Nexus; Nexus 9000; Nexus 9300; Nexus 7000; Nexus 5000; Nexus 93180; Nexus 2000; Cisco ISR; ISR 4000; ISR 4331; ISR 4451; ISR 1100; Cisco ASR; ASR 1000; ASR 9000; Cisco Catalyst 8000; Catalyst 8300; Catalyst 8500; Cisco Aironet; Aironet; Cisco wireless controller; WLC; Cisco switch; Cisco router; Cisco access point; Cisco SFP; SFP transceiver; Cisco 8000; NCS 5500; Cisco NCS
Cisco: Meraki; Cisco Meraki; Meraki MS; Meraki MR; Meraki MX; Meraki MV; Meraki MG; Meraki Go
Juniper: Juniper; Juniper EX; EX4300; EX4400; EX2300; EX9200; Juniper QFX; QFX5120; QFX10000; Juniper MX; MX204; MX480; MX960; Juniper SRX branch; Juniper Mist; Mist AI; Mist; Juniper Apstra; Apstra; Junos; Juniper ACX; Juniper PTX
HPE: Aruba; HPE Aruba; Aruba Networking; Aruba CX; Aruba 6300; Aruba 8360; Aruba 2930F; Aruba AP; Aruba access points; Aruba ClearPass; ClearPass; Aruba EdgeConnect; Silver Peak; Aruba AirWave; AirWave; Aruba Instant On; HPE FlexNetwork; HPE OfficeConnect; ProCurve
Arista: Arista; Arista 7050X; Arista 7280R; Arista 7500R; Arista 7060X; Arista 7800; Arista CloudVision; CloudVision; Arista EOS; Arista wireless; Arista Awake
Extreme Networks: Extreme Networks; ExtremeSwitching; ExtremeCloud IQ; ExtremeCloud; Extreme Fabric; Aerohive; HiveManager; Enterasys; Extreme X465; Extreme 5520; Avaya Fabric Connect
CommScope: Ruckus; Ruckus Wireless; Ruckus ICX; ICX 7150; ICX 7650; Ruckus SmartZone; SmartZone; Ruckus R750; Ruckus One; CommScope cabling; SYSTIMAX
F5: F5; F5 BIG-IP; BIG-IP; BIG-IP LTM; LTM; BIG-IP DNS; GTM; BIG-IP APM; F5 rSeries; rSeries; F5 VELOS; VELOS; F5 NGINX Plus; NGINX Plus; NGINX; F5 Silverline
Citrix: Citrix ADC; NetScaler; NetScaler ADC; Citrix NetScaler; NetScaler MPX; NetScaler VPX; NetScaler SDX
A10: A10 Networks; A10 Thunder; Thunder ADC
Kemp: Kemp LoadMaster; LoadMaster; Progress Kemp
Radware: Radware Alteon; Alteon
Infoblox: Infoblox; Infoblox DDI; Infoblox NIOS; NIOS; BloxOne; BloxOne DDI; Infoblox Grid
BlueCat: BlueCat; BlueCat Address Manager; BlueCat DDI
EfficientIP: EfficientIP SOLIDserver; SOLIDserver
VMware: VeloCloud; VMware SD-WAN
Silver Peak: Silver Peak Unity EdgeConnect
Versa: Versa Networks; Versa SD-WAN; Versa SASE
Riverbed: Riverbed; Riverbed SteelHead; SteelHead; Riverbed SteelConnect; Riverbed SteelCentral; SteelCentral; Riverbed AppResponse; Riverbed NetProfiler; Alluvio
Ubiquiti: Ubiquiti; UniFi; UniFi switch; UniFi access point; EdgeRouter; Ubiquiti UniFi
Netgear: Netgear; Netgear ProSAFE; Netgear switch
TP-Link: TP-Link; TP-Link Omada; Omada
Cambium: Cambium Networks; cnPilot; cnMaestro; Cambium ePMP; ePMP
MikroTik: MikroTik; RouterBOARD
Allied Telesis: Allied Telesis; AlliedWare
Nokia: Nokia 7750 SR; Nokia SR Linux; Nokia Nuage; Nuage Networks; Nokia IP routers
Huawei: Huawei CloudEngine; CloudEngine; Huawei S5700; Huawei NetEngine; NetEngine; Huawei AirEngine; AirEngine
H3C: H3C; H3C switch
Dell: Dell PowerSwitch; PowerSwitch; Dell Networking; Dell S5248F; Dell N3248; Force10; Dell OS10; SmartFabric
Lenovo: Lenovo ThinkSystem NE switch
Cumulus: Cumulus Linux; NVIDIA Cumulus; NVIDIA Spectrum switch; Spectrum-X
Gigamon: Gigamon; GigaVUE; Gigamon Hawk
Keysight: Ixia; Keysight Ixia; Ixia network packet broker; Keysight Vision
NETSCOUT: NETSCOUT; NetScout nGeniusONE; nGeniusONE; NETSCOUT Arbor; Arbor Networks; Arbor DDoS
Cato Networks: Cato Networks; Cato SASE
Fortinet: FortiSwitch; FortiAP; FortiExtender
Aviat: Aviat Networks microwave
Ekahau: Ekahau; Ekahau AI Pro; Ekahau Sidekick
Corning: Corning fiber; Corning cabling
Belden: Belden cabling; Belden
Panduit: Panduit cabling; Panduit patch
Leviton: Leviton network cabling
Siemon: Siemon cabling
Opengear: Opengear; Opengear console server; Lighthouse
Lantronix: Lantronix console server
Digi: Digi console server; Digi International
Cradlepoint: Cradlepoint; Cradlepoint NetCloud; NetCloud
Peplink: Peplink; Pepwave
Sierra Wireless: Sierra Wireless router
Fluke: Fluke Networks; LinkWare; Fluke cable tester
-: network switch; network switches; core switch; access switch; distribution switch; edge switch; top of rack switch; router; routers; wireless access point; access points; wifi access point; wireless controller; load balancer; load balancers; patch cables; patch panel; ethernet cabling; structured cabling; fiber optic cabling; fibre cabling; cat6 cabling; cat6a; network cabling; optics; transceivers; sfp; qsfp; poe injector; network tap; packet broker; wifi survey; wireless survey; network hardware
@NW_LAN hwm
Cisco: SmartNet; Cisco SmartNet; SMARTnet Total Care; Smart Net Total Care; SNTC; Cisco Solution Support; Solution Support; Cisco Success Tracks; Success Tracks; Cisco Partner Support Service; PSS; Cisco Services; Cisco TAC; Cisco Smart Net
Juniper: Juniper Care; Juniper Care Core; Juniper Care Plus
Arista: Arista A-Care; A-Care
Extreme Networks: ExtremeWorks; Extreme Premier
F5: F5 Standard Support; F5 Premium Support
HPE: Aruba Foundation Care
@NW_LAN sw
VMware: VMware NSX; NSX; NSX-T; VMware NSX Advanced Load Balancer; Avi Networks; Avi Vantage
VMware: NSX Data Center
Cisco: Cisco DNA; Cisco DNA Center; DNA Center; DNA Advantage; DNA Essentials; Cisco DNA Advantage; Cisco DNA Essentials; Cisco Catalyst Center; Cisco ISE; Identity Services Engine; Cisco SD-WAN; Viptela; vManage; Cisco Smart Licensing; Cisco Enterprise Agreement; Cisco EA; Cisco Prime; Prime Infrastructure; Cisco ACI; ACI; APIC; Cisco Nexus Dashboard; Cisco Crosswork
VanDyke: SecureCRT; SecureFX; VanDyke Software
SolarWinds: SolarWinds NCM; Network Configuration Manager; SolarWinds IPAM
Paessler: PRTG Network Monitor
ManageEngine: ManageEngine OpManager; OpManager; ManageEngine NetFlow Analyzer
Forward Networks: Forward Networks; Forward Enterprise
IP Fabric: IP Fabric
NetBrain: NetBrain
Kentik: Kentik
Itential: Itential
BackBox: BackBox network automation
Auvik: Auvik
@NW_TR tel
Algar Telecom: Algar Telecom; Algar
Embratel: Embratel; Claro Embratel
AT&T: AT&T; AT&T MPLS; AT&T AVPN; AVPN; AT&T Dedicated Internet; AT&T Business Fiber; AT&T circuits; AT&T ASE; AT&T Switched Ethernet; AT&T NetBond; AT&T Business; AT&T data circuits
Verizon: Verizon Business; Verizon Private IP; Verizon PIP; Verizon FiOS Business; Verizon Dedicated Internet; Verizon Enterprise; Verizon MPLS; Verizon SD-WAN; Verizon circuits; MCI
Lumen: Lumen; Lumen Technologies; CenturyLink; Level 3 Communications; Lumen DIA; Lumen IP VPN; Lumen wavelengths; Lumen Ethernet; CenturyLink MPLS; Qwest; Lumen SASE
Plusnet: Plusnet
Timico: Timico
KCOM: KCOM
KCOM Group: KCOM Group
Cable & Wireless: Cable & Wireless
Cable and Wireless: Cable and Wireless
Cable & Wireless Communications: Cable & Wireless Communications
Daisy Communications: Daisy Communications
BT: BT; British Telecom; BT Global Services; BT Business; BT Openreach; Openreach; BT IP Connect; IP Connect Global; BT Ethernet; BT Etherflow; BT Broadband; BT Wholesale; BT leased line
Vodafone: Vodafone Business; Vodafone IP-VPN; Vodafone One Net; Vodafone Ethernet; Vodafone fixed line
Orange: Orange Business; Orange Business Services; Orange Evolution VPN; Orange Business Evolution VPN; Evolution VPN; Business VPN Galerie; Orange IP VPN; Equant
Deutsche Telekom: Deutsche Telekom; Telekom; Telekom Deutschland; DT IntraSelect; IntraSelect
Telefonica: Telefonica; Telefonica Tech; Movistar Empresas; O2 Business; O2 Telefonica
Telstra: Telstra; Telstra IP MAN; Telstra Enterprise; Telstra Global; Telstra Internet Direct; Telstra business
Optus: Optus Business; Optus
NTT: NTT Communications; NTT Arcstar; Arcstar Universal One; NTT DATA network; NTT Ltd
Tata Communications: Tata Communications; Tata Comms; Tata Communications GVPN; Tata IZO; Tata GlobeNet; Tata Communications MPLS
Colt: Colt; Colt Technology Services; Colt Ethernet; Colt IP Access; Colt Wave; Colt IQ Network
Zayo: Zayo; Zayo dark fiber; Zayo wavelengths; Zayo Ethernet; Zayo IP transit
Crown Castle: Crown Castle fiber; Crown Castle
Cogent: Cogent; Cogent Communications; Cogent IP transit
GTT: GTT; GTT Communications; GTT MPLS; GTT SD-WAN
Comcast: Comcast Business; Comcast; Xfinity Business; Comcast Ethernet; Comcast broadband
Charter: Charter Spectrum; Spectrum Business; Spectrum Enterprise; Charter Communications; Time Warner Cable Business
Cox: Cox Business
Frontier: Frontier Communications; Frontier Business
Windstream: Windstream; Windstream Enterprise
Granite: Granite Telecommunications; Granite
Consolidated: Consolidated Communications
Brightspeed: Brightspeed
Altice: Altice USA; Optimum Business
Rogers: Rogers Business; Rogers Communications
Bell: Bell Canada; Bell Business Markets; Bell MPLS
Telus: TELUS Business; TELUS
Shaw: Shaw Business
Megaport: Megaport; Megaport Virtual Edge; MVE
PacketFabric: PacketFabric
Console Connect: Console Connect; PCCW Global
Virgin Media: Virgin Media Business; Virgin Media O2 Business
Sky: Sky Business
TalkTalk: TalkTalk Business
Neos: Neos Networks
CityFibre: CityFibre
euNetworks: euNetworks
Sipartech: Sipartech
Swisscom: Swisscom; Swisscom Enterprise
Sunrise: Sunrise Business
KPN: KPN; KPN Zakelijk
Proximus: Proximus
Telia: Telia; Telia Carrier; Arelion; Telia Company
Telenor: Telenor
Elisa: Elisa
Tele2: Tele2 Business
Eir: eir Business
Fastweb: Fastweb
TIM: Telecom Italia; TIM Business; Sparkle
Iliad: Free Pro; Iliad
SFR: SFR Business
Bouygues: Bouygues Telecom Entreprises
Masmovil: MasOrange
Singtel: Singtel; Singtel ConnectPlus
StarHub: StarHub
M1: M1 Business
PLDT: PLDT Enterprise
Globe: Globe Business
Airtel: Airtel; Bharti Airtel; Airtel Business
Reliance Jio: Jio; Reliance Jio; JioBusiness
Vodafone Idea: Vodafone Idea; Vi Business
Tata Tele: Tata Tele Business Services
Sify: Sify; Sify Technologies
China Telecom: China Telecom Global; China Telecom Americas; CTG
China Mobile: China Mobile International; CMI
China Unicom: China Unicom
KDDI: KDDI
SoftBank: SoftBank
Chunghwa: Chunghwa Telecom
HKT: HKT; PCCW
Etisalat: e&; Etisalat
du: du telecom
STC: STC; Saudi Telecom
Ooredoo: Ooredoo
MTN: MTN Business
Liquid: Liquid Intelligent Technologies
Vocus: Vocus
Superloop: Superloop
Aussie Broadband: Aussie Broadband
Spark: Spark NZ; Spark Business
Claro: Claro Empresas
Telmex: Telmex
Entel: Entel
Hughes: HughesNet; Hughes Network Systems; Hughes satellite
Viasat: Viasat
Starlink: Starlink; Starlink Business; SpaceX Starlink
Inmarsat: Inmarsat
Iridium: Iridium
Intelsat: Intelsat
SES: SES satellite
OneWeb: OneWeb
Uniti: Uniti Fiber
Lightpath: Lightpath
FirstLight: FirstLight Fiber
Segra: Segra
Everstream: Everstream
Hurricane Electric: Hurricane Electric; HE transit
Arelion: Arelion IP transit
Lumos: Lumos Networks
Ziply: Ziply Fiber
Google: Google Fiber
-: MPLS; MPLS circuit; MPLS network; WAN circuit; WAN circuits; data circuit; leased line; dedicated internet access; DIA; internet access; internet circuit; broadband; fiber circuit; dark fiber; dark fibre; wavelength; ethernet circuit; metro ethernet; E-Line; EPL; EVPL; IP transit; IP VPN; T1 line; T3; DS3; OC-3; point to point circuit; P2P circuit; cross connect; cross connects; backup link; 4G backup; LTE backup; satellite link; bandwidth; internet service provider; ISP
@NW_TR cloud
AWS: AWS Direct Connect; Direct Connect; AWS data transfer; AWS Data Transfer Out; Amazon CloudFront; CloudFront; AWS Transit Gateway; Transit Gateway; AWS Site-to-Site VPN; AWS Global Accelerator; AWS Cloud WAN
Microsoft: Azure ExpressRoute; ExpressRoute; Azure bandwidth; Azure data transfer; Azure Virtual WAN; Azure VPN Gateway; Azure Peering Service
Google: Google Cloud Interconnect; Cloud Interconnect; Partner Interconnect; Dedicated Interconnect; Cloud VPN
Oracle: OCI FastConnect; FastConnect
Equinix: Equinix Fabric; Equinix Cloud Exchange; ECX Fabric; Equinix Internet Access; Equinix Network Edge
Cloudflare: Cloudflare Magic Transit; Magic WAN; Cloudflare Magic WAN
Akamai: Akamai CDN; Akamai; Akamai Ion; Akamai Download Delivery; Akamai Adaptive Media Delivery
Fastly: Fastly; Fastly CDN
# issue 30: a content delivery network is rented from a cloud or edge provider, not a carrier's circuit
-: content delivery network; CDN
Limelight: Edgio; Limelight Networks
@NW_VOI hw
Avaya: Avaya; Avaya Aura; Avaya IP Office; IP Office; Avaya PBX; Avaya SBC; Avaya 9600; Avaya J-series; Avaya J179; Avaya Definity; Definity; Avaya CS1000; Nortel; Nortel Meridian; Meridian 1
Cisco: Cisco IP phone; Cisco 8800 series; Cisco 7800 series; Cisco Unity Connection; Unity Connection; Cisco CUBE; Cisco UCCX; UCCX; Cisco UCCE; UCCE; Cisco BroadWorks; BroadWorks; Cisco HCS; Cisco Expressway
Mitel: Mitel; MiVoice Business; MiVoice Connect; MiVoice; Mitel phone system; MiCollab; Mitel 6900; ShoreTel; ShoreTel Connect; Mitel 3300; MX-ONE; Aastra
Unify: Unify OpenScape; OpenScape; OpenScape Voice; Siemens HiPath; HiPath; OpenScape Business; Atos Unify
Alcatel-Lucent Enterprise: Alcatel-Lucent OmniPCX; OmniPCX; OXE; Alcatel-Lucent Enterprise; ALE OmniSwitch; OmniSwitch
NEC: NEC SV9100; NEC UNIVERGE; UNIVERGE; SV9500; NEC phone system
Panasonic: Panasonic KX-NS; KX-NS1000; Panasonic PBX
Poly: Polycom VVX; VVX; Polycom SoundPoint; Poly Edge; Poly CCX; Poly VVX 450; Polycom phones; Polycom desk phone; Poly desk phone
Yealink: Yealink T54W; Yealink T46U; Yealink desk phone; Yealink IP phone
Grandstream: Grandstream; Grandstream IP phone; Grandstream UCM
AudioCodes: AudioCodes; AudioCodes SBC; AudioCodes Mediant; Mediant
Ribbon: Ribbon Communications; Ribbon SBC; Sonus; Sonus SBC; GENBAND
Oracle: Oracle Enterprise SBC; Acme Packet
Sangoma: Sangoma; FreePBX; Sangoma Switchvox; Switchvox; Digium
Spectralink: Spectralink; Spectralink Versity; Spectralink DECT
Ascom: Ascom phones; Ascom Myco
Vocera: Vocera; Vocera badges; Stryker Vocera
Snom: Snom phones
Gigaset: Gigaset Pro
-: PBX; IP PBX; phone system; telephone system; desk phones; desk phone; IP phones; IP phone; handsets; voicemail; session border controller; SBC; DECT phones; DECT handsets; call recording; IVR
@NW_VOI sw
Cisco: CUCM; UCM; Cisco UCM; Cisco Unified CM; CallManager
Avaya: Aura Communication Manager; Avaya Communication Manager; Avaya Session Manager
Cisco: Cisco Unified Communications Manager; Cisco Contact Center Express
@NW_VOI saas
Microsoft: Teams Phone; Microsoft Teams Phone; Teams Phone System; Phone System; Teams Calling Plan; Microsoft Calling Plan; Teams Domestic Calling Plan; Operator Connect; Teams Phone Standard; Teams Direct Routing; Direct Routing; Teams Phone Mobile; Microsoft Teams Calling
RingCentral: RingCentral; RingCentral MVP; RingEX; RingCentral Contact Center; RingCentral Office; RingCentral Video Pro
Zoom: Zoom Phone; Zoom Contact Center
8x8: 8x8; 8x8 X Series; 8x8 Work; 8x8 Contact Center
Vonage: Vonage; Vonage Business; Vonage Business Communications; Vonage API; Nexmo; Vonage Contact Center; NewVoiceMedia
Dialpad: Dialpad; Dialpad Talk; Dialpad Ai Voice
Nextiva: Nextiva
GoTo: GoTo Connect; Jive; Jive Communications; GoTo Connect Phone System
Genesys: Genesys; Genesys Cloud; Genesys Cloud CX; Genesys PureCloud; PureCloud; Genesys Engage; Genesys PureConnect; PureConnect; Interactive Intelligence
NICE: NICE; NICE CXone; CXone; NICE inContact; inContact; NICE Engage; NICE recording
Five9: Five9; Five9 Virtual Contact Center; Five9 IVA
Talkdesk: Talkdesk
Amazon: Amazon Connect; AWS Connect
Twilio: Twilio; Twilio Flex; Twilio Voice; Twilio SIP trunking; Twilio Elastic SIP Trunking; Twilio SendGrid; Twilio SMS; Twilio Programmable Voice
Bandwidth: Bandwidth.com; Bandwidth Inc
Sinch: Sinch; Sinch voice
Aircall: Aircall
Avaya: Avaya Cloud Office; Avaya OneCloud; Avaya Experience Platform
Mitel: MiCloud; MiCloud Connect; MiCloud Flex
Cisco: Webex Contact Center; Webex Calling cloud; Webex Calling; Cisco Webex Calling
Fuze: Fuze
Intermedia: Intermedia Unite
Ooma: Ooma Office
Verint: Verint; Verint WFO; Verint recording
Calabrio: Calabrio; Calabrio ONE
Odigo: Odigo
Puzzel: Puzzel
Content Guru: Content Guru storm
Enghouse: Enghouse Interactive
Intrado: Intrado; West Unified Communications
@NW_VOI tel
-: SIP trunk; SIP trunks; SIP trunking; PRI; ISDN; ISDN30; toll free; toll-free numbers; 800 numbers; DID numbers; long distance; local voice; voice lines; POTS lines; analog lines; telephone lines; conference calling minutes; audio conferencing minutes; calling plan; phone lines; landlines; voice circuits
@CP_HPC cloud
Rescale: Rescale HPC; Rescale
@ST_OFF saas
AvePoint: AvePoint Cloud Backup
Rubrik: Rubrik Security Cloud
OwnBackup: OwnBackup; Own Company
Druva: Druva inSync; inSync; Druva Phoenix; Phoenix backup
@NW_VOI tel
Gamma: Gamma; Gamma Horizon; Gamma Communications; Gamma Telecom
Lumen: Lumen SIP trunking
Microsoft: Operator Connect; Teams Operator Connect
@NW_TR tel
Jisc: Janet; Janet network; Jisc Janet; Jisc
@NW_LAN svc
GoDaddy: GoDaddy; GoDaddy domains; GoDaddy domain renewal
Namecheap: Namecheap
Tucows: Tucows; Hover domains
Gandi: Gandi
Porkbun: Porkbun
Dynadot: Dynadot
MarkMonitor: MarkMonitor
@NW_LAN cloud
AWS: Amazon Route 53; AWS Route 53; Route53
Microsoft: Azure DNS; Azure Private DNS
Google: Google Cloud DNS
AWS: Elastic Load Balancing; AWS ELB; Application Load Balancer; Network Load Balancer; AWS ALB
Microsoft: Azure Load Balancer; Azure Application Gateway; Application Gateway
AWS: Amazon VPC; Amazon Virtual Private Cloud; AWS VPC; VPC endpoint
Google: Google Cloud Load Balancing
@NW_LAN saas
F5: F5 Distributed Cloud
CommScope: Ruckus Cloud
Cisco: Cisco ThousandEyes; ThousandEyes
HPE: Aruba Central; HPE Aruba Networking Central; Aruba Networking Central
@NW_LAN svc
-: domain name; domain names; domain registration; domain name registration; domain renewal; domain renewals
@SC_DR sw
Zerto: Zerto ZVM
@ST_OFF hw
Dell: PowerProtect DD; PowerProtect DD9410; PowerProtect DD6410; PowerProtect DD3410; Data Domain appliance; DD9900; DD6900
@NW_LAN hwm
Juniper: Juniper EX4400 Care; Juniper Care Next Day
`;
