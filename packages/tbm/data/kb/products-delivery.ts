/** Knowledge base: delivery, security & compliance and IT-management products. Format: see products-infra.ts. */
export const DELIVERY = `
@DL_ITSM sw
OpenText: SMAX; Micro Focus SMAX; Service Manager; HP Service Manager; OpenText Service Management Automation; Universal Discovery; uCMDB
Axios: Axios Assyst; assyst
Matrix42: Matrix42
USU: USU Service Management
EasyVista: EasyVista
SysAid: SysAid
Spiceworks: Spiceworks
Lansweeper: Lansweeper
Device42: Device42
Alloy: Alloy Navigator
@DL_ITSM saas
ServiceNow: ServiceNow; ServiceNow ITSM; ITSM Pro; ServiceNow ITSM Pro; ServiceNow ITSM Enterprise; ServiceNow ITOM; ServiceNow Discovery; ServiceNow HR Service Delivery; ServiceNow Now Platform; Now Platform; ServiceNow Fulfiller; ServiceNow fulfiller licenses; ServiceNow Now Assist; ServiceNow CMDB; ServiceNow ITBM; ServiceNow subscription
BMC: BMC Helix; BMC Helix ITSM; Remedy; BMC Remedy; Remedyforce; BMC Helix Discovery; BMC Discovery; BMC Atrium; BMC Helix CMDB; BMC Footprints
Atlassian: Jira Service Management; Jira Service Desk; JSM; Opsgenie; Atlassian Opsgenie; Statuspage; Atlassian Statuspage; Atlassian Assets; Insight
Ivanti: Ivanti Neurons for ITSM; Ivanti Service Manager; HEAT; HEAT Software; Ivanti ITSM; Ivanti Neurons
@DL_ITSM sw
Ivanti: Cherwell; Cherwell Service Management; Ivanti Cherwell
ManageEngine: ManageEngine ServiceDesk Plus on-premise
@DL_ITSM saas
Freshworks: Freshservice
ManageEngine: ServiceDesk Plus; ManageEngine ServiceDesk Plus; ManageEngine AssetExplorer; ManageEngine
TOPdesk: TOPdesk
SolarWinds: SolarWinds Service Desk; Samanage; Web Help Desk
HaloITSM: HaloITSM; HaloPSA
Zendesk: Zendesk for IT
SAP: SAP Solution Manager ITSM
Ivanti: Ivanti Discovery
Moveworks: Moveworks
Aisera: Aisera
Espressive: Espressive Barista
ServiceNow: ServiceNow Virtual Agent
Sunrise: Sunrise ITSM
Xurrent: Xurrent; 4me
-: itsm; it service management; service management tool; cmdb; configuration management database; change management tool; incident management tool; itil; itil process; problem management; change advisory board; release management; service catalog
@DL_OC saas
Splunk: Splunk Cloud Platform; Splunk Cloud
Datadog: Datadog; Datadog APM; Datadog Infrastructure; Datadog Log Management; Datadog hosts; Datadog RUM; Datadog Synthetics; Datadog Cloud SIEM
Dynatrace: Dynatrace; Dynatrace DEM; Dynatrace Full-Stack; Dynatrace DPS; Dynatrace Platform Subscription; Dynatrace Managed; Dynatrace host units; Ruxit
New Relic: New Relic; New Relic One; New Relic Full-Stack Observability; New Relic APM
Splunk: Splunk Observability; Splunk Observability Cloud; SignalFx; Splunk APM; Splunk ITSI; Splunk IT Service Intelligence; Splunk On-Call; VictorOps; Splunk Infrastructure Monitoring
Elastic: Elastic Observability; Elastic APM
Grafana Labs: Grafana; Grafana Cloud; Grafana Enterprise; Grafana Labs; Prometheus; Loki; Mimir
PagerDuty: PagerDuty; PagerDuty Business; PagerDuty Digital Operations; PagerDuty AIOps; Rundeck; PagerDuty Process Automation
xMatters: xMatters; Everbridge xMatters
BigPanda: BigPanda
Moogsoft: Moogsoft
LogicMonitor: LogicMonitor
ScienceLogic: ScienceLogic; ScienceLogic SL1; SL1
Sumo Logic: Sumo Logic
Logz.io: Logz.io
Chronosphere: Chronosphere
Honeycomb: Honeycomb.io; Honeycomb
Lightstep: Lightstep; ServiceNow Cloud Observability
Catchpoint: Catchpoint
Site24x7: Site24x7
Pingdom: Pingdom
UptimeRobot: UptimeRobot
StatusCake: StatusCake
Better Stack: Better Stack; Better Uptime
Coralogix: Coralogix
Observe: Observe Inc
Cribl: Cribl; Cribl Stream
incident.io: incident.io
FireHydrant: FireHydrant
Rootly: Rootly
Zenoss: Zenoss
Centreon: Centreon
Checkmk: Checkmk
Zabbix: Zabbix
AWS: Amazon CloudWatch; CloudWatch; AWS CloudTrail; CloudTrail; AWS Systems Manager; Systems Manager; AWS Config; AWS X-Ray; Amazon Managed Grafana; Amazon Managed Service for Prometheus
Microsoft: Azure Monitor; Log Analytics; Azure Log Analytics; Application Insights; Azure Automation; Azure Advisor
Google: Cloud Monitoring; Google Cloud Operations; Stackdriver; Cloud Logging
@DL_OC sw
Cisco: AppDynamics; Cisco AppDynamics; AppD
Splunk: Splunk Enterprise; Splunk; Splunk ingest; Splunk workload pricing; Splunk licence; Splunk SVC
SolarWinds: SolarWinds; SolarWinds NPM; Network Performance Monitor; SolarWinds SAM; Server & Application Monitor; SolarWinds Orion; Orion Platform; SolarWinds Hybrid Cloud Observability; Hybrid Cloud Observability; SolarWinds NTA; SolarWinds VMAN; SolarWinds Observability
Broadcom: DX NetOps; CA Spectrum; Spectrum; CA UIM; DX Unified Infrastructure Management; DX APM; CA APM; Automic; Automic Automation; CA Automic; CA Workload Automation AE; AutoSys; Autosys; Broadcom Automic; DX Operational Observability; Broadcom Workload Automation
BMC: Control-M; BMC Control-M; Control-M Enterprise Manager; BMC TrueSight; TrueSight; BMC Patrol; Patrol; BMC Helix Operations Management; BMC Helix Control-M; BMC Server Automation; BladeLogic; TrueSight Capacity Optimization; BMC Helix Continuous Optimization
IBM: IBM Tivoli; Tivoli; Tivoli Monitoring; ITM; IBM Netcool; Netcool; Netcool OMNIbus; IBM Instana; Instana; IBM Cloud Pak for AIOps; Cloud Pak for Watson AIOps; IBM Workload Scheduler; Tivoli Workload Scheduler; TWS; IBM SevOne; SevOne; IBM APM; IBM Z Workload Scheduler distributed
OpenText: Operations Bridge; Micro Focus Operations Bridge; OpsBridge; HP OMi; Operations Manager i; Network Node Manager; NNMi; HP NNMi; SiteScope; Micro Focus SiteScope; Operations Orchestration; HP Operations Orchestration
Microsoft: System Center Orchestrator; SCORCH
Nagios: Nagios; Nagios XI; Nagios Core; Nagios Log Server
Paessler: PRTG; Paessler PRTG
Redwood: Redwood RunMyJobs; RunMyJobs; Redwood
Stonebranch: Stonebranch; Stonebranch Universal Automation Center
Tidal: Tidal Automation; Tidal Workload Automation; Cisco Tidal
ActiveBatch: ActiveBatch; Advanced Systems Concepts
JAMS: JAMS Scheduler; Fortra JAMS
Ansible: Ansible
Resolve: Resolve Systems
Ayehu: Ayehu
Opsview: Opsview
Icinga: Icinga
Riverbed: Riverbed Aternity; Aternity
ManageEngine: ManageEngine Applications Manager
eG Innovations: eG Enterprise; eG Innovations
Quest: Quest Foglight for Virtualization
Gartner: Gartner NOC
-: monitoring; monitoring tool; monitoring tools; observability; apm; application performance monitoring; infrastructure monitoring; log management; event management; alerting; aiops; network operations center; noc; operations center; command center; job scheduling; workload automation; batch scheduling; it operations; runbook automation
@DL_OC svc
-: noc managed service; 24x7 monitoring service; managed monitoring; remote monitoring service; operations bridge service
@DL_PPM saas
Planview: Planview; Planview Enterprise One; Planview AdaptiveWork; Clarizen; Planview LeanKit; LeanKit; Planview PPM Pro; Innotas; Projectplace; Planview IdeaPlace; Changepoint; Planview Portfolios
Atlassian: Jira Align; AgileCraft; Jira Portfolio; Advanced Roadmaps
Microsoft: Project for the web; Project Online Premium; Microsoft Project Plan 5
Smartsheet: Smartsheet; Smartsheet Enterprise; Smartsheet Advanced Work Management; Brandfolder Smartsheet
Monday.com: Monday.com; monday.com; monday work management
Asana: Asana; Asana Enterprise
Wrike: Wrike; Wrike Enterprise
ServiceNow: ServiceNow SPM; Strategic Portfolio Management; ServiceNow PPM; ServiceNow Agile
Broadcom: Rally; Rally Software; CA Agile Central
Sciforma: Sciforma
Workfront: Adobe Workfront PPM
Oracle: Primavera Unifier; Oracle Primavera Cloud
Digite: SwiftKanban
Targetprocess: Targetprocess; Apptio Targetprocess
Digital.ai: Digital.ai Agility; VersionOne; CollabNet VersionOne; Digital.ai Release; XebiaLabs
Celoxis: Celoxis
Teamwork: Teamwork.com
Mavenlink: Kantata; Mavenlink
Replicon: Replicon
Harvest: Harvest time tracking
Tempo: Tempo Timesheets; Tempo Planner
Float: Float resource planning
Forecast: Forecast.app
Productive: Productive.io
Hive: Hive project management
Airtable: Airtable projects
Teamgantt: TeamGantt
ProjectManager: ProjectManager.com
Sopheon: Sopheon Accolade
Meisterplan: Meisterplan
Tempus: Tempus Resource
Cora: Cora PPM
-: project management; project managers; project manager; program management; programme management; program manager; programme manager; pmo; project management office; portfolio management; ppm tool; scrum master; scrum masters; agile coach; agile coaches; product owner; product owners; product manager; delivery manager; release train engineer; project coordinator; project controls
@DL_PPM sw
Microsoft: Microsoft Project Server; Project Server
Broadcom: Clarity PPM; CA Clarity; Clarity
Sciforma: Sciforma on-premise
@DL_CM saas
-: business relationship manager; business relationship management; it business partner; it business partners; relationship managers; account manager it; client engagement; demand management; business engagement; customer success it; it liaison; business partnering; client management
@SC_SEC saas
Oracle: Oracle Identity Cloud Service
CyberArk: CyberArk Privilege Cloud; Privilege Cloud
Palo Alto Networks: Strata Cloud Manager
DomainTools: DomainTools; Domain Tools; DomainTools Iris
Google: VirusTotal; VirusTotal Enterprise
CrowdStrike: CrowdStrike; CrowdStrike Falcon; Falcon; Falcon Insight; Falcon Prevent; Falcon Complete; Falcon OverWatch; Falcon Identity; Falcon Spotlight; Falcon LogScale; Humio; Falcon Go; Falcon Enterprise; Falcon Elite
Microsoft: Microsoft Defender; Defender for Endpoint; Microsoft Defender for Endpoint; Defender for Office 365; Defender for Cloud; Microsoft Defender for Cloud; Defender for Identity; Microsoft Sentinel; Azure Sentinel; Sentinel; Entra ID; Microsoft Entra ID; Entra ID P1; Entra ID P2; Azure AD Premium; Azure Active Directory; AAD P1; AAD P2; Microsoft Purview Information Protection; Azure Information Protection; Microsoft 365 E5 Security; E5 Security; Microsoft Defender XDR; Azure Key Vault; Key Vault; Azure Firewall; Azure DDoS Protection; Microsoft Entra Suite; Entra Private Access; Microsoft Security Copilot; Defender for Cloud Apps; Cloud App Security
Okta: Okta; Okta Workforce Identity; Okta SSO; Okta MFA; Okta Universal Directory; Okta Identity Governance; Okta Customer Identity; Auth0; Okta Workflows; Okta Privileged Access
Zscaler: Zscaler; Zscaler Internet Access; ZIA; Zscaler Private Access; ZPA; Zscaler Digital Experience; ZDX; Zscaler Zero Trust Exchange; Zscaler Cloud Protection; Zscaler Data Protection; Zscaler Business Edition
Palo Alto Networks: Prisma Access; Prisma Cloud; Prisma SD-WAN; Prisma SASE; Cortex XDR; Cortex XSOAR; Cortex XSIAM; Cortex Xpanse; Xpanse; Unit 42; Palo Alto Unit 42; WildFire; GlobalProtect; Demisto
Netskope: Netskope; Netskope SSE; Netskope CASB; Netskope Private Access
SentinelOne: SentinelOne; SentinelOne Singularity; Singularity; Singularity Complete; Singularity Control; Attivo
Proofpoint: Proofpoint; Proofpoint Email Protection; Proofpoint TAP; Targeted Attack Protection; Proofpoint Essentials; Proofpoint Security Awareness; Proofpoint DLP; ObserveIT; Tessian
Mimecast: Mimecast; Mimecast Email Security; Mimecast S1; Mimecast Awareness Training; Mimecast archiving
Cloudflare: Cloudflare; Cloudflare Zero Trust; Cloudflare WAF; Cloudflare Access; Cloudflare Enterprise; Cloudflare DDoS; Cloudflare Spectrum; Cloudflare Gateway
Akamai: Akamai Kona Site Defender; Kona Site Defender; Akamai App & API Protector; Akamai Prolexic; Prolexic; Akamai Guardicore; Guardicore; Akamai Bot Manager; Akamai Enterprise Application Access
Imperva: Imperva; Imperva WAF; Imperva DDoS; Imperva Data Security; Incapsula
Qualys: Qualys; Qualys VMDR; VMDR; Qualys Cloud Platform; Qualys Policy Compliance; Qualys WAS; Qualys TruRisk
Tenable: Tenable; Tenable.io; Tenable.sc; Tenable Vulnerability Management; Nessus; Nessus Professional; Tenable One; Tenable.ot; Tenable.ad; Tenable Identity Exposure; SecurityCenter
Rapid7: Rapid7; InsightVM; Nexpose; InsightIDR; InsightConnect; Rapid7 MDR; Metasploit Pro; Metasploit; InsightAppSec
KnowBe4: KnowBe4; KnowBe4 Security Awareness Training; KnowBe4 PhishER; PhishER; KnowBe4 Diamond
SailPoint: SailPoint; SailPoint IdentityNow; IdentityNow; SailPoint IdentityIQ; IdentityIQ; SailPoint Identity Security Cloud
Ping Identity: Ping Identity; PingFederate; PingOne; PingAccess; PingID; ForgeRock; ForgeRock Identity Cloud
Duo: Duo; Duo Security; Cisco Duo; Duo MFA; Duo Access; Duo Beyond; Duo Advantage; Duo Premier
Wiz: Wiz; Wiz.io; Wiz CNAPP
Orca: Orca Security
Lacework: Lacework
Snyk: Snyk; Snyk Open Source; Snyk Container
Veracode: Veracode
Checkmarx: Checkmarx; Checkmarx One
Mend: Mend.io
Black Duck: Black Duck; Synopsys Black Duck
Expel: Expel MDR; Expel
Red Canary: Red Canary
eSentire: eSentire
Secureworks: Secureworks; Secureworks Taegis; Taegis; Dell Secureworks
Huntress: Huntress
Sophos: Sophos; Sophos Intercept X; Intercept X; Sophos Central; Sophos MDR; Sophos XG; Sophos Firewall; Sophos XGS
Trellix: Trellix; McAfee; McAfee ePO; McAfee Endpoint Security; FireEye; FireEye HX; Trellix Helix; Mandiant Trellix; McAfee MVISION; Skyhigh Security; Skyhigh
Trend Micro: Trend Micro; Trend Micro Apex One; Apex One; Trend Micro Deep Security; Deep Security; Trend Vision One; Vision One; Trend Micro Cloud One; Cloud One; TippingPoint
Broadcom: Symantec; Symantec Endpoint Protection; SEP; Symantec DLP; Symantec Web Security Service; WSS; Symantec ProxySG; Blue Coat; ProxySG; Symantec Email Security.cloud; Symantec PAM; CA Privileged Access Manager; Symantec SiteMinder; SiteMinder; CA SSO; Symantec VIP; Layer7 API Gateway; Layer7
ESET: ESET; ESET PROTECT; ESET Endpoint Security
Bitdefender: Bitdefender; Bitdefender GravityZone; GravityZone
Kaspersky: Kaspersky Endpoint Security; Kaspersky
Malwarebytes: Malwarebytes; ThreatDown
Webroot: Webroot; OpenText Webroot
Cybereason: Cybereason
Carbon Black: Carbon Black; VMware Carbon Black; Carbon Black Cloud
Cylance: Cylance; BlackBerry Cylance; CylancePROTECT
Darktrace: Darktrace; Darktrace Enterprise Immune System; Darktrace PREVENT
Vectra: Vectra AI; Vectra
ExtraHop: ExtraHop; ExtraHop Reveal(x)
Abnormal: Abnormal Security
Material: Material Security
Cofense: Cofense; PhishMe
IRONSCALES: IRONSCALES
Barracuda: Barracuda; Barracuda Email Protection; Barracuda WAF; Barracuda CloudGen Firewall
Cisco: Cisco Umbrella; Umbrella; OpenDNS; Cisco Secure Email; IronPort; Cisco Secure Endpoint; AMP for Endpoints; Cisco Secure Access; Cisco XDR; Cisco Talos; Cisco Secure Client; AnyConnect; Cisco AnyConnect; Cisco Secure Firewall; Firepower; Cisco Firepower; Cisco ASA; ASA 5500; Firepower 2100; Firepower 4100; Cisco Stealthwatch; Stealthwatch; Secure Network Analytics; Cisco Secure Workload; Tetration; Cisco Splunk SIEM
Google: Mandiant; Google Mandiant; Chronicle; Google Chronicle; Google Security Operations; VirusTotal; reCAPTCHA Enterprise; Cloud Armor; Google Cloud Armor; BeyondCorp Enterprise; Security Command Center
AWS: AWS WAF; AWS Shield; AWS Shield Advanced; Amazon GuardDuty; GuardDuty; AWS Security Hub; Security Hub; Amazon Inspector; Amazon Macie; AWS KMS; AWS Secrets Manager; Secrets Manager; AWS IAM Identity Center; AWS Certificate Manager; AWS Network Firewall; AWS Firewall Manager; Amazon Detective; Amazon Cognito; Cognito
IBM: IBM QRadar; QRadar; QRadar SIEM; IBM Guardium; Guardium; IBM Security Verify; IBM Verify; IBM MaaS360 security; IBM X-Force; X-Force; IBM Resilient; IBM Security SOAR; IBM Trusteer; Trusteer
Exabeam: Exabeam; Exabeam Fusion
Securonix: Securonix
LogRhythm: LogRhythm
Sumo Logic: Sumo Logic Cloud SIEM
Devo: Devo SIEM
Elastic: Elastic Security; Elastic SIEM; Elastic Endpoint
Google: Siemplify
Swimlane: Swimlane
Tines: Tines
Torq: Torq
Recorded Future: Recorded Future
ZeroFox: ZeroFox
Digital Shadows: Digital Shadows; ReliaQuest GreyMatter; ReliaQuest
Flashpoint: Flashpoint
Anomali: Anomali
ThreatConnect: ThreatConnect
BitSight: BitSight; BitSight Security Ratings
SecurityScorecard: SecurityScorecard
UpGuard: UpGuard
RiskRecon: RiskRecon
Axonius: Axonius
runZero: runZero
Armis: Armis; Armis Centrix
Claroty: Claroty; Claroty xDome
Nozomi: Nozomi Networks
Dragos: Dragos
Forescout: Forescout; Forescout CounterACT; CounterACT
Portnox: Portnox
@SC_SEC sw
Thales: CipherTrust Manager
Palo Alto Networks: PAN-OS
HCL: AppScan; HCL AppScan; IBM AppScan; IBM Security AppScan
Splunk: Splunk Enterprise Security; Splunk ES; Splunk SIEM; Splunk SOAR; Splunk Phantom; Phantom
CyberArk: CyberArk; CyberArk Privileged Access; CyberArk PAM; CyberArk EPM; CyberArk Endpoint Privilege Manager; CyberArk Identity; CyberArk Conjur; Conjur; Idaptive
BeyondTrust: BeyondTrust; BeyondTrust Password Safe; Password Safe; BeyondTrust Privilege Management; Privilege Management for Windows; BeyondTrust PAM
Delinea: Delinea; Thycotic; Thycotic Secret Server; Secret Server; Centrify; Delinea Secret Server
One Identity: One Identity; One Identity Manager; Safeguard; OneLogin; Quest One Identity
Saviynt: Saviynt
Omada: Omada Identity
Oracle: Oracle Identity Governance; !OIG
Microsoft: Microsoft Identity Manager; MIM; Forefront Identity Manager
RSA: RSA SecurID; SecurID; RSA NetWitness; NetWitness; RSA Identity Governance; RSA SecurID Access; RSA ID Plus
@SC_SEC hw
Thales: Thales; Thales Luna; Luna HSM; SafeNet; Gemalto SafeNet; SafeNet Trusted Access; CipherTrust; Vormetric; Thales CipherTrust; Thales HSM; payShield
Entrust: Entrust; Entrust nShield; nShield; Entrust certificates; Entrust Datacard
Utimaco: Utimaco HSM; Utimaco
@SC_SEC saas
DigiCert: DigiCert; DigiCert certificates; DigiCert CertCentral; Symantec SSL
Sectigo: Sectigo; Comodo; Sectigo certificates
GlobalSign: GlobalSign
Venafi: Venafi; Venafi TLS Protect; CyberArk Venafi
Keyfactor: Keyfactor
AppViewX: AppViewX
Feitian: Feitian security keys
HID: HID ActivID; ActivID
1Password: 1Password; 1Password Business; 1Password Enterprise
LastPass: LastPass; LastPass Business; LastPass Enterprise
Keeper: Keeper Security; Keeper Enterprise; Keeper
Bitwarden: Bitwarden; Bitwarden Enterprise
Dashlane: Dashlane Business
@SC_SEC sw
Varonis: Varonis; Varonis Data Security Platform; DatAdvantage; Varonis DatAdvantage
Forcepoint: Forcepoint; Forcepoint DLP; Forcepoint ONE; Forcepoint NGFW; Websense
Digital Guardian: Digital Guardian; Fortra Digital Guardian
Code42: Code42; Code42 Incydr; Incydr
Microsoft: Microsoft Purview DLP
Titus: Titus classification; Fortra Titus
Boldon James: Boldon James
@SC_SEC saas
Virtru: Virtru
Zix: Zix; ZixEncrypt
Echoworx: Echoworx
Cisco: Cisco Secure Email Encryption
Egress: Egress
@SC_SEC hw
Fortinet: FortiGate; Fortinet FortiGate; FortiGate 600F; FortiGate 100F; FortiGate 60F; FortiGate 200F; FortiGate 1800F; FortiManager; FortiAnalyzer; FortiClient; FortiEDR; FortiSIEM; FortiSOAR; FortiWeb; FortiMail; FortiNAC; FortiSASE; FortiToken; FortiAuthenticator; FortiCare; Fortinet FortiCare; FortiGuard; Fortinet UTP; Fortinet SD-WAN; FortiSandbox
Palo Alto Networks: Palo Alto Networks; Palo Alto firewall; Palo Alto; PA-Series; PA-5450; PA-5410; PA-3400; PA-3220; PA-3410; PA-1400; PA-1410; PA-850; PA-440; PA-460; PA-220; PA-7500; VM-Series; Panorama; Palo Alto Panorama; Threat Prevention; URL Filtering; PAN-DB; Advanced Threat Prevention; DNS Security; Palo Alto Premium Support; Cortex Data Lake; Strata Logging Service
Check Point: Check Point; Check Point firewall; Check Point Quantum; Quantum Security Gateway; Check Point CloudGuard; CloudGuard; Check Point Harmony; Harmony Endpoint; Harmony Email; Check Point Infinity; Smart-1; Check Point SmartCenter; Check Point appliances; Check Point NGTP
Juniper: Juniper SRX; SRX; SRX345; SRX4600; SRX1500; Juniper Secure Connect
SonicWall: SonicWall; SonicWall NSa; SonicWall TZ; SonicWall Capture; SonicWall SMA
WatchGuard: WatchGuard; WatchGuard Firebox; Firebox
Cisco: Cisco Meraki MX security
Stormshield: Stormshield
Sangfor: Sangfor NGAF
Hillstone: Hillstone Networks
Untangle: Untangle
pfSense: pfSense; Netgate pfSense
OPNsense: OPNsense
@SC_SEC saas
Gigamon: Gigamon ThreatINSIGHT
Menlo Security: Menlo Security
Island: Island Enterprise Browser
Talon: Talon browser
Ericom: Ericom Shield
Cato Networks: Cato SSE
iboss: iboss
Lookout: Lookout; Lookout Mobile Endpoint Security
Zimperium: Zimperium
Ivanti: Ivanti Connect Secure; Pulse Secure; Pulse Connect Secure
OpenVPN: OpenVPN Access Server; OpenVPN
Tailscale: Tailscale
Twingate: Twingate
Appgate: Appgate SDP
Perimeter 81: Perimeter 81
Secure Code Warrior: Secure Code Warrior
HackerOne: HackerOne
Bugcrowd: Bugcrowd
Synack: Synack
Cobalt: Cobalt.io pentest
Pentera: Pentera
AttackIQ: AttackIQ
SafeBreach: SafeBreach
Cymulate: Cymulate
Proofpoint: Proofpoint Insider Threat
DTEX: DTEX Systems
Teramind: Teramind
Veriato: Veriato
Gurucul: Gurucul
Securiti: Securiti.ai
BigID: BigID
Cyera: Cyera
Normalyze: Normalyze
Sentra: Sentra
Cloudflare: Cloudflare Area 1
NCC Group: NCC Group
Trustwave: Trustwave; Trustwave SpiderLabs
Optiv: Optiv
GuidePoint: GuidePoint Security
Kroll: Kroll cyber
CrowdStrike: CrowdStrike Services
Mandiant: Mandiant incident response
Coalfire: Coalfire
Bishop Fox: Bishop Fox
Rapid7: Rapid7 penetration testing
-: security; cyber security; cybersecurity; information security; infosec; firewall; firewalls; next generation firewall; ngfw; antivirus; anti-virus; endpoint protection; endpoint security; edr; xdr; mdr; managed detection; siem; soar; soc; security operations center; vulnerability management; vulnerability scanning; penetration test; penetration testing; pen test; pentest; red team; threat intelligence; identity and access management; iam; sso; single sign on; mfa; multi factor authentication; two factor authentication; 2fa; privileged access; pam; dlp; data loss prevention; email security; email filtering; web filtering; secure web gateway; casb; sase; zero trust; ztna; waf; web application firewall; ddos protection; hsm; hardware security module; encryption; pki; ssl certificates; tls certificates; certificates; security awareness training; phishing simulation; phishing training; incident response; forensics; security assessment; cyber insurance; secure access; vpn; remote access vpn; nac; network access control; password manager; security tokens
@SC_CMP sw
Netwrix: Netwrix Auditor; Netwrix
ManageEngine: ADAudit Plus; ManageEngine ADAudit Plus
Quest: Quest Change Auditor; Change Auditor; Quest Enterprise Reporter
SolarWinds: SolarWinds Access Rights Manager; Access Rights Manager
Tripwire: Tripwire; Tripwire Enterprise
Chef: Chef InSpec; InSpec
@SC_CMP saas
OneTrust: OneTrust; OneTrust Privacy; OneTrust GRC; OneTrust Vendorpedia; OneTrust Cookie Consent; OneTrust Consent Management; OneTrust DataGuidance
TrustArc: TrustArc; TRUSTe
Vanta: Vanta
Drata: Drata
Secureframe: Secureframe
Sprinto: Sprinto
Thoropass: Thoropass; Laika
Hyperproof: Hyperproof
Strike Graph: Strike Graph
Tugboat: Tugboat Logic
A-LIGN: A-LIGN
Schellman: Schellman
Osano: Osano
Cookiebot: Cookiebot; Usercentrics
Transcend: Transcend privacy
DataGrail: DataGrail
Ketch: Ketch
Privitar: Privitar
Collibra: Collibra Privacy
Microsoft: Microsoft Purview Compliance Manager; Compliance Manager; Microsoft Purview eDiscovery; Purview Audit
Qualys: Qualys Policy Compliance module
Prisma: Prisma Cloud compliance
Sysdig: Sysdig compliance
ProcessUnity: ProcessUnity vendor risk
Prevalent: Prevalent TPRM
Whistic: Whistic
Panorays: Panorays
CyberGRX: CyberGRX
Venminder: Venminder
Shared Assessments: Shared Assessments SIG
HITRUST: HITRUST; HITRUST CSF; HITRUST assessment
ISO: ISO 27001; ISO 27001 certification; ISO 27701; ISO 9001 certification; ISO 22301 certification
AICPA: SOC 2; SOC 2 Type II; SOC 1; SOC 1 Type II; SSAE 18; SOC 2 audit; SOC report
NIST: NIST CSF assessment; NIST 800-53; CMMC; CMMC assessment; FedRAMP authorization; FedRAMP assessment; StateRAMP authorization
-: compliance; it compliance; regulatory compliance; audit; it audit; sox; sox it audit; sox compliance; sox testing; itgc; it general controls; gdpr; ccpa; hipaa; hipaa compliance; data privacy; privacy; privacy compliance; dpo; data protection officer; compliance audit; external audit it; internal audit it; risk assessment; it risk assessment; controls testing; policy management; certification audit; accessibility audit; licence compliance audit; records retention; ediscovery; legal hold; archiving compliance; e-discovery
@SC_DR saas
Zerto: Zerto; Zerto Virtual Replication; HPE Zerto
Microsoft: Azure Site Recovery; ASR; Site Recovery
AWS: AWS Elastic Disaster Recovery; Elastic Disaster Recovery; CloudEndure; CloudEndure Disaster Recovery; AWS DRS
Google: Google Cloud Backup and DR disaster recovery
Druva: Druva; Druva DRaaS; Druva Data Resiliency Cloud
Sungard: Sungard AS; Sungard Availability Services; Sungard recovery; 11:11 Systems; 11:11 DRaaS
iland: iland; iland DRaaS
Recovery Point: Recovery Point Systems
Bluelock: Bluelock
Databarracks: Databarracks
Agility Recovery: Agility Recovery
Datto: Datto BCDR
Veeam: Veeam Disaster Recovery Orchestrator; Veeam DRO; Veeam Cloud Connect
VMware: VMware Site Recovery Manager; Site Recovery Manager; SRM; VMware Live Recovery; VMware Cloud Disaster Recovery; VCDR
Dell: RecoverPoint for VMs
Carbonite: Carbonite Availability; Double-Take; Carbonite Recover
Arcserve: Arcserve Continuous Availability; Arcserve UDP Cloud Hybrid
Rubrik: Rubrik Cyber Recovery
Cohesity: Cohesity SiteContinuity
Commvault: Commvault Auto Recovery
SIOS: SIOS DataKeeper; SIOS LifeKeeper; DataKeeper
Precisely: Precisely Assure QuickEDD
Fusion Risk: Fusion Risk Management BCP
Castellan: Castellan
Infinite Blue: Infinite Blue BC in the Cloud; BC in the Cloud
Quantivate: Quantivate BCM
Everbridge: Everbridge Critical Event Management
Continuity Logic: Continuity Logic
Riskonnect: Riskonnect BCP
-: disaster recovery; dr site; dr services; recovery site; draas; disaster recovery as a service; business continuity; business continuity planning; bcp; dr test; dr testing; dr exercise; failover site; hot site; warm site; cold site; replication; site recovery; resilience testing; backup data center; secondary data center; dr colocation; work area recovery
@IM_STR con
Gartner: Gartner; Gartner for IT Leaders; Gartner Executive Programs; Gartner research; Gartner CIO; Gartner seat; Gartner Symposium; Gartner IT Symposium
Forrester: Forrester; Forrester Research; Forrester Decisions
IDC: IDC; International Data Corporation; IDC research
Everest Group: Everest Group
ISG: ISG; Information Services Group
Info-Tech: Info-Tech Research Group; Info-Tech; McLean & Company
HFS: HFS Research
Constellation: Constellation Research
GigaOm: GigaOm
451: 451 Research; S&P 451 Research
Omdia: Omdia
Corporate Executive Board: CEB; Gartner CEB
IANS: IANS Research
SANS Institute: SANS Institute; SANS training
CompTIA: CompTIA
ISC2: ISC2; (ISC)2
PMI: PMI; Project Management Institute
AXELOS: AXELOS; PeopleCert
BCS: BCS The Chartered Institute for IT
TBM Council: TBM Council
Evanta: Evanta
CIO.com: CIO events
McKinsey: McKinsey; McKinsey & Company
BCG: BCG; Boston Consulting Group
Bain: Bain & Company; Bain
Oliver Wyman: Oliver Wyman
Roland Berger: Roland Berger
Kearney: Kearney; A.T. Kearney
Booz Allen: Booz Allen Hamilton; Booz Allen
North Highland: North Highland
West Monroe: West Monroe
Protiviti: Protiviti
Huron: Huron Consulting
Alvarez & Marsal: Alvarez & Marsal
Gartner: Gartner Consulting
-: it strategy; technology strategy; digital strategy; it roadmap; cio office; office of the cio; cio; cto; chief information officer; chief technology officer; it leadership; it management; it director; head of it; vp it; it governance; it planning; strategic planning; research subscription; analyst research; advisory subscription; it benchmark; it benchmarking; it conference; conference registration; it training; training courses; certifications; professional memberships; membership dues; it department
@IM_EA sw
Orbus: Orbus iServer; iServer; Orbus Software; OrbusInfinity
MEGA: MEGA HOPEX; HOPEX; MEGA International
Sparx: Sparx Enterprise Architect; Sparx Systems; Enterprise Architect Sparx
Avolution: Avolution ABACUS; ABACUS EA
QualiWare: QualiWare
Unicom: Unicom System Architect; System Architect; IBM Rational System Architect
Visual Paradigm: Visual Paradigm
Archi: Archi ArchiMate
@IM_EA saas
SAP: SAP LeanIX; LeanIX; LeanIX EAM
Ardoq: Ardoq
Bizzdesign: Bizzdesign; Bizzdesign Horizzon; BiZZdesign Enterprise Studio
Software AG: ARIS; Software AG Alfabet; Alfabet; ARIS Architect
Capsifi: Capsifi
ServiceNow: ServiceNow Enterprise Architecture; ServiceNow APM; Application Portfolio Management
Planview: Planview Enterprise Architecture
Lucid: Lucidchart Enterprise architecture
Open Group: TOGAF; TOGAF certification; The Open Group
Signavio: Signavio Process Manager
Celonis: Celonis; Celonis process mining
UiPath: UiPath Process Mining
Apromore: Apromore
-: enterprise architecture; enterprise architect; enterprise architects; solution architecture; solution architect; solution architects; architecture review; architecture board; technical architect; architecture governance; application portfolio management; capability mapping; ea tool; archimate; togaf
@IM_FIN saas
Apptio: Apptio; IBM Apptio; Apptio Costing; ApptioOne; Apptio Cloudability; Cloudability; Apptio Targetprocess costing; Apptio TBM
Flexera: Flexera One Cloud Cost; Flexera Cloud Cost Optimization; RightScale
VMware: CloudHealth; VMware CloudHealth; CloudHealth by VMware; Tanzu CloudHealth
Spot: Spot by NetApp; Spot.io; NetApp Cloud Insights; Cloud Insights
ProsperOps: ProsperOps
Vantage: Vantage cloud costs; Vantage.sh
CloudZero: CloudZero
Ternary: Ternary
Finout: Finout
nOps: nOps
Zesty: Zesty
Anodot: Anodot cloud cost
Harness: Harness Cloud Cost Management
Nicus: Nicus Software; Nicus ITFM
Serviceware: Serviceware Financial; Serviceware
Mindcurv: Mindcurv
Magic Orange: Magic Orange
Cloudcheckr: CloudCheckr; Spot CloudCheckr
AWS: AWS Cost Explorer; Cost Explorer; AWS Budgets; AWS Cost and Usage Report
Microsoft: Azure Cost Management; Microsoft Cost Management
Google: Google Cloud Billing
Yotascale: Yotascale
Densify: Densify
Kubecost: Kubecost enterprise
Bill.com: IT invoice management
-: it finance; it financial management; itfm; tbm; technology business management; it budgeting; it budget; it forecasting; it chargeback; chargeback tool; showback; cost transparency; finops; cloud cost management; cloud financial management; it cost allocation; it financial analyst; it finance analyst; it controller; it business manager; it finance team; cost optimisation; cost optimization
@IM_VM sw
Flexera: FlexNet Manager; FlexNet Manager Suite
Snow Software: Snow Software; Snow License Manager; Snow Atlas; Snow Commander; Snow ITAM
USU: USU License Management; Aspera License Management; USU Aspera; SmartTrack
Certero: Certero
Eracent: Eracent
License Dashboard: License Dashboard
@IM_VM saas
Flexera: Flexera; Flexera One; Flexera IT Asset Management; Flexera Software Vulnerability Manager; Secunia; Flexera Technopedia; Technopedia; Flexera SaaS Management
ServiceNow: ServiceNow SAM Pro; SAM Pro; ServiceNow Software Asset Management; ServiceNow HAM Pro; HAM Pro; ServiceNow Hardware Asset Management; ServiceNow Vendor Risk Management; ServiceNow Source-to-Pay
Ivanti: Ivanti License Optimizer; Ivanti Asset Manager
Lansweeper: Lansweeper ITAM
Zylo: Zylo; Zylo SaaS management
Productiv: Productiv
Torii: Torii SaaS management
BetterCloud: BetterCloud
Cledara: Cledara
Vendr: Vendr
Tropic: Tropic procurement
Sastrify: Sastrify
Vertice: Vertice
SoftwareOne: SoftwareONE; SoftwareOne; SoftwareOne PyraCloud; PyraCloud
Crayon: Crayon; Crayon Software Experts
Insight: Insight Enterprises; Insight licensing
SHI: SHI International; SHI licensing
Carahsoft: Carahsoft; Carahsoft Technology
CDW: CDW licensing; CDW Software
Bytes: Bytes Software Services
Softcat: Softcat licensing
Trustmarque: Trustmarque
Anglepoint: Anglepoint
Miro Consulting: Miro Consulting
Redress: Redress Compliance
UpperEdge: UpperEdge
NPI: NPI Financial
Tactical Sourcing: Tactical Sourcing
Gartner: Gartner contract review
ProcessUnity: ProcessUnity
Aravo: Aravo
Coupa: Coupa Supplier Management
Ivalua: Ivalua Supplier Management
Gatekeeper: Gatekeeper contract management
ContractWorks: ContractWorks
Concord: Concord contracts
Sirion: SirionLabs; Sirion
Zomentum: Zomentum
-: software asset management; sam tool; it asset management; itam; license management; licence management; hardware asset management; asset management tool; license optimization; licence optimisation; vendor management; it vendor management; supplier management; it procurement; it sourcing; sourcing advisory; contract negotiation; contract management; licensing advisory; software licensing advisory; vendor risk management; third party risk management; tprm; license audit defense; renewal negotiation; benchmarking advisory
@SC_SEC hw
Yubico: YubiKey; Yubico; YubiKey 5; YubiKey 5 NFC; YubiKey Bio
@IM_VM con
Palisade: Palisade Compliance
@SC_CMP con
ISACA: ISACA
PCI SSC: PCI DSS; PCI assessment; PCI QSA; QSA assessment
IASME: IASME; Cyber Essentials certification
@SC_SEC sw
HashiCorp: HashiCorp Vault; Vault Enterprise; HashiCorp Vault Enterprise
Imprivata: Imprivata; Imprivata OneSign; OneSign; Imprivata Confirm ID
@SC_SEC svc
Arctic Wolf: Arctic Wolf; Arctic Wolf MDR; Arctic Wolf Managed Detection and Response
Jisc: Jisc Security Operations Centre; Jisc SOC
@DL_PPM sw
Microsoft: Microsoft Project; Microsoft Project Professional; Project Professional; Microsoft Project Standard; Project Standard
@DL_PPM saas
Microsoft: Project Online; Project Plan 3; Project Plan 1; Microsoft Project Plan 3; Project Online Plan 3; Project Online Professional
@IM_STR con
MITRE: MITRE; MITRE FFRDC
`;
