/** Knowledge base: application, delivery, security and IT-management products. Format: see products-infra.ts. */
export const APPS = `
@AP_BS sw S_FIN
SAP: SAP S/4HANA; S/4HANA; S4HANA; SAP ECC; ECC 6.0; SAP R/3; SAP ERP; SAP Business Suite; SAP Business One; Business One; SAP Solution Manager; SolMan; SAP GRC finance; SAP Enterprise Support; SAP maintenance; SAP licences; SAP license; SAP FICO; SAP FI; SAP CO; SAP BPC; SAP Treasury; SAP RISE; RISE with SAP; GROW with SAP; SAP BTP; SAP Business Technology Platform; SAP Fiori; SAP PO; SAP Process Orchestration; SAP PI; SAP Signavio; Signavio; SAP LeanIX procurement
Oracle: Oracle E-Business Suite; E-Business Suite; Oracle EBS; EBS R12; Oracle Financials; JD Edwards; JDE; JD Edwards EnterpriseOne; Oracle JD Edwards; Oracle Hyperion; Hyperion; Hyperion Planning; Hyperion Financial Management; HFM; Oracle Essbase; Essbase; Oracle EPM; Oracle Fusion ERP; Oracle Fusion Financials; Oracle Agile PLM; Oracle Primavera; Primavera P6; Primavera; Oracle Siebel; Siebel
Infor: Infor; Infor LN; Infor M3; Infor CloudSuite; Infor SunSystems; SunSystems; Infor EAM; Infor Lawson; Lawson; Infor XA; Infor Syteline; SyteLine; Infor Birst; Infor ION
Epicor: Epicor; Epicor Kinetic; Epicor ERP; Epicor Prophet 21; Prophet 21; Epicor Eclipse
IFS: IFS; IFS Cloud; IFS Applications
Unit4: Unit4; Unit4 ERP; Agresso
Sage: Sage; Sage 200; Sage 300; Sage X3; Sage 50; Sage Intacct; Intacct; Sage People
Microsoft: Dynamics AX; Dynamics NAV; Navision; Dynamics GP; Great Plains; Dynamics SL
Deltek: Deltek; Deltek Costpoint; Costpoint; Deltek Vantagepoint; Vantagepoint; Deltek Maconomy; Maconomy
Acumatica: Acumatica
QAD: QAD; QAD Adaptive ERP
SYSPRO: SYSPRO
abas: abas ERP
proALPHA: proALPHA
Tally: TallyPrime; Tally ERP
Xero: Xero
Intuit: QuickBooks; Intuit QuickBooks; QuickBooks Enterprise
FreshBooks: FreshBooks
FreeBalance: FreeBalance; FreeBalance Accountability Suite
Tyler Technologies: Tyler Munis; Munis; Tyler Technologies; Tyler EnerGov; Tyler Incode
CentralSquare: CentralSquare
CGI: CGI Advantage ERP
@AP_BS saas S_FIN
Thomson Reuters: Elite 3E Cloud
Intuit: QuickBooks Online
Plex: Plex Manufacturing Cloud
Oracle: Oracle Fusion Cloud ERP; Oracle ERP Cloud; Oracle Cloud ERP; Oracle EPM Cloud
SAP: SAP Cloud ALM
Microsoft: Dynamics 365 Finance; Dynamics 365; Microsoft Dynamics 365; D365; Dynamics 365 Business Central; Business Central; Dynamics 365 Finance and Operations; Dynamics 365 F&O; D365 F&O; Dynamics 365 Supply Chain Management
Oracle: NetSuite; Oracle NetSuite; NetSuite ERP; NetSuite OneWorld; NetSuite SuiteSuccess
Workday: Workday Financials; Workday Financial Management; Workday Adaptive Planning; Adaptive Insights; Adaptive Planning; Workday Prism
Anaplan: Anaplan; Anaplan PlanIQ
BlackLine: BlackLine; BlackLine reconciliation
FloQast: FloQast
OneStream: OneStream; OneStream XF
Planful: Planful; Host Analytics
Vena: Vena Solutions; Vena
Prophix: Prophix
Jedox: Jedox
Kyriba: Kyriba
HighRadius: HighRadius
Billtrust: Billtrust
Bill.com: Bill.com; BILL
AvidXchange: AvidXchange
Tipalti: Tipalti
Expensify: Expensify
SAP: SAP Concur; Concur; Concur Expense; Concur Travel; Concur Invoice; Concur Travel & Expense
Emburse: Emburse; Certify; Chrome River; Emburse Chrome River
Navan: Navan; TripActions
Brex: Brex
Ramp: Ramp
Avalara: Avalara; Avalara AvaTax; AvaTax
Vertex: Vertex tax; Vertex O Series
Thomson Reuters: ONESOURCE; Thomson Reuters ONESOURCE; Checkpoint tax
Wolters Kluwer: CCH Tagetik; Tagetik; CCH Axcess; CCH
Workiva: Workiva; Wdesk
Trintech: Trintech; Cadency; Trintech Cadency
Zuora: Zuora; Zuora Billing
Chargebee: Chargebee
Stripe: Stripe Billing
Coupa: Coupa Treasury
GTreasury: GTreasury
Sage: Sage Intacct cloud
Aprio: Aprio
Paddle: Paddle billing
Xactly: Xactly; Xactly Incent
Varicent: Varicent; IBM ICM
CaptivateIQ: CaptivateIQ
Board: Board planning
Pigment: Pigment
Cube: Cube planning
Mosaic: Mosaic finance
Datarails: Datarails
Sage: Sage Business Cloud
@AP_BS saas S_WF
Workday: Workday; Workday HCM; Workday Human Capital Management; Workday Payroll; Workday Recruiting; Workday Learning; Workday Peakon; Peakon; Workday Time Tracking; Workday Extend; Workday subscription
SAP: SuccessFactors; SAP SuccessFactors; SuccessFactors Employee Central; Employee Central; SuccessFactors Recruiting; SAP Fieldglass; Fieldglass
Oracle: Oracle HCM Cloud; Oracle Fusion HCM; Oracle Taleo; Taleo; PeopleSoft HCM; PeopleSoft; Oracle PeopleSoft
ADP: ADP; ADP Workforce Now; Workforce Now; ADP Vantage; ADP GlobalView; ADP Celergo; ADP Run; ADP payroll; ADP iHCM; ADP Lyric; ADP TotalSource
UKG: UKG; UKG Pro; UKG Ready; UKG Dimensions; Kronos; Kronos Workforce Central; Workforce Central; Kronos Workforce Dimensions; Workforce Dimensions; UltiPro; Ultimate Software
Ceridian: Ceridian Dayforce; Dayforce
Paychex: Paychex; Paychex Flex
Paycom: Paycom
Paylocity: Paylocity
BambooHR: BambooHR
Rippling: Rippling
Gusto: Gusto
HiBob: HiBob; Bob HR
Personio: Personio
Deel: Deel
Remote: Remote.com
Oyster: Oyster HR
Cornerstone: Cornerstone OnDemand; Cornerstone; CSOD; Cornerstone Learning
Degreed: Degreed
LinkedIn: LinkedIn Learning; LinkedIn Recruiter; LinkedIn Talent Solutions; LinkedIn Talent Insights
Skillsoft: Skillsoft; Skillsoft Percipio; Percipio
Udemy: Udemy Business
Coursera: Coursera for Business
Pluralsight: Pluralsight; Pluralsight Skills; A Cloud Guru
Docebo: Docebo
360Learning: 360Learning
Greenhouse: Greenhouse; Greenhouse Recruiting
Lever: Lever; Lever ATS
iCIMS: iCIMS
SmartRecruiters: SmartRecruiters
Jobvite: Jobvite
Eightfold: Eightfold AI
HireVue: HireVue
Phenom: Phenom People
Beamery: Beamery
Indeed: Indeed job postings
Glassdoor: Glassdoor
Lattice: Lattice performance
Culture Amp: Culture Amp
15Five: 15Five
Betterworks: Betterworks
Qualtrics: Qualtrics EmployeeXM; EmployeeXM
Glint: Microsoft Glint; Glint
Visier: Visier
Beqom: beqom
Benefitfocus: Benefitfocus
bswift: bswift
Benify: Benify
Darwinbox: Darwinbox
Zoho: Zoho People; Zoho Recruit
Sage: Sage HR
Deputy: Deputy
When I Work: When I Work
Quinyx: Quinyx
Legion: Legion WFM
Checkr: Checkr
Sterling: Sterling background checks
HireRight: HireRight
Cezanne: Cezanne HR
iTrent: MHR iTrent; iTrent
Ciphr: Ciphr
@AP_BS saas B_SM
Salesforce: Salesforce; Salesforce.com; Sales Cloud; Salesforce Sales Cloud; Salesforce CRM; Salesforce Marketing Cloud; Marketing Cloud; Pardot; Marketing Cloud Account Engagement; Salesforce Commerce Cloud; Commerce Cloud; Salesforce CPQ; Salesforce Revenue Cloud; Salesforce Experience Cloud; Experience Cloud; Community Cloud; Salesforce Data Cloud; Data Cloud; Salesforce Unlimited Edition; Salesforce Enterprise Edition; Salesforce licences; Salesforce Sales Cloud Enterprise; Salesforce Platform licenses; Salesforce Agentforce; Agentforce; Salesforce Nonprofit Cloud; Salesforce Financial Services Cloud; Financial Services Cloud; Salesforce Health Cloud; Health Cloud; Salesforce Industries; Vlocity; Salesloft; Salesforce Net Zero Cloud
Microsoft: Dynamics 365 Sales; Dynamics CRM; Dynamics 365 Marketing; Dynamics 365 Customer Insights; Microsoft Dynamics CRM; Dynamics 365 Commerce
HubSpot: HubSpot; HubSpot Marketing Hub; HubSpot Sales Hub; HubSpot CRM; HubSpot CMS Hub; HubSpot Operations Hub; HubSpot Enterprise
Adobe: Marketo; Marketo Engage; Adobe Marketo; Adobe Experience Cloud; Adobe Analytics; Adobe Target; Adobe Campaign; Adobe Real-Time CDP; Adobe Journey Optimizer; Adobe Commerce; Magento; Adobe Workfront; Workfront; Adobe GenStudio
Oracle: Oracle Eloqua; Eloqua; Oracle CX Sales; Oracle Sales Cloud; Oracle Responsys; Responsys; Oracle CX
SAP: SAP Sales Cloud; SAP C/4HANA; SAP Commerce Cloud; Hybris; SAP Emarsys; Emarsys; SAP CPQ; CallidusCloud
Zoho: Zoho CRM; Zoho One
Pipedrive: Pipedrive
Freshworks: Freshsales; Freshworks CRM; Freshmarketer
Sugar: SugarCRM; Sugar Sell
Insightly: Insightly
Copper: Copper CRM
Outreach: Outreach; Outreach.io
Gong: Gong; Gong.io
Clari: Clari
ZoomInfo: ZoomInfo; ZoomInfo SalesOS
Apollo: Apollo.io
Seismic: Seismic
Highspot: Highspot
Showpad: Showpad
6sense: 6sense
Demandbase: Demandbase
Bombora: Bombora
G2: G2 buyer intent
Klaviyo: Klaviyo
Mailchimp: Mailchimp; Intuit Mailchimp
Braze: Braze
Iterable: Iterable
Bloomreach: Bloomreach
Sprinklr: Sprinklr
Hootsuite: Hootsuite
Sprout Social: Sprout Social
Meltwater: Meltwater
Cision: Cision
Brandwatch: Brandwatch
Semrush: Semrush
Ahrefs: Ahrefs
Moz: Moz Pro
Conductor: Conductor SEO
BrightEdge: BrightEdge
Optimizely: Optimizely Web Experimentation
VWO: VWO
Contentsquare: Contentsquare
Hotjar: Hotjar
FullStory: FullStory
Google: Google Analytics 360; GA4 360; Google Analytics; Google Marketing Platform; Campaign Manager 360; Display & Video 360; DV360; Search Ads 360
The Trade Desk: The Trade Desk
Shopify: Shopify Plus; Shopify
BigCommerce: BigCommerce
commercetools: commercetools
Salsify: Salsify
Akeneo: Akeneo PIM
Bynder: Bynder
Widen: Widen Collective; Acquia DAM
Aprimo: Aprimo
Sitecore: Sitecore Content Hub
Contentstack: Contentstack
WordPress: WordPress VIP; WP Engine; WPEngine
Wix: Wix
Squarespace: Squarespace
Webflow: Webflow
Unbounce: Unbounce
Yext: Yext
Birdeye: Birdeye
Reputation: Reputation.com
Conga: Conga CPQ; Conga
DealHub: DealHub CPQ
PROS: PROS pricing
Vendavo: Vendavo
Zilliant: Zilliant
Model N: Model N
Veeva: Veeva CRM; Veeva Systems; Veeva
IQVIA: IQVIA OCE
Bullhorn: Bullhorn CRM
Yardi: Yardi Voyager; Yardi
RealPage: RealPage
MRI: MRI Software
@AP_BS saas B_CS
Salesforce: Service Cloud; Salesforce Service Cloud; Field Service Lightning; Salesforce Field Service; Salesforce Service Cloud Voice
Zendesk: Zendesk; Zendesk Suite; Zendesk Support; Zendesk Guide; Zendesk Sell
Freshworks: Freshdesk; Freshdesk Omni; Freshchat; Freshcaller
Intercom: Intercom
Gladly: Gladly
Kustomer: Kustomer
Gorgias: Gorgias
Help Scout: Help Scout
LivePerson: LivePerson
Sprinklr: Sprinklr Service
Medallia: Medallia
Qualtrics: Qualtrics CustomerXM; CustomerXM; Qualtrics XM
InMoment: InMoment
Microsoft: Dynamics 365 Customer Service; Dynamics 365 Field Service; Dynamics 365 Contact Center
ServiceNow: ServiceNow Customer Service Management; ServiceNow CSM; ServiceNow Field Service Management
Oracle: Oracle Service Cloud; RightNow; Oracle RightNow; Oracle Field Service; TOA Technologies
SAP: SAP Service Cloud; SAP Field Service Management
IFS: IFS Field Service Management
ServiceMax: ServiceMax
Salesforce: ClickSoftware
Uber for Business: Uber for Business
Ada: Ada chatbot
Drift: Drift
Zoho: Zoho Desk
Kayako: Kayako
Front: Front app
Aircall: Aircall customer support
athenahealth: athenahealth; athenaOne
Allscripts: Allscripts; Veradigm
eClinicalWorks: eClinicalWorks
NextGen: NextGen Healthcare
Netsmart: Netsmart
PointClickCare: PointClickCare
Salesforce: Salesforce Health Cloud service
Guidewire: Guidewire ClaimCenter; ClaimCenter
CCC Intelligent Solutions: CCC ONE; CCC Intelligent Solutions; CCC ONE Estimating
Duck Creek: Duck Creek Claims
Temenos: Temenos; Temenos T24; T24; Temenos Transact; Temenos Infinity
FIS: FIS; FIS Profile; FIS Systematics; FIS Modern Banking Platform
Fiserv: Fiserv; Fiserv DNA; Fiserv Premier; Fiserv Signature
Jack Henry: Jack Henry; Jack Henry SilverLake; SilverLake
Finastra: Finastra; Fusion Essence; Finastra Fusion
nCino: nCino
Q2: Q2 digital banking
Alkami: Alkami
Mambu: Mambu
Thought Machine: Thought Machine Vault
Ellucian: Ellucian Banner; Banner; Ellucian Colleague; Colleague
Instructure: Canvas LMS; Instructure Canvas
Anthology: Blackboard Learn; Blackboard; Anthology
PowerSchool: PowerSchool
Oracle: Oracle Opera; Opera PMS; MICROS; Oracle MICROS; Simphony
Toast: Toast POS
NCR: NCR Aloha; NCR Voyix; NCR POS
Lightspeed: Lightspeed POS
Square: Square for Retail; Square POS
Sabre: Sabre; SabreSonic
Amadeus: Amadeus Altea; Amadeus
@AP_BS saas B_PM
Guidewire: Guidewire; Guidewire PolicyCenter; PolicyCenter; Guidewire Cloud; Guidewire InsuranceSuite; InsuranceSuite
Duck Creek: Duck Creek; Duck Creek Policy; Duck Creek OnDemand
Majesco: Majesco
Sapiens: Sapiens; Sapiens ALIS
Applied: Applied Epic; Applied Systems
Vertafore: Vertafore; AMS360
Aha: Aha!; Aha Roadmaps
Productboard: Productboard
Pendo: Pendo
Jama: Jama Connect; Jama Software
Arena: Arena PLM; Arena Solutions
Propel: Propel PLM
Centric: Centric PLM
Veeva: Veeva Vault QMS; Veeva Vault RIM; Veeva Vault; Vault eTMF; Veeva Vault eTMF; Vault Clinical; Vault CTMS
MasterControl: MasterControl
Sparta: Sparta TrackWise; TrackWise; Honeywell TrackWise
Benchling: Benchling
Dotmatics: Dotmatics
LabWare: LabWare LIMS; LabWare
Thermo Fisher: SampleManager LIMS
STARLIMS: STARLIMS
Medidata: Medidata Rave; Medidata; Rave EDC
Oracle: Oracle Clinical; Oracle Argus; Argus Safety; Oracle InForm
Simulations Plus: GastroPlus
Certara: Certara
@AP_BS sw B_PM
Siemens: Teamcenter; Siemens Teamcenter; Polarion; Siemens Polarion; Simcenter; Siemens Simcenter; Tecnomatix; Mendix PLM
Dassault: 3DEXPERIENCE; Dassault 3DEXPERIENCE; ENOVIA; Dassault ENOVIA; SIMULIA; Abaqus; DELMIA; Dassault DELMIA; BIOVIA; Medidata Dassault
PTC: Windchill; PTC Windchill; ThingWorx; PTC ThingWorx; Codebeamer; PTC Codebeamer; Vuforia; Arbortext; Servigistics
Ansys: Ansys; Ansys Mechanical; Ansys Workbench; Ansys Discovery; Ansys HFSS
Altair: Altair HyperMesh; HyperMesh; Altair OptiStruct
Hexagon: Hexagon; Hexagon MSC Nastran; MSC Software; Hexagon EAM; Hexagon PPM; Intergraph; Smart 3D
Aras: Aras Innovator; Aras PLM
Autodesk: Autodesk Fusion Manage; Fusion Lifecycle
Cadence: Cadence; Cadence Virtuoso; Cadence Allegro; OrCAD
Synopsys: Synopsys; Synopsys VCS; Synopsys Design Compiler
Siemens EDA: Mentor Graphics; Siemens EDA; Calibre; Xpedition; PADS
Keysight: Keysight PathWave; PathWave
Zuken: Zuken CR-8000; Zuken E3
MathWorks: MATLAB Simulink licences
National Instruments: LabVIEW; NI LabVIEW; TestStand
COMSOL: COMSOL Multiphysics; COMSOL
Dassault: SolidWorks PDM
@AP_BS saas B_MD
Blue Yonder: Blue Yonder; JDA Software; JDA; Blue Yonder Luminate; Blue Yonder WMS
Kinaxis: Kinaxis; Kinaxis RapidResponse; RapidResponse
o9: o9 Solutions
e2open: e2open
Manhattan: Manhattan Associates; Manhattan Active; Manhattan WMS; Manhattan SCALE
Körber: Körber WMS; HighJump; Korber
Descartes: Descartes; Descartes Systems
project44: project44
FourKites: FourKites
MercuryGate: MercuryGate TMS
Oracle: Oracle SCM Cloud; Oracle Transportation Management; OTM; Oracle WMS Cloud; Oracle Fusion SCM
SAP: SAP IBP; SAP Integrated Business Planning; SAP Digital Manufacturing
Infor: Infor Nexus; GT Nexus; Infor WMS; Infor SCE
Epicor: Epicor Kinetic manufacturing
Plex: Plex MES; Rockwell Plex
Rockwell: FactoryTalk; Rockwell FactoryTalk
AVEVA: AVEVA; AVEVA PI; OSIsoft PI; PI System; OSIsoft; AVEVA Wonderware; Wonderware; AVEVA MES
Aspen: AspenTech; Aspen Plus; Aspen HYSYS; HYSYS
GE Vernova: GE Proficy; Proficy; GE Digital
Honeywell: Honeywell Forge
Tulip: Tulip MES
Coupa: Coupa Supply Chain Design; LLamasoft
Anaplan: Anaplan supply chain
Logility: Logility
ToolsGroup: ToolsGroup
Relex: RELEX Solutions; RELEX
Flexport: Flexport
Samsara: Samsara; Samsara fleet
Geotab: Geotab
Verizon Connect: Verizon Connect; Fleetmatics
Omnitracs: Omnitracs
Trimble: Trimble Transportation; TMW Systems
ShipStation: ShipStation
FedEx Ship Manager: FedEx Ship Manager
UPS WorldShip: UPS WorldShip
Oracle: NetSuite WMS
IBM: IBM Maximo; Maximo; Maximo Application Suite; IBM Sterling Order Management; Sterling OMS; IBM Sterling Supply Chain
Infor: Infor EAM asset management
UpKeep: UpKeep CMMS
Fiix: Fiix CMMS
eMaint: eMaint
Prometheus Group: Prometheus Group
@AP_BS saas S_VP
Coupa: Coupa; Coupa BSM; Coupa Procurement; Coupa Pay; Coupa Invoicing; Coupa Sourcing; Coupa Contract Management
SAP: SAP Ariba; Ariba; Ariba Network; Ariba Buying; Ariba Sourcing; SAP Ariba Sourcing; Ariba Contracts; Ariba Supplier Management
Jaggaer: Jaggaer; SciQuest
Ivalua: Ivalua
GEP: GEP SMART; GEP
Zycus: Zycus
Basware: Basware
Tradeshift: Tradeshift
Procurify: Procurify
Zip: Zip procurement; Ziphq
Oracle: Oracle Procurement Cloud
Tungsten: Tungsten AP Automation; Kofax AP
SpendHQ: SpendHQ
Sievo: Sievo
Fairmarkit: Fairmarkit
Keelvar: Keelvar
Scout: Workday Strategic Sourcing; Scout RFP
Beeline: Beeline VMS
SAP: SAP Fieldglass VMS
Vroozi: Vroozi
EcoVadis: EcoVadis
Dun & Bradstreet: Dun & Bradstreet; D&B Hoovers; D&B
@AP_BS saas S_LEG
iManage: iManage; iManage Work; iManage Cloud
NetDocuments: NetDocuments
Icertis: Icertis; Icertis Contract Intelligence
Ironclad: Ironclad; Ironclad CLM
Agiloft: Agiloft
ContractPodAi: ContractPodAi
Thomson Reuters: Westlaw; Thomson Reuters Westlaw; Practical Law; HighQ; Thomson Reuters HighQ; CoCounsel
LexisNexis: LexisNexis; Lexis+; Lexis Nexis; CounselLink
Wolters Kluwer: ELM Solutions; Passport legal; TyMetrix
Relativity: Relativity; RelativityOne
Everlaw: Everlaw
Exterro: Exterro
Clio: Clio
Litera: Litera; Litera Compare; Workshare
Intapp: Intapp
Litera: Kira; Kira Systems; Litera Kira
Legisway: Legisway; Legisway Essentials
Mitratech: Mitratech; TeamConnect legal
Onit: Onit legal
Diligent: Diligent Boards; Diligent; BoardVantage
Nasdaq: Nasdaq Boardvantage
Brainloop: Brainloop
CSC Global: CSC entity management
Harbor: Kira Systems; Kira
Luminance: Luminance
Harvey: Harvey AI
@AP_BS saas S_RAC
Archer: Archer; RSA Archer; Archer GRC; Archer IRM
MetricStream: MetricStream
ServiceNow: ServiceNow IRM; ServiceNow GRC; ServiceNow Integrated Risk Management
AuditBoard: AuditBoard
Workiva: Workiva SOX
Diligent: Diligent HighBond; HighBond; Galvanize; ACL Analytics; ACL
Wolters Kluwer: TeamMate; TeamMate+
SAI360: SAI360
LogicGate: LogicGate Risk Cloud
NAVEX: NAVEX; NAVEX One; EthicsPoint; NAVEX EthicsPoint; PolicyTech; Convercent
Riskonnect: Riskonnect
Resolver: Resolver GRC
Fusion Risk: Fusion Risk Management; Fusion Framework
Origami: Origami Risk
LexisNexis: LexisNexis Bridger; Bridger Insight; World-Check; Refinitiv World-Check
Moody's: Moody's Analytics; Moody's KYC
Actimize: NICE Actimize; Actimize
SAS: SAS Anti-Money Laundering
Fenergo: Fenergo
ComplyAdvantage: ComplyAdvantage
Smarsh: Smarsh; Smarsh archiving
Global Relay: Global Relay
Bloomberg: Bloomberg Vault
Theta Lake: Theta Lake
Protiviti: Protiviti GRC
@AP_BS saas S_HSE
Intelex: Intelex; Intelex EHS
Enablon: Enablon; Wolters Kluwer Enablon
Cority: Cority
Sphera: Sphera; Sphera EHS
VelocityEHS: VelocityEHS; EHS Insight
Gensuite: Gensuite; Benchmark Gensuite
Quentic: Quentic
SafetyCulture: SafetyCulture; iAuditor
Ideagen: Ideagen; Ideagen Q-Pulse; Q-Pulse
Persefoni: Persefoni
Watershed: Watershed climate
Sweep: Sweep carbon
IsoMetrix: IsoMetrix
Evotix: Evotix; SHE Software
Alcumus: Alcumus
Avetta: Avetta
ISNetworld: ISNetworld; ISN
Everbridge: Everbridge; Everbridge Mass Notification
AlertMedia: AlertMedia
Rave Mobile: Rave Mobile Safety
@AP_BS saas S_PF
Planon: Planon; Planon IWMS
Eptura: Eptura; Archibus; Serraview; iOFFICE; SpaceIQ
IBM: IBM TRIRIGA; TRIRIGA; Maximo Real Estate and Facilities
Accruent: Accruent; Accruent Maintenance Connection; Lucernex; Accruent EMS
FM:Systems: FM:Systems
Spacewell: Spacewell
Corrigo: Corrigo; JLL Corrigo
ServiceChannel: ServiceChannel
Nuvolo: Nuvolo
Envoy: Envoy visitor management; Envoy
Proxyclick: Proxyclick
Brivo: Brivo access control
Verkada: Verkada; Verkada cameras; Verkada access control
Genetec: Genetec Security Center; Genetec
Lenel: LenelS2; Lenel OnGuard; OnGuard
HID: HID Global access cards; HID access control
Kastle: Kastle Systems
Siemens: Siemens Desigo; Desigo CC
Johnson Controls: Johnson Controls Metasys; Metasys; C-CURE; Software House C-CURE
Honeywell: Honeywell Pro-Watch; Pro-Watch
CoStar: CoStar; LoopNet
Visual Lease: Visual Lease
LeaseQuery: LeaseQuery
Nakisa: Nakisa Lease Administration
@AP_BS saas S_CC
Staffbase: Staffbase
Simpplr: Simpplr
Unily: Unily
LumApps: LumApps
Workvivo: Workvivo
Poppulo: Poppulo
Firstup: Firstup; SocialChorus; Dynamic Signal
ContactMonkey: ContactMonkey
Interact: Interact intranet
Igloo: Igloo Software
Akumina: Akumina
Microsoft: SharePoint intranet; Viva Connections
Adobe: Adobe Experience Manager; AEM; AEM Sites; Adobe Experience Manager Sites
Meltwater: Meltwater media monitoring
Cision: Cision PR Newswire; PR Newswire
Business Wire: Business Wire
Notified: Notified; GlobeNewswire
Q4: Q4 Inc investor relations
Brandfolder: Brandfolder
Frontify: Frontify
Lytho: Lytho
@AP_DEV saas
GitHub: GitHub; GitHub Enterprise; GitHub Enterprise Cloud; GitHub Enterprise Server; GitHub Copilot; Copilot Business; Copilot Enterprise; GitHub Advanced Security; GitHub Actions; GitHub Team; GitHub Codespaces
GitLab: GitLab; GitLab Ultimate; GitLab Premium; GitLab Dedicated; GitLab Duo
Atlassian: Jira; Jira Software; Atlassian Jira; Jira Cloud; Jira Data Center; Bitbucket; Bitbucket Cloud; Bitbucket Data Center; Bamboo; Atlassian Bamboo; Atlassian Cloud Premium; Atlassian Cloud Enterprise; Atlassian Compass; Atlassian Marketplace apps; Jira Premium; Jira Product Discovery; Atlassian licences
Microsoft: Azure DevOps; Azure DevOps Services; Azure Repos; Azure Pipelines; Azure Boards; Azure Test Plans; Azure Artifacts; App Center; Azure Dev/Test
CircleCI: CircleCI
Travis CI: Travis CI
Harness: Harness; Harness CD
JFrog: JFrog; JFrog Artifactory; Artifactory; JFrog Xray; JFrog Platform
Sonatype: Sonatype; Sonatype Nexus; Nexus Repository; Nexus Lifecycle; Nexus IQ
CloudBees: CloudBees; CloudBees CI; Jenkins; Jenkins Enterprise
Postman: Postman; Postman Enterprise
Sauce Labs: Sauce Labs
BrowserStack: BrowserStack
LambdaTest: LambdaTest
mabl: mabl
Applitools: Applitools
Cypress: Cypress Cloud
Selenium: Selenium; Selenium Grid
Sentry: Sentry; Sentry.io
Rollbar: Rollbar
LaunchDarkly: LaunchDarkly
Split: Split.io
Optimizely: Optimizely Feature Experimentation
Snyk: Snyk Code
Mend: WhiteSource
Codacy: Codacy
Tabnine: Tabnine
Anysphere: Cursor; Cursor Business
Codeium: Codeium; Windsurf
Replit: Replit
Vercel: v0
Expo: Expo EAS
Apple: Apple Developer Program; Xcode Cloud
Google: Google Play Console; Firebase; Google Firebase; Firebase Crashlytics
Microsoft: Xamarin
Zeplin: Zeplin
Storybook: Chromatic
Buildkite: Buildkite
Semaphore: Semaphore CI
Bitrise: Bitrise
Octopus: Octopus Deploy
Spinnaker: Armory Spinnaker
Argo: Argo CD; Argo Workflows
Gradle: Gradle Enterprise; Develocity
Veracode: Veracode SAST
Checkmarx: Checkmarx SAST
Testrail: TestRail; Gurock TestRail
Xray: Xray test management
PractiTest: PractiTest
Testlio: Testlio
Applause: Applause crowdtesting
uTest: uTest
Rainforest: Rainforest QA
Mulesoft: MuleSoft Anypoint Code Builder
-: software development; application development; app development; development tools; developer tools; ide licenses; source control; code repository; ci/cd; cicd; devops tooling; test automation; quality assurance; qa testing; software testing; test tools; performance testing; load testing; user acceptance testing; regression testing
@AP_DEV sw
Microsoft: Visual Studio subscriptions; Visual Studio Enterprise; Visual Studio Professional; MSDN; MSDN subscription; Visual Studio Code
SmartBear: SmartBear; SoapUI; ReadyAPI; TestComplete; Zephyr; Zephyr Scale; SwaggerHub; Swagger; BugSnag; Cucumber Studio; QAComplete; Collaborator
Tricentis: Tricentis; Tricentis Tosca; Tosca; qTest; Tricentis qTest; NeoLoad; Tricentis NeoLoad; Testim
OpenText: Micro Focus ALM; HP ALM; Quality Center; HP Quality Center; LoadRunner; Micro Focus LoadRunner; UFT; Unified Functional Testing; QTP; OpenText ALM Octane; ALM Octane; Fortify; Micro Focus Fortify
Perforce: Perforce; Helix Core; Perforce Helix; Puppet; Perforce BlazeMeter; BlazeMeter; Perfecto; Klocwork; Helix ALM
Katalon: Katalon Studio; Katalon
JetBrains: JetBrains; IntelliJ IDEA; IntelliJ; JetBrains All Products Pack; PyCharm; WebStorm; ReSharper; Rider; JetBrains TeamCity; TeamCity; YouTrack; JetBrains Space; DataGrip; CLion; GoLand; PhpStorm; JetBrains AI
SonarSource: SonarQube; SonarQube Enterprise; SonarCloud; SonarSource; SonarLint
Coverity: Coverity; Synopsys Coverity; Black Duck Coverity
Embarcadero: Embarcadero Delphi; Delphi; RAD Studio; C++Builder
Progress: Telerik DevCraft; Kendo UI
DevExpress: DevExpress
Syncfusion: Syncfusion Essential Studio; Syncfusion
Infragistics: Infragistics
Oracle: Oracle Java SE; Java SE Universal Subscription; Java SE subscription; Oracle Java; Oracle JDK; Java licence
Azul: Azul Platform Core; Azul Zulu; Azul
Red Hat: Red Hat build of OpenJDK
Eclipse: Eclipse IDE
Qt: Qt; Qt Group
Unity: Unity Pro; Unity Technologies; Unity
Epic Games: Unreal Engine
Balsamiq: Balsamiq
Axure: Axure RP
Parasoft: Parasoft
@AP_DEV con
Thoughtworks: Thoughtworks; ThoughtWorks
EPAM: EPAM; EPAM Systems
Globant: Globant
Endava: Endava
Luxoft: Luxoft
SoftServe: SoftServe
Grid Dynamics: Grid Dynamics
Toptal: Toptal
Andela: Andela
Turing: Turing.com
X-Team: X-Team
BairesDev: BairesDev
Netguru: Netguru
10up: 10up
Ciklum: Ciklum
DataArt: DataArt
Sigma Software: Sigma Software
Intellias: Intellias
N-iX: N-iX
ScienceSoft: ScienceSoft
Appnovation: Appnovation
Publicis Sapient: Publicis Sapient; Sapient
R/GA: R/GA
Valtech: Valtech
Perficient: Perficient
Nagarro: Nagarro
Apexon: Apexon
Qualitest: Qualitest
Planit: Planit Testing
Cigniti: Cigniti
@AP_BS sw B_MD
SAP: SAP EWM; SAP Extended Warehouse Management; SAP TM; SAP Transportation Management; SAP APO; SAP MII; SAP ME
Siemens: Opcenter; Siemens Opcenter; Opcenter Execution; Camstar
@AP_BS sw B_CS
Epic: Epic; Epic EHR; Epic Systems; Epic MyChart; MyChart; Epic Hyperspace; EpicCare; EpicCare Inpatient; EpicCare Ambulatory; Epic Beaker; Epic Willow; Epic Cadence; Epic Prelude; Epic Radiant; Epic OpTime; Epic ASAP; Epic Stork; Epic Cupid; Epic Tapestry; Epic Cogito; Epic Healthy Planet; Epic Rover; Epic Haiku; Epic Canto; Epic Bridges; Epic Caboodle; Epic Clarity
Oracle: Cerner; Oracle Cerner; Cerner Millennium; Oracle Health
MEDITECH: MEDITECH; MEDITECH Expanse; Expanse
Sectra: Sectra; Sectra PACS; Sectra IDS7
Philips: Philips IntelliSpace PACS; IntelliSpace PACS; IntelliSpace Portal
Agfa HealthCare: Agfa Enterprise Imaging; Agfa HealthCare
Fujifilm: Fujifilm Synapse; Synapse PACS
GE HealthCare: GE Centricity; Centricity PACS; GE HealthCare Centricity
Tribal: Tribal; Tribal SITS; SITS:Vision; SITS Vision; Tribal Edge
Scientia: Scientia; Scientia Enterprise; Syllabus Plus
@AP_BS sw S_FIN
Epic: Epic Resolute; Resolute Hospital Billing; Resolute Professional Billing
@AP_BS saas S_FIN
Waystar: Waystar
Strata Decision: Strata Decision; StrataJazz
Experian Health: Experian Health
@AP_BS saas S_VP
GHX: GHX; GHX Exchange; Global Healthcare Exchange
In-Tend: In-Tend; Intend e-tendering
@AP_BS saas S_HSE
RLDatix: RLDatix; Datix; DatixWeb; Datix Cloud IQ
Assessnet: Assessnet
@AP_BS saas S_RAC
JCAD: JCAD; JCAD CORE
@AP_BS saas B_SM
Blackbaud: Blackbaud; Raiser's Edge; Raiser's Edge NXT; Blackbaud Raiser's Edge NXT
@AP_BS saas B_CS
Wolters Kluwer: UpToDate; UpToDate Anywhere; Lexicomp
Nuance: Dragon Medical One; PowerScribe; PowerScribe One
@AP_BS sw S_FIN
CGI: CGI Momentum; Momentum Financials; CGI Momentum Financials
@AP_BS sw S_VP
Unison: Unison PRISM; PRISM contract writing
@AP_BS saas S_LEG
OPEXUS: OPEXUS; FOIAXpress
@AP_BS saas S_CC
Granicus: Granicus; GovDelivery
@AP_BS saas S_WF
ServiceNow: ServiceNow HR Service Delivery; ServiceNow HRSD; HR Service Delivery
@AP_BS sw S_FIN
Thomson Reuters: Elite 3E; Thomson Reuters Elite
Aderant: Aderant; Aderant Expert; Expert Sierra
Oracle: PeopleSoft Financials; PeopleSoft GL; PeopleSoft General Ledger; PeopleSoft FSCM
@AP_BS saas S_FIN
Guidewire: Guidewire BillingCenter; BillingCenter
Intapp: Intapp Time
Clearwater Analytics: Clearwater Analytics; Clearwater CWAN
@AP_BS saas S_RAC
Intapp: Intapp Open; Intapp Walls; Intapp Intake; Intapp Conflicts
EQS Group: EQS Integrity Line; EQS Group
@AP_BS sw S_RAC
Verisk: Verisk Touchstone; AIR Touchstone; Touchstone Re
Moody's: RMS RiskLink; Moody's RMS; RiskLink
@AP_BS saas B_SM
Intapp: Intapp DealCloud; DealCloud
@AP_BS saas B_PM
Earnix: Earnix; Earnix Price-It
@AP_BS sw B_PM
WTW: WTW Radar; Willis Towers Watson Radar; Radar Live
Dassault: CATIA; Dassault CATIA; DELMIA; ENOVIA
Siemens: Siemens NX; NX CAD; Solid Edge
PTC: Creo; PTC Creo
@AP_BS saas S_CC
Cision: Cision Communications Cloud
@AP_BS saas S_FIN
Sovos: Sovos; Sovos Brasil
@AP_BS saas S_WF
Gupy: Gupy
@AP_BS saas B_SM
RD Station: RD Station; RD Station Marketing
@AP_BS saas B_CS
Take Blip: Blip; Take Blip
@AP_BS saas B_MD
Intelipost: Intelipost
@AP_BS saas S_LEG
Projuris: Projuris
@AP_BS sw B_SM
Oracle: Oracle Retail Xstore; Xstore POS; Oracle Xstore
@AP_BS saas B_SM
Cegid: Cegid Retail; Cegid Retail Y2; Cegid
Tulip: Tulip Retail; Tulip clienteling
@AP_BS sw B_PM
Lectra: Lectra; Lectra Modaris; Modaris; Lectra Kaledo
CLO Virtual Fashion: CLO 3D; CLO Virtual Fashion
@AP_BS saas S_LEG
Anaqua: Anaqua
Legasis: Legasis
@AP_BS saas S_FIN
ClearTax: ClearTax; Clear GST
@AP_BS saas S_WF
HackerRank: HackerRank; HackerRank for Work
@AP_BS sw
# issue 30: software suppliers of UK public bodies (what each mainly sells: councils' planning, housing, legal, HR
# and payroll, committee, enforcement, address and library systems). A supplier's own name is its vendor name (a
# vendor default, held below 0.8 alone); only product names are products.
Idox: Idox; Idox Uniform; Idox EDMS
Idox Software: Idox Software
Iken: Iken; Iken Case Management
Iken Business: Iken Business
Northgate Information Solutions: Northgate Information Solutions
Northgate Public Services: Northgate Public Services
Northgate Public Sector: Northgate Public Sector
NorthgateArinso: NorthgateArinso; Northgate Arinso
NEC Software Solutions: NEC Software Solutions
Civica: Civica; Civica Financials; Civica Cx
MHR International: MHR International; iTrent; MHR iTrent
Midland Software: Midland Software; Midland HR
Firmstep: Firmstep; Firmstep Achieve
Astun Technology: Astun Technology; Astun; iShare GIS
Imperial Civil Enforcement Solutions: Imperial Civil Enforcement Solutions
Looking Local: Looking Local
CAMMS: CAMMS
CAM Management Solutions: CAM Management Solutions
Locata: Locata; Locata Housing
Modern.Gov: Modern.Gov; ModernGov
Causeway Technologies: Causeway Technologies
Bibliotheca: Bibliotheca
GovTech Solutions: GovTech Solutions
Experian: QuickAddress; QuickAddress Pro; Experian QAS; Experian QuickAddress
# issue 30 (30g): more of what UK public bodies run — revenues, social care, waste, planning, housing, payroll,
# payments, electoral, libraries, GIS and web — each supplier's distinctive product names (no bare ordinary words)
Capita: Capita One
Capita: Capita Academy; Academy Revenues; Academy Benefits
Capita: Capita SIMS; SIMS.net
Capita: Capita Integrated Payments
Pay360: Pay360; Pay360 by Capita
Tascomi: Tascomi
Bartec Municipal Technologies: Bartec Municipal Technologies; Bartec Collective
Whitespace Work Software: Whitespace Work Software
Servelec: Servelec
Servelec: Servelec Mosaic
Servelec: Servelec Rio
OLM Systems: OLM Systems
OLM Systems: CareFirst
OLM Systems: OLM Eclipse
Civica: Spydus; Civica Spydus
Civica: Civica ICON
Civica: Civica Pay
Civica: Civica Paris
Xpress Software Solutions: Xpress Software Solutions; Xpress Electoral
Halarose: Halarose
Zellis: Zellis
Zellis: ResourceLink; Zellis ResourceLink
Cadcorp: Cadcorp; Cadcorp SIS
Arcus Global: Arcus Global
Aareon: Aareon
Aareon: Aareon QL
Orchard Information Systems: Orchard Information Systems
MRI Software: MRI Software
Jadu: Jadu
Jadu: Jadu CXM
Jadu: Jadu Continuum
Netcall: Netcall
Netcall: Netcall Liberty
GOSS Interactive: GOSS Interactive
Squiz: Squiz; Squiz Matrix
Contensis: Contensis
Abritas: Abritas
TechnologyOne: TechnologyOne; Technology One
Symology: Symology; Symology Insight
Mayrise: Mayrise
Yotta: Yotta Alloy
Yotta: Yotta Horizons
Chipside: Chipside
The Access Group: The Access Group; Access Group; Access Systems
The Access Group: AccessPay
The Access Group: Access Dimensions
Adelante Software: Adelante Software
ParentPay: ParentPay
Arbor Education: Arbor Education
Tucasi: Tucasi
Eploy: Eploy
GovMetric: GovMetric
ReadSpeaker: ReadSpeaker
Idox: Acolaid; Idox Acolaid
@DL_PPM sw
Wellingtone: Wellingtone
`;
