/**
 * Knowledge base: IT service providers. Same format as the product files; the sub-tower here is only
 * a weak default (what such a provider is most often paid for) — words in the line decide the tower.
 */
export const SERVICES = `
@CP_SRV cloud
AWS: AWS Marketplace; Amazon Web Services Marketplace
Microsoft: Azure Marketplace
Google: Google Cloud Marketplace; GCP Marketplace
@AP_SUP svc
Kyndryl: Kyndryl; Kyndryl managed services; Kyndryl Bridge
Accenture: Accenture; Accenture managed services; Accenture Technology; Avanade
Infosys: Infosys; Infosys BPM; Infosys managed services
TCS: TCS; Tata Consultancy Services
Wipro: Wipro; Wipro Technologies
HCLTech: HCL; HCLTech; HCL Technologies
Cognizant: Cognizant; Cognizant Technology Solutions
Capgemini: Capgemini; Sogeti
Tech Mahindra: Tech Mahindra
LTIMindtree: LTIMindtree; LTI; Mindtree; L&T Infotech
DXC: DXC; DXC Technology; Computer Sciences Corporation; HPE Enterprise Services; EDS
IBM: IBM Consulting; IBM Global Services; IBM Global Technology Services; GTS
Atos: Atos; Atos Origin; Eviden
NTT DATA: NTT DATA; NTT Data Services; Dell Services
Fujitsu: Fujitsu Services; Fujitsu managed services
Unisys: Unisys; Unisys managed services
CGI: CGI; CGI Group
Genpact: Genpact
Mphasis: Mphasis
Hexaware: Hexaware
Birlasoft: Birlasoft
Coforge: Coforge; NIIT Technologies
Persistent: Persistent Systems
Zensar: Zensar
Sonata: Sonata Software
Virtusa: Virtusa
UST: UST Global; UST
Concentrix: Concentrix
Sopra Steria: Sopra Steria
Tietoevry: Tietoevry; Tieto
Computacenter: Computacenter; Computacentre
Agilisys: Agilisys
RM: RM Education
Dataprise: Dataprise
Trace3: Trace3
ePlus: ePlus Technology; ePlus
Converge: Converge Technology Solutions
Atea: Atea
Insight: Insight Direct; Insight Enterprises
ANS Group: ANS Group
Caretower: Caretower
Bechtle: Bechtle
Cancom: Cancom
SHI: SHI services
Insight: Insight managed services
CDW: CDW managed services
Presidio: Presidio
WWT: World Wide Technology; WWT
Dimension Data: Dimension Data
Softtek: Softtek
Stefanini: Stefanini
Globant: Globant managed services
Ensono: Ensono
Rackspace: Rackspace
Datacom: Datacom
Spark Digital: Spark Digital
Telstra Purple: Telstra Purple
Nexon: Nexon Asia Pacific
Data#3: Data#3
Logicalis: Logicalis
Kainos: Kainos
Version 1: Version 1
Ciber: Ciber
Syntel: Syntel
iGATE: iGATE
Sutherland: Sutherland Global
TTEC: TTEC
Teleperformance: Teleperformance
Conduent: Conduent BPO
Sykes: Sykes
Alorica: Alorica
CompuCom: CompuCom
Pomeroy: Pomeroy
Unisys: Unisys field services
Iron Bow: Iron Bow
SAIC: SAIC; Science Applications International
Leidos: Leidos
GDIT: GDIT; General Dynamics IT
Peraton: Peraton
ManTech: ManTech
CACI: CACI
Perspecta: Perspecta
Maximus: Maximus
Serco: Serco
Capita: Capita
Sopra: Sopra Banking
Spinnaker: Spinnaker Support services
Rimini: Rimini Street; Rimini Street support
Support Revolution: Support Revolution
Datavail: Datavail services
@IM_STR con
Deloitte: Deloitte; Deloitte Consulting; Deloitte Digital
PwC: PwC; PricewaterhouseCoopers; PwC Advisory; Strategy&
EY: EY; Ernst & Young; EY Advisory
KPMG: KPMG; KPMG Advisory
Grant Thornton: Grant Thornton
BDO: BDO
RSM: RSM; RSM US
Crowe: Crowe
Baker Tilly: Baker Tilly
Moss Adams: Moss Adams
Slalom: Slalom; Slalom Consulting
Capco: Capco
Sia Partners: Sia Partners
Navigant: Guidehouse; Navigant
ICF: ICF
FTI: FTI Consulting
Pivotal Consulting: Pivotal Consulting
Eliassen: Eliassen Group
Credera: Credera
Logic20/20: Logic20/20
Point B: Point B
Avaap: Avaap
Kforce Consulting: Kforce Consulting
Hitachi: Hitachi Vantara consulting
Bluewolf: Bluewolf
Appirio: Appirio
Coastal: Coastal Cloud
Silverline: Silverline
Huron: Huron
Alithya: Alithya
Emtec: Emtec
Plante Moran: Plante Moran
@AP_DEV staff
Robert Half: Robert Half; Robert Half Technology; Protiviti staffing
Randstad: Randstad; Randstad Technologies
Adecco: Adecco; Modis; Akkodis
ManpowerGroup: Manpower; ManpowerGroup; Experis
Kelly: Kelly Services
Hays: Hays; Hays IT
TEKsystems: TEKsystems; Allegis; Aerotek; Allegis Group
Insight Global: Insight Global
Apex: Apex Systems
Kforce: Kforce
Motion Recruitment: Motion Recruitment
Harvey Nash: Harvey Nash; Nash Squared
Michael Page: Michael Page; Page Group; PageGroup
Hudson: Hudson RPO
Collabera: Collabera
Mastech: Mastech Digital
Signature Consultants: Signature Consultants
Beacon Hill: Beacon Hill Staffing
Judge: Judge Group
Yoh: Yoh
Volt: Volt Workforce
CDI: CDI Corporation
Cyber Coders: CyberCoders
Dice: Dice
Upwork: Upwork
Fiverr: Fiverr
Gun.io: Gun.io
Hired: Hired
Computer Futures: Computer Futures; SThree
Harnham: Harnham
Venquis: Venquis
Morgan McKinley: Morgan McKinley
Spring: Spring Technology staffing
`;
