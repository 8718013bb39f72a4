/** Knowledge base: end-user and output products. Format: see products-infra.ts. */
export const WORKPLACE = `
@EU_WS hw
Viglen: Viglen
XMA: XMA
Misco: Misco
Probrand: Probrand
Stone Group: Stone Group; Stone Computers
BT Business Direct: BT Business Direct
PC World: PC World; PC World Business; Currys PC World; Currys Business
Ebuyer: Ebuyer
Dabs: Dabs.com; Dabs
PC Connection: PC Connection
Newegg: Newegg Business; Newegg
Dustin: Dustin
Dell: Latitude; Dell Latitude; Latitude 7440; Latitude 5440; Latitude 7450; Latitude 5540; Latitude 9440; OptiPlex; Dell OptiPlex; OptiPlex 7010; OptiPlex 7020; Precision; Dell Precision; Precision 5680; Precision 3660; Precision workstation; XPS; Dell XPS; Vostro; Dell Vostro; Dell Pro; Dell Pro Max; Dell monitor; Dell UltraSharp; UltraSharp; Dell P2723DE; Dell P2422H; Dell docking station; WD19; WD22TB4; Dell WD19TBS; Dell Wyse; Wyse thin client; Dell Chromebook; Dell Rugged
HP: EliteBook; HP EliteBook; EliteBook 840; EliteBook 860; EliteBook 1040; ProBook; HP ProBook; EliteDesk; HP EliteDesk; ProDesk; HP ProDesk; HP Z workstation; HP Z2; HP Z4; HP Z8; ZBook; HP ZBook; HP Elite Dragonfly; Dragonfly; HP EliteOne; HP Elite Mini; HP thin client; HP t640; HP monitors; HP E24; HP E27; HP USB-C dock; HP Thunderbolt dock; HP Chromebook; HP Envy; HP Pavilion; HP Spectre; HP Elite x360
Lenovo: ThinkPad; Lenovo ThinkPad; ThinkPad T14; ThinkPad T14s; ThinkPad X1 Carbon; X1 Carbon; ThinkPad X1 Yoga; ThinkPad L14; ThinkPad E14; ThinkPad P16; ThinkPad P1; ThinkCentre; Lenovo ThinkCentre; ThinkCentre M70q; ThinkCentre M90q; ThinkStation; Lenovo ThinkStation; ThinkVision; Lenovo ThinkVision; ThinkPad dock; ThinkPad Thunderbolt dock; IdeaPad; Lenovo IdeaPad; ThinkBook; Lenovo ThinkBook; Lenovo Chromebook
Apple: MacBook; MacBook Pro; MacBook Air; Apple MacBook; iMac; Mac mini; Mac Studio; Mac Pro; Apple Studio Display; Studio Display; Apple Magic Keyboard; Magic Keyboard; Magic Mouse; AppleCare for Mac; Apple Mac
Microsoft: Surface; Microsoft Surface; Surface Pro; Surface Laptop; Surface Book; Surface Go; Surface Studio; Surface Laptop Studio; Surface Hub
Acer: Acer TravelMate; TravelMate; Acer Veriton; Acer Chromebook; Acer monitor
ASUS: ASUS ExpertBook; ExpertBook; ASUS ProArt; ASUS monitor; ASUS Chromebook
Fujitsu: Fujitsu LIFEBOOK; LIFEBOOK; Fujitsu ESPRIMO; ESPRIMO; Fujitsu CELSIUS
Panasonic: Panasonic Toughbook; Toughbook; Toughpad
Getac: Getac rugged laptop; Getac
Dynabook: Dynabook; Toshiba Tecra; Tecra; Toshiba Portege
Samsung: Samsung Galaxy Book; Samsung monitor; Samsung ViewFinity
LG: LG UltraFine; LG gram; LG monitor
BenQ: BenQ monitor
ViewSonic: ViewSonic monitor
Logitech: Logitech MX Keys; MX Keys; Logitech MX Master; MX Master; Logitech keyboard; Logitech mouse; Logitech MK270; Logitech Combo; Logitech webcam C920; Logitech Brio; Brio webcam
Kensington: Kensington dock; Kensington lock; Kensington
Targus: Targus dock; Targus laptop bags; Targus
CalDigit: CalDigit dock
Belkin: Belkin dock; Belkin
Plugable: Plugable dock
Anker: Anker USB-C hub
IGEL: IGEL; IGEL OS; IGEL UD3; IGEL thin client
10ZiG: 10ZiG thin client
Stratodesk: Stratodesk NoTouch
Google: Chromebook; Chromebooks; ChromeOS Flex; Chrome Enterprise Upgrade; Chrome Education Upgrade; Chromebox
Framework: Framework Laptop
Raspberry Pi: Raspberry Pi; Raspberry Pi 4; Raspberry Pi 5; Raspberry Pi 400
-: laptop; laptops; notebook; notebooks; desktop; desktops; desktop pc; pc; pcs; workstation; workstations; thin client; thin clients; monitor; monitors; display screens; docking station; docking stations; docks; keyboard; keyboards; mice; mouse; headsets; laptop bags; laptop chargers; power adapters; usb-c hub; privacy screens; peripherals; computer accessories; end user devices; end user computing; pc refresh; laptop refresh; desktop refresh; end user hardware
@EU_WS sw
Citrix: Citrix; Citrix Virtual Apps and Desktops; Citrix Virtual Apps; Citrix Virtual Desktops; XenApp; XenDesktop; Citrix Workspace; Citrix Universal subscription; Citrix Platform License; Citrix Universal Hybrid Multi-Cloud; Citrix ADC VPX for VDI; Citrix Provisioning; Citrix Endpoint Management; Citrix StoreFront
VMware: VMware Horizon; Horizon; Horizon View; Horizon Enterprise; Horizon Universal; Omnissa Horizon; App Volumes; VMware App Volumes; Dynamic Environment Manager; Omnissa
Microsoft: Microsoft Windows; MS Windows; Windows operating system; Windows 11 Enterprise; Windows 10 Enterprise; Windows Enterprise E3; Windows Enterprise E5; Windows E3; Windows E5; Windows 11 Pro; Windows 10 Pro; Windows VDA; Windows Virtual Desktop Access; Windows Software Assurance; Windows upgrade; Windows desktop license; Windows Autopilot; Autopilot; Microsoft Configuration Manager; SCCM; MECM; Endpoint Configuration Manager; Microsoft Endpoint Manager; Windows 365; Windows 365 Enterprise; Cloud PC
Parallels: Parallels Desktop; Parallels RAS; Parallels Remote Application Server
Liquidware: Liquidware; Liquidware Stratusphere
ControlUp: ControlUp
Nexthink: Nexthink; Nexthink Infinity
Lakeside: Lakeside SysTrack; SysTrack
1E: 1E Tachyon; 1E
Tanium: Tanium; Tanium Endpoint Management
Ivanti: Ivanti Endpoint Manager; Ivanti EPM; LANDESK; Ivanti Workspace Control; RES ONE; AppSense; Ivanti Patch
HCL: BigFix; HCL BigFix; IBM BigFix
ManageEngine: ManageEngine Endpoint Central; Endpoint Central; Desktop Central; ManageEngine Desktop Central; ManageEngine Patch Manager Plus
Quest: KACE; Quest KACE; KACE SMA
NinjaOne: NinjaOne; NinjaRMM
N-able: N-able N-central; N-central; N-able RMM
Kaseya: Kaseya VSA; Kaseya
ConnectWise: ConnectWise Automate; ConnectWise ScreenConnect; ScreenConnect; ConnectWise Control
Automox: Automox
PDQ: PDQ Deploy; PDQ Inventory
Flexera: AdminStudio
Dell: Dell Command; Dell Optimizer
HP: HP Wolf Security; HP Sure Click
Lenovo: Lenovo Vantage; Lenovo Device Intelligence
TeamViewer: TeamViewer; TeamViewer Tensor
BeyondTrust: Bomgar; BeyondTrust Remote Support; Remote Support
LogMeIn: LogMeIn Rescue; LogMeIn Central; GoTo Resolve; LogMeIn Pro
Splashtop: Splashtop; Splashtop Enterprise
AnyDesk: AnyDesk
RealVNC: RealVNC; VNC Connect
@EU_WS cloud
Microsoft: Azure Virtual Desktop; AVD; Windows Virtual Desktop; WVD
AWS: Amazon WorkSpaces; WorkSpaces; AWS WorkSpaces; Amazon AppStream; AppStream 2.0; Amazon WorkSpaces Web; WorkSpaces Secure Browser
Google: Google Cloud Workstations
Nerdio: Nerdio; Nerdio Manager
Frame: Dizzion Frame; Nutanix Frame
Kasm: Kasm Workspaces
Apporto: Apporto
Shells: Shells cloud desktop
@EU_WS hwm
Dell: Dell ProSupport for PCs; ProSupport for PCs; Dell Accidental Damage; Dell Premium Support; Dell warranty extension
HP: HP Care Pack; Care Pack; HP Active Care
Lenovo: Lenovo Premier; Lenovo Accidental Damage Protection; ADP warranty
Apple: AppleCare; AppleCare for Enterprise; AppleCare+
@EU_MOB hw
Apple: iPhone; Apple iPhone; iPhone 15; iPhone 15 Pro; iPhone 14; iPhone 16; iPhone 13; iPhone SE; iPad; Apple iPad; iPad Pro; iPad Air; iPad mini; Apple Watch; Apple Pencil; AirPods
Samsung: Samsung Galaxy; Galaxy S24; Galaxy S23; Galaxy A54; Galaxy A35; Galaxy Tab; Galaxy Tab Active; Galaxy XCover; XCover; Galaxy Z Fold; Galaxy Z Flip; Samsung Knox; Samsung smartphone
Google: Pixel; Google Pixel; Pixel 8; Pixel 9; Pixel Tablet
Motorola: Motorola moto g; Motorola Edge; Motorola smartphone; ThinkPhone
Zebra: Zebra TC52; TC52; Zebra TC57; TC57; Zebra TC58; Zebra TC21; Zebra MC9300; MC9300; Zebra MC3300; Zebra ET40; Zebra handheld; Zebra mobile computer; Zebra scanner; Zebra DS2208; Zebra Workforce Connect
Honeywell: Honeywell CT40; CT40; Honeywell CT60; Honeywell Dolphin; Dolphin CT; Honeywell handheld; Honeywell Granit; Honeywell scanner
Datalogic: Datalogic Memor; Datalogic scanner
Nokia: Nokia smartphone; Nokia XR21
CAT: CAT S62; Cat phone
Sonim: Sonim XP; Sonim rugged phone
Garmin: Garmin inReach
OtterBox: OtterBox; OtterBox cases
-: mobile phones; mobile phone; smartphones; smartphone; cell phones; cell phone; tablets; tablet; handheld scanners; handheld; rugged handheld; mobile devices; phone cases; screen protectors; sim cards; mobile hotspot; mifi; ipads
@EU_MOB tel W_CON
Verizon: Verizon Wireless; Verizon mobile; Verizon cellular; Verizon One Talk; Verizon wireless plans
AT&T: AT&T Mobility; AT&T Wireless; AT&T FirstNet; FirstNet; AT&T mobile; AT&T cellular
T-Mobile: T-Mobile; T-Mobile for Business; T-Mobile USA; Sprint; Sprint wireless
Vodafone: Vodafone mobile; Vodafone mobile data; Vodafone Red; Vodafone roaming
EE: EE Business; EE mobile
O2: O2 mobile; O2 Business mobile
Three: Three UK; Three Business; 3 mobile
Orange: Orange mobile; Orange Business mobile
Telstra: Telstra mobile
América Móvil: Telcel; Claro mobile; Claro movil
Telefónica: Movistar; Movistar movil; Vivo Empresas; Vivo
Claro: Claro; Claro Empresas
Globe Telecom: Globe myBusiness; Globe Telecom; Globe Business
Airtel: Airtel postpaid; Airtel corporate postpaid
TIM Brasil: TIM Brasil; TIM Empresas
Rogers: Rogers Wireless
Bell: Bell Mobility
US Cellular: US Cellular; UScellular
Boost: Boost Mobile
Mint: Mint Mobile
Google: Google Fi
Airalo: Airalo eSIM
-: mobile plans; mobile plan; wireless plans; cellular plans; cellular service; mobile data plans; data plans; mobile voice; mobile data; roaming charges; roaming; sim plans; mobile airtime; airtime; cell phone bill; wireless bill; mobile bill; smartphone plans; tablet data plans; mobile broadband
@EU_MOB saas
Samsung: Knox Suite
Microsoft: Intune; Microsoft Intune; Intune Suite; Intune Plan 1; Intune Plan 2; Endpoint Manager mobile; Microsoft Intune Suite; Enterprise Mobility + Security; EMS E3; EMS E5; Enterprise Mobility and Security
Jamf: Jamf; Jamf Pro; Jamf Now; Jamf School; Jamf Protect; Jamf Connect; Jamf Business; Jamf Executive Threat Protection
VMware: Workspace ONE; VMware Workspace ONE; Workspace ONE UEM; AirWatch; VMware AirWatch; Omnissa Workspace ONE
Ivanti: MobileIron; Ivanti MobileIron; Ivanti Neurons for MDM; Ivanti UEM
BlackBerry: BlackBerry UEM; BlackBerry Work; BlackBerry Dynamics; BlackBerry Enterprise Server; BES
Citrix: XenMobile
IBM: MaaS360; IBM MaaS360
Kandji: Kandji
Mosyle: Mosyle; Mosyle Business
Addigy: Addigy
Hexnode: Hexnode
SOTI: SOTI MobiControl; MobiControl; SOTI ONE
42Gears: 42Gears SureMDM
Scalefusion: Scalefusion
ManageEngine: ManageEngine Mobile Device Manager Plus
Apple: Apple Business Manager; Apple Business Essentials; Apple Developer Enterprise
Google: Android Enterprise; Google Endpoint Management
Samsung: Knox Manage; Samsung Knox Manage
Zebra: Zebra StageNow; Zebra DNA
-: MDM; mobile device management; UEM; unified endpoint management; EMM; enterprise mobility management
@EU_MOB hwm
Apple: AppleCare+ for iPhone; AppleCare for iPad
Assurant: Assurant device protection; Assurant
Asurion: Asurion; Asurion device insurance
-: phone repairs; screen repairs; device insurance; mobile device insurance
@EU_NP hw
Arena Group: Arena Group
Océ: Oce; Océ
HP: LaserJet; HP LaserJet; LaserJet Enterprise; LaserJet Pro; Color LaserJet; HP OfficeJet; OfficeJet; HP PageWide; PageWide; HP DesignJet; DesignJet; HP toner; HP ink cartridges; HP printer; HP MFP; HP Smart Tank
Canon: Canon imageRUNNER; imageRUNNER; imageRUNNER ADVANCE; imageCLASS; Canon i-SENSYS; i-SENSYS; Canon MAXIFY; Canon printer; Canon toner; Canon imagePROGRAF; imagePROGRAF
Ricoh: Ricoh MFP; Ricoh IM C3000; Ricoh IM C; Ricoh MP C; Ricoh copier; Ricoh printer; Ricoh toner; Ricoh Aficio
Xerox: Xerox VersaLink; VersaLink; Xerox AltaLink; AltaLink; Xerox WorkCentre; WorkCentre; Xerox Phaser; Phaser; Xerox copier; Xerox B-series; Xerox C-series; Xerox toner; Xerox printer
Konica Minolta: Konica Minolta; Konica; bizhub; Konica Minolta bizhub; bizhub C300i; bizhub i-Series
Kyocera: Kyocera; Kyocera ECOSYS; ECOSYS; Kyocera TASKalfa; TASKalfa; Kyocera copier
Sharp: Sharp MX; Sharp copier; Sharp MFP
Toshiba: Toshiba e-STUDIO; e-STUDIO
Lexmark: Lexmark; Lexmark MX; Lexmark CX; Lexmark printer; Lexmark toner
Brother: Brother printer; Brother HL; Brother MFC; Brother label printer; Brother P-touch; P-touch; Brother QL; Brother toner
Epson: Epson WorkForce; WorkForce Pro; Epson EcoTank; EcoTank; Epson printer; Epson ink
Zebra: Zebra ZT410; ZT410; Zebra ZT411; Zebra ZD421; ZD421; Zebra ZD621; Zebra GK420; Zebra label printer; Zebra printer; Zebra ribbons; Zebra labels
Dymo: Dymo LabelWriter; LabelWriter; Dymo
OKI: OKI printer; OKI
Honeywell: Honeywell PC42; Intermec printer
SATO: SATO label printer
TSC: TSC label printer
Pantum: Pantum printer
-: printer; printers; network printers; copier; copiers; photocopier; photocopiers; mfp; multifunction printer; multifunction printers; multifunction device; toner; toner cartridges; ink cartridges; printer supplies; label printers; printer maintenance kit; fuser; drum unit; print fleet; click charges; click charge; page charges; copy charges; print volume
@EU_NP sw
PaperCut: PaperCut; PaperCut MF; PaperCut NG; PaperCut Hive
Kofax: Kofax ControlSuite; Equitrac; Kofax Equitrac; SafeCom; Kofax SafeCom; Kofax Printix; Printix; Tungsten Printix
YSoft: YSoft SafeQ; SafeQ
uniFLOW: uniFLOW; Canon uniFLOW
PrinterLogic: PrinterLogic; Vasion; Vasion Print
Pharos: Pharos Blueprint; Pharos Uniprint
LRS: LRS VPSX; VPSX
Microsoft: Universal Print; Microsoft Universal Print
ezeep: ezeep Blue
PrintVis: Print management software
@EU_NP saas
uniFLOW: uniFLOW Online
@EU_NP svc
HP: HP Managed Print Services; HP MPS; HP Managed Print
Xerox: Xerox Managed Print Services; Xerox MPS; Xerox managed print
Ricoh: Ricoh Managed Print; Ricoh Managed Document Services
Lexmark: Lexmark Managed Print Services
Canon: Canon Managed Print Services
Konica Minolta: Konica Minolta Optimized Print Services
Kyocera: Kyocera Managed Print Services
Sharp: Sharp Managed Print Services
-: managed print services; managed print; MPS
@EU_AV hw
Poly: Poly Studio; Poly Studio X30; Poly Studio X50; Poly Studio X70; Poly G7500; Poly Trio; Polycom Trio; Polycom RealPresence; RealPresence; Polycom Group Series; Poly Sync; Poly Voyager; Poly Blackwire; Blackwire; Poly Savi; Poly headsets; Polycom SoundStation
Logitech: Logitech Rally; Rally Bar; Rally Bar Mini; Logitech Rally Plus; Logitech MeetUp; MeetUp; Logitech Tap; Logitech Scribe; Logitech Roommate; Logitech Sight; Logitech Zone; Logitech Zone headset; Logitech room solutions
Cisco: Webex Room Kit; Room Kit; Webex Board; Webex Desk; Webex Room Bar; Room Bar; Cisco Room Kit Pro; Cisco Board Pro; Board Pro; Cisco Codec Pro; Cisco Desk Pro; Cisco TelePresence; TelePresence; Cisco Room Navigator; Cisco headset 730; Cisco Room Series
Crestron: Crestron; Crestron Flex; Crestron DM NVX; DM NVX; Crestron touch panel; Crestron Mercury; Crestron control processor; Crestron AirMedia; AirMedia; Crestron Fusion
Extron: Extron; Extron switcher; Extron TouchLink; Extron XTP
AMX: AMX; AMX NetLinx; Harman AMX
Biamp: Biamp; Biamp Tesira; Tesira; Biamp Parle
Shure: Shure MXA910; MXA910; Shure Microflex; Microflex; Shure MXA920; Shure microphones
QSC: QSC Q-SYS; Q-SYS; Q-SYS Core
Barco: Barco ClickShare; ClickShare; Barco projector; Barco video wall
Neat: Neat Bar; Neat Board; Neat Frame; Neat Pad
Yealink: Yealink MeetingBar; MeetingBar; Yealink A30; Yealink A20; Yealink MVC; Yealink RoomCast
Jabra: Jabra PanaCast; PanaCast; Jabra Evolve; Evolve2; Jabra Evolve2 65; Jabra Engage; Jabra Speak; Jabra headsets; Jabra Biz
EPOS: EPOS headset; Sennheiser headset; EPOS Expand; Sennheiser SC
Owl Labs: Meeting Owl; Owl Labs; Meeting Owl 3
Samsung: Samsung Flip; Samsung QM; Samsung display signage; Samsung conference display
LG: LG One:Quick; LG commercial display
Sony: Sony BRAVIA Professional; Sony projector
Epson: Epson projector; Epson PowerLite
NEC: NEC display; NEC projector; Sharp NEC
Christie: Christie projector
Panasonic: Panasonic projector
ViewSonic: ViewBoard; ViewSonic ViewBoard
Promethean: Promethean ActivPanel; ActivPanel
SMART: SMART Board; SMART Technologies
Microsoft: Surface Hub 2S; Surface Hub 3
Google: Google Meet hardware; Series One
Huddly: Huddly; Huddly IQ; Huddly L1
AVer: AVer camera; AVer VC520
Lifesize: Lifesize; Lifesize Icon
Vaddio: Vaddio; Vaddio RoboSHOT
Kramer: Kramer; Kramer VIA
Sennheiser: Sennheiser TeamConnect; TeamConnect Ceiling
Audio-Technica: Audio-Technica
Bose: Bose Videobar; Bose Professional
Mersive: Mersive Solstice; Solstice
Appspace: Appspace digital signage
Mvix: Mvix
BrightSign: BrightSign
-: video conferencing; video conference; conference room; meeting room; meeting rooms; boardroom; video bar; video bars; conference phone; speakerphone; speakerphones; webcams; webcam; conference camera; ptz camera; projector; projectors; interactive display; interactive whiteboard; digital signage; av equipment; audio visual; video wall; room kit; room systems; headset; usb headset; microphones; conference microphones; room booking panel; room scheduling panel
@EU_AV saas
Lifesize: Lifesize Cloud
Zoom: Zoom Rooms; Zoom Room; Zoom Webinars; Zoom Events; Zoom Rooms Controller; Zoom Video Webinar; Zoom Large Meetings
Microsoft: Teams Rooms; Microsoft Teams Rooms; Teams Rooms Pro; Teams Rooms Basic; Teams Rooms Premium; Teams Premium; Microsoft Teams Premium; Teams Live Events; Teams Shared Device; Teams Audio Conferencing; Audio Conferencing
Cisco: Webex; Cisco Webex; Webex Meetings; Webex Suite; Webex Webinars; Webex Events; Webex Enterprise Agreement; Webex Room Registration; Control Hub
Google: Google Meet; Google Meet hardware license
GoTo: GoToMeeting; GoTo Meeting; GoToWebinar; GoTo Webinar; GoToTraining
BlueJeans: BlueJeans; BlueJeans by Verizon
Pexip: Pexip; Pexip Infinity
Lifesize: Lifesize Cloud subscription
Vimeo: Vimeo Enterprise; Vimeo
Kaltura: Kaltura; Kaltura MediaSpace
ON24: ON24
Cvent: Cvent; Cvent Event Management
Hopin: Hopin
Hopin: RingCentral Events
Mentimeter: Mentimeter
Slido: Slido
Robin: Robin room booking
Condeco: Condeco; Eptura Condeco
Joan: Joan room display
Logitech: Logitech Sync
Poly: Poly Lens
Barco: XMS Cloud
Livestorm: Livestorm
Vidyard: Vidyard
Loom: Loom; Loom Business
Qumu: Qumu
Brightcove: Brightcove
Panopto: Panopto
Whereby: Whereby
StarLeaf: StarLeaf
-: web conferencing; webinar platform; video conferencing subscription; meeting licenses
@EU_SW saas
Microsoft: Microsoft 365; Microsoft 365 E3; Microsoft 365 E5; Microsoft 365 E1; Microsoft 365 F3; Microsoft 365 F1; Microsoft 365 Business Premium; Microsoft 365 Business Standard; Microsoft 365 Business Basic; Microsoft 365 Apps for enterprise; Microsoft 365 Apps; Microsoft 365 Copilot; Copilot for Microsoft 365; Microsoft Copilot; Office 365; Office 365 E3; Office 365 E5; Office 365 E1; Office 365 F3; O365 E3; M365 E3; M365 E5; Exchange Online; Exchange Online Plan 1; Exchange Online Plan 2; SharePoint Online; OneDrive; OneDrive for Business; Microsoft Teams; Teams; Teams Essentials; Teams Enterprise; Microsoft Teams Enterprise; Yammer; Viva Engage; Microsoft Viva; Viva Insights; Viva Suite; Microsoft Loop; Microsoft Planner; Microsoft Project Online; Project Online; Project Plan 3; Project Plan 5; Visio Plan 1; Visio Plan 2; Visio Online; Microsoft Stream; Microsoft Forms; Microsoft Bookings; Microsoft To Do; Microsoft Whiteboard; Microsoft Enterprise Agreement; Microsoft EA; Microsoft CSP; Microsoft MCA; Microsoft 365 Copilot Chat; Clipchamp
Google: Google Workspace; G Suite; GSuite; Google Workspace Business Starter; Google Workspace Business Standard; Google Workspace Business Plus; Google Workspace Enterprise; Gmail; Google Drive; Google Docs; Google Chat; Gemini for Google Workspace; Gemini Business; Gemini Enterprise; Google Vault; Google Voice; AppSheet
Adobe: Adobe Creative Cloud; Creative Cloud; Creative Cloud All Apps; Adobe Acrobat; Acrobat Pro; Acrobat Pro DC; Adobe Acrobat Pro; Acrobat Standard; Acrobat Reader; Adobe Acrobat Sign; Acrobat Sign; Adobe Sign; EchoSign; Adobe Photoshop; Photoshop; Adobe Illustrator; Illustrator; Adobe InDesign; InDesign; Adobe Premiere Pro; Premiere Pro; After Effects; Adobe After Effects; Adobe Express; Adobe Stock; Adobe Lightroom; Lightroom; Adobe XD; Adobe Firefly; Adobe Substance; Adobe Frame.io; Frame.io; Adobe VIP; Adobe ETLA; Adobe Creative Cloud for teams; Adobe Document Cloud; Document Cloud; Adobe Captivate; Captivate; Adobe FrameMaker; FrameMaker; Adobe Dreamweaver; Dreamweaver; Adobe Audition; Adobe Animate
Slack: Slack; Slack Enterprise Grid; Slack Business+; Slack Pro; Slack Enterprise; Salesforce Slack; Slack Huddles
Zoom: Zoom; Zoom for Government; Zoom Meetings; Zoom Pro; Zoom Business; Zoom Business Plus; Zoom Enterprise; Zoom One; Zoom Workplace; Zoom licences; Zoom Video Communications; Zoom AI Companion
Box: Box; Box Enterprise; Box Enterprise Plus; Box Business; Box Business Plus; Box.com; Box AI
Dropbox: Dropbox; Dropbox Business; Dropbox Advanced; Dropbox Enterprise; Dropbox Standard; Dropbox Sign; HelloSign; DocSend; Dropbox DocSend
DocuSign: DocuSign; DocuSign eSignature; DocuSign CLM; DocuSign Business Pro; DocuSign Enterprise; DocuSign IAM
Atlassian: Confluence; Atlassian Confluence; Confluence Cloud; Confluence Data Center; Trello; Atlassian Trello; Loom Atlassian; Atlassian Guard
Notion: Notion; Notion Labs; Notion Enterprise; Notion Business; Notion AI
Miro: Miro; Miro Enterprise; Miro Business; RealtimeBoard
Lucid: Lucidchart; Lucid; Lucidspark; Lucid Suite
Grammarly: Grammarly; Grammarly Business; Grammarly Enterprise
Evernote: Evernote; Evernote Teams
Canva: Canva; Canva for Teams; Canva Enterprise; Canva Pro
Figma: Figma; FigJam; Figma Professional; Figma Organization; Figma Enterprise; Dev Mode
Sketch: Sketch; Sketch Business
InVision: InVision
Smartsheet: Smartsheet Business
Airtable: Airtable; Airtable Enterprise; Airtable Business
Coda: Coda
Quip: Quip; Salesforce Quip
Workplace: Workplace from Meta; Meta Workplace
Webex: Webex Messaging
Mattermost: Mattermost
RingCentral: RingCentral Video
Otter: Otter.ai
Fireflies: Fireflies.ai
Calendly: Calendly; Calendly Teams
Doodle: Doodle
Pandadoc: PandaDoc
Adobe: Adobe Acrobat Pro 2020 subscription
SurveyMonkey: SurveyMonkey; Momentive; SurveyMonkey Enterprise
Qualtrics: Qualtrics CoreXM
Typeform: Typeform
Jotform: Jotform
Wrike: Wrike Business
ClickUp: ClickUp
Basecamp: Basecamp
Asana: Asana Business
Zoho: Zoho Workplace; Zoho Mail
ProtonMail: Proton Mail; Proton Business
Fastmail: Fastmail
Rackspace: Rackspace Email
Egnyte: Egnyte Business
ShareFile: ShareFile; Citrix ShareFile; Progress ShareFile
Citrix: Citrix Podio
Nitro: Nitro PDF; Nitro Pro; Nitro Productivity Suite
Foxit: Foxit PDF Editor; Foxit PhantomPDF; Foxit
Kofax: Kofax Power PDF; Power PDF; Tungsten Power PDF
Bluebeam: Bluebeam Revu; Bluebeam
Autodesk: AutoCAD LT; AutoCAD; Autodesk AutoCAD; Autodesk Revit; Revit; Autodesk Inventor; Inventor; Autodesk AEC Collection; AEC Collection; Autodesk Construction Cloud; BIM 360; Autodesk Fusion 360; Fusion 360; Autodesk Civil 3D; Civil 3D; Autodesk Navisworks; Navisworks; Autodesk 3ds Max; 3ds Max; Autodesk Maya; Maya; Autodesk Vault; Autodesk subscription
Trimble: SketchUp; Trimble SketchUp; Tekla; Trimble Tekla
Bentley: Bentley MicroStation; MicroStation; Bentley Systems; Bentley OpenRoads
Dassault: SOLIDWORKS; SolidWorks; Dassault SolidWorks
PTC: Mathcad; PTC Mathcad
Corel: CorelDRAW; Corel; CorelDRAW Graphics Suite; Parallels Desktop Business
Affinity: Affinity Designer; Affinity Photo
Camtasia: Camtasia
Articulate: Articulate 360; Articulate Storyline; Articulate Rise
Vyond: Vyond
Prezi: Prezi
Mural: Mural
Zoom: Zoom Whiteboard
Tableau: Tableau Reader
@EU_SW sw
Microsoft: Microsoft Office; Office Professional Plus; Office Pro Plus; Office 2021; Office LTSC; Office Standard; Office Home and Business; Microsoft Office Professional; Microsoft Visio; Visio; Visio Professional; Visio Standard; Microsoft Access; Microsoft Publisher; Office 2019; Office 2016; Microsoft Office Professional Plus
Adobe: Adobe Acrobat 2020; Acrobat 2020; Adobe Acrobat perpetual
TechSmith: Snagit; TechSmith Snagit; TechSmith Camtasia; TechSmith
WinZip: WinZip; WinZip Enterprise
RARLAB: WinRAR
7-Zip: 7-Zip
Notepad++: Notepad++
UltraEdit: UltraEdit; IDM UltraEdit
Beyond Compare: Beyond Compare; Scooter Software
Mozilla: Firefox ESR
Google: Chrome Enterprise; Google Chrome Enterprise
Microsoft: Microsoft Edge for Business
Nuance: Dragon NaturallySpeaking; Dragon Professional; Nuance Dragon; Dragon Medical One
Freedom Scientific: JAWS screen reader; JAWS; ZoomText; Fusion screen reader
Read&Write: Read&Write; Texthelp Read&Write; Texthelp
ABBYY: ABBYY FineReader; FineReader; ABBYY FlexiCapture; ABBYY
Mindjet: MindManager; Mindjet MindManager
XMind: XMind
OmniGroup: OmniGraffle
SmartDraw: SmartDraw
Parallels: Parallels Desktop for Mac
Microsoft: Microsoft 365 Apps perpetual
Mathsoft: Mathcad Prime
Wolfram: Wolfram Mathematica
Origin: OriginPro; OriginLab
GraphPad: GraphPad Prism; Prism GraphPad
EndNote: EndNote; Clarivate EndNote
Zotero: Zotero
Tableau: Tableau Public
Quark: QuarkXPress
Serif: Affinity Publisher
Pitstop: Enfocus PitStop
@OU_CP hw
Xerox: Xerox iGen; iGen; Xerox Versant; Versant; Xerox PrimeLink; PrimeLink; Xerox Nuvera; Nuvera; Xerox Baltoro; Xerox Iridesse; Iridesse; Xerox Rialto; Xerox production press; Xerox Trivor; Xerox Brenva; Xerox Impika
Canon: imagePRESS; Canon imagePRESS; imagePRESS C10010VP; Canon varioPRINT; varioPRINT; Canon ProStream; ProStream; Canon ColorStream; ColorStream; Canon Colorado; Oce; Canon Oce; Oce VarioPrint; Oce ColorWave; ColorWave; Canon production printer
Ricoh: Ricoh Pro C9200; Ricoh Pro C7200; Ricoh Pro C; Ricoh Pro 8300; Ricoh Pro VC70000; Ricoh Pro VC60000; Ricoh InfoPrint; InfoPrint; Ricoh TotalFlow; TotalFlow; Ricoh production print
Konica Minolta: AccurioPress; Konica Minolta AccurioPress; AccurioPrint; bizhub PRESS; bizhub PRO; AccurioJet
HP: HP Indigo; Indigo; HP PageWide Web Press; PageWide Web Press; HP PageWide Advantage; HP Latex
Kodak: Kodak Prosper; Prosper press; Kodak Nexfinity; Kodak Versamark
Screen: Screen Truepress; Truepress
Pitney Bowes: Pitney Bowes; Pitney Bowes inserter; Pitney Bowes Epic; Pitney Bowes franking; SendPro; Pitney Bowes mailing; Pitney Bowes postage meter; Relay inserter; Pitney Bowes Relay
Quadient: Quadient; Neopost; Quadient inserter; Quadient DS-200; Quadient franking; Quadient IS-Series
BlueCrest: BlueCrest; BlueCrest Epic; BlueCrest inserter
Bell and Howell: Bell and Howell inserter; Bell and Howell
Duplo: Duplo booklet maker; Duplo
Horizon: Horizon binder; Horizon folder
MBO: MBO folder
Standard Horizon: Standard Horizon StitchLiner
-: production printer; production printers; production print; print room; print centre; print center; reprographics; reprographic; central print; central printing; high-volume print; high volume printing; mailroom equipment; inserter; inserting machine; franking machine; postage meter; folding machine; booklet maker; print shop; digital press; continuous feed printer; cut sheet printer; paper stock; print paper; statement printing
@OU_CP sw
OpenText: OpenText Output Management; OpenText Exstream output; OpenText Output Transformation; StreamServe; OpenText StreamServe
Quadient: Quadient Inspire; Inspire Designer; GMC Inspire; Quadient Impress
Ricoh: Ricoh Process Director; Process Director; Ricoh FusionPro; FusionPro; Ricoh TotalFlow Print Manager
Xerox: Xerox FreeFlow; FreeFlow; Xerox FreeFlow Core; FreeFlow Core; Xerox DocuSP
Canon: PRISMAsync; PRISMA; Canon PRISMAproduction; PRISMAproduction; Oce PRISMA
Smartcom: Smart Communications
Messagepoint: Messagepoint
Precisely: EngageOne; Precisely EngageOne; Pitney Bowes EngageOne; Doc1; Precisely Doc1
Compart: Compart DocBridge; DocBridge
ISIS Papyrus: Papyrus; ISIS Papyrus
Crawford: Crawford Technologies
Solimar: Solimar Systems; Solimar
Objectif Lune: PReS Connect; Objectif Lune; OL Connect; PlanetPress
Printsoft: Printsoft
Kodak: Kodak Prinergy; Prinergy
EFI: EFI Fiery; Fiery; EFI Fiery server; EFI Pace; Fiery Command WorkStation
Enfocus: Enfocus Switch
@OU_CP svc
Broadridge: Broadridge; Broadridge print and mail; Broadridge Communications
DFIN: Donnelley Financial; RR Donnelley; RRD; RR Donnelley print
Conduent: Conduent print and mail; Conduent
Canon: Canon Business Process Services; Canon BPS
Xerox: Xerox production print centre services; Xerox print centre; Xerox managed document services
Ricoh: Ricoh production print services; Ricoh onsite services
Iron Mountain: Iron Mountain print and mail
Kubra: KUBRA; Kubra print
Cenveo: Cenveo
Deluxe: Deluxe print and mail
Doxim: Doxim
Fiserv: Fiserv output solutions
Computershare: Computershare print
InfoSend: InfoSend
DATAMATX: DATAMATX
OSG: OSG billing services
Quadient: Quadient mail services
-: print and mail; print & mail; statement print; statement printing vendor; bulk mailing; mail house; lettershop
@EU_WS saas
Citrix: Citrix DaaS; Citrix Cloud; Citrix Desktop as a Service
@EU_MOB hwm
Zebra: Zebra OneCare; OneCare; Zebra OneCare Essential; Zebra OneCare Select
@EU_WS hwm
Dell: ProSupport for client; ProSupport Plus for client; Dell ProSupport Plus for client; Dell ProSupport for client
`;
