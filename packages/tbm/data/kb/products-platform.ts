/** Knowledge base: platform products (database, middleware, big data, containers, mainframe platform). Format: see products-infra.ts. */
export const PLATFORM = `
@PL_DB sw
Oracle: Oracle Database; Oracle DB; Oracle Database Enterprise Edition; Oracle Database Standard Edition; Oracle RAC; Real Application Clusters; Oracle Active Data Guard; Active Data Guard; Oracle Partitioning; Oracle Diagnostics Pack; Oracle Tuning Pack; Oracle Advanced Security; Oracle Advanced Compression; Oracle Multitenant; Oracle GoldenGate; GoldenGate; Oracle Enterprise Manager; Oracle TimesTen; Oracle MySQL Enterprise; MySQL Enterprise; MySQL; Oracle processor license; Oracle named user plus; Oracle NUP; Oracle ULA; Unlimited License Agreement; Oracle Database Appliance; ODA
Oracle: Exadata; Oracle Exadata; Exadata X9M; Exadata X10M; Exadata Cloud@Customer; Exadata Cloud at Customer; Oracle Zero Data Loss Recovery Appliance; ZDLRA
Microsoft: SQL Server; Microsoft SQL Server; SQL Server Enterprise; SQL Server Standard; SQL Server core license; SQL Server CAL; SQL Server Software Assurance
IBM: Db2; IBM Db2; DB2 LUW; Db2 for LUW; Informix; IBM Informix; Netezza; IBM Netezza
SAP: SAP HANA; HANA; SAP ASE; Sybase ASE; Sybase; SAP IQ; Sybase IQ; SAP MaxDB; SAP SQL Anywhere
PostgreSQL: PostgreSQL; Postgres; EDB Postgres; EnterpriseDB; EDB Postgres Advanced Server; Crunchy Data; Crunchy Postgres
MongoDB: MongoDB Enterprise Advanced; MongoDB Enterprise; MongoDB
Redis: Redis Enterprise; Redis; Redis Software
Couchbase: Couchbase; Couchbase Server; Couchbase Capella
DataStax: DataStax; DataStax Enterprise; DSE; DataStax Astra; Apache Cassandra; Cassandra
MariaDB: MariaDB; MariaDB Enterprise; SkySQL
Percona: Percona; Percona Server; Percona support
Neo4j: Neo4j; Neo4j Enterprise; Neo4j AuraDB
InterSystems: InterSystems IRIS; InterSystems Cache; Cache database
Progress: Progress OpenEdge; OpenEdge
Cockroach Labs: CockroachDB; Cockroach Labs
Yugabyte: YugabyteDB
SingleStore: SingleStore; MemSQL
Aerospike: Aerospike
InfluxData: InfluxDB
Timescale: TimescaleDB; Timescale
Quest: Toad; Toad for Oracle; Quest Toad; Foglight; Quest Foglight; SQL Optimizer
Redgate: Redgate; Redgate SQL Toolbelt; SQL Toolbelt; Redgate Flyway; Flyway
Idera: Idera; SQL Diagnostic Manager; ER/Studio; Embarcadero ER/Studio
SolarWinds: Database Performance Analyzer; SolarWinds DPA; SQL Sentry
Delphix: Delphix
Liquibase: Liquibase
Navicat: Navicat
DBeaver: DBeaver
Actian: Actian; Actian Ingres; Ingres
Firebird: Firebird SQL
Sybase: Adaptive Server Enterprise
Rimini Street: Rimini Street Oracle support
Spinnaker Support: Spinnaker Support
@PL_DB saas
InfluxData: InfluxDB Cloud
@PL_DB cloud
AWS: Amazon RDS; RDS; AWS RDS; Amazon Aurora; Aurora; Aurora PostgreSQL; Aurora MySQL; Amazon DynamoDB; DynamoDB; Amazon ElastiCache; ElastiCache; Amazon DocumentDB; DocumentDB; Amazon Neptune; Neptune; Amazon Keyspaces; Amazon MemoryDB; Amazon Timestream; AWS Database Migration Service; DMS; RDS reserved instances
Microsoft: Azure SQL Database; Azure SQL; Azure SQL Managed Instance; SQL Managed Instance; Azure Cosmos DB; Cosmos DB; CosmosDB; Azure Database for PostgreSQL; Azure Database for MySQL; Azure Cache for Redis; Azure SQL elastic pool
Google: Cloud SQL; Google Cloud SQL; Cloud Spanner; Spanner; Firestore; Cloud Firestore; Bigtable; Cloud Bigtable; AlloyDB; Memorystore; Firebase Realtime Database
Oracle: Oracle Autonomous Database; Autonomous Database; Autonomous Transaction Processing; ATP; OCI Database Service; Oracle Base Database Service; MySQL HeatWave; HeatWave
MongoDB: MongoDB Atlas; Atlas cluster
Redis: Redis Cloud
Neon: Neon Postgres
PlanetScale: PlanetScale
Supabase: Supabase
Aiven: Aiven
Upstash: Upstash
Fauna: Fauna
@PL_DB svc
Datavail: Datavail; Datavail remote DBA
Pythian: Pythian; Pythian managed DBA
@PL_MW sw
IBM: IBM MQ; MQ Series; WebSphere MQ; MQSeries; IBM Integration Bus; IIB; IBM App Connect; App Connect Enterprise; ACE; IBM WebSphere; WebSphere Application Server; WebSphere; WAS ND; WebSphere Liberty; Liberty; IBM Cloud Pak for Integration; Cloud Pak for Integration; IBM DataPower; DataPower; IBM API Connect; API Connect; IBM Sterling B2B Integrator; Sterling Integrator; Sterling File Gateway; IBM Event Streams; IBM ODM; Operational Decision Manager; IBM BPM; IBM Business Automation Workflow; IBM Cloud Pak for Business Automation; IBM FileNet; FileNet; IBM Content Manager
Oracle: WebLogic; Oracle WebLogic; WebLogic Server; Oracle Fusion Middleware; Fusion Middleware; Oracle SOA Suite; SOA Suite; Oracle Service Bus; Oracle Tuxedo; Tuxedo; Oracle Coherence; Coherence; Oracle Internet Application Server; Oracle HTTP Server; Oracle Data Integrator; ODI; Oracle Identity Manager; Oracle Access Manager; Oracle WebCenter; WebCenter; Oracle BPM; Oracle Forms and Reports; Oracle Forms; Oracle APEX
TIBCO: TIBCO; TIBCO BusinessWorks; BusinessWorks; TIBCO EMS; Enterprise Message Service; TIBCO Rendezvous; TIBCO BusinessEvents; TIBCO Mashery; TIBCO MFT
Red Hat: JBoss; JBoss EAP; Red Hat JBoss; JBoss Enterprise Application Platform; Red Hat Fuse; Fuse; Red Hat AMQ; AMQ; Red Hat 3scale; 3scale; Red Hat Integration; Red Hat Runtimes; Red Hat Application Foundations; Red Hat Data Grid; Red Hat Decision Manager; Red Hat Process Automation Manager; Red Hat Single Sign-On
Software AG: webMethods; Software AG webMethods; webMethods Integration Server; Software AG; Software AG ARIS; Terracotta; Adabas webMethods; CentraSite
Informatica: Informatica; Informatica PowerCenter; PowerCenter; Informatica MDM; Informatica Data Quality; Informatica Axon; Informatica EDC; Informatica IDMC; Informatica B2B
Apache: Apache Tomcat; Tomcat; Apache HTTP Server; Apache ActiveMQ; ActiveMQ; RabbitMQ; Apache Camel; Apache ServiceMix
VMware: VMware Tanzu RabbitMQ; Tanzu RabbitMQ; Tanzu Application Service; Pivotal Cloud Foundry; PCF; Spring Runtime; Tanzu GemFire; GemFire
Axway: Axway; Axway API Gateway; Axway B2Bi; Axway SecureTransport; SecureTransport; Axway Amplify
Progress: Progress MOVEit; MOVEit; MOVEit Transfer; Progress Telerik; Telerik
GoAnywhere: GoAnywhere MFT; Fortra GoAnywhere
Globalscape: Globalscape EFT
Cleo: Cleo Harmony
Seeburger: Seeburger BIS; Seeburger
OpenText: OpenText B2B; GXS; OpenText Trading Grid; Trading Grid; OpenText Documentum; Documentum; OpenText Content Server; Content Server; OpenText Exstream; Exstream; OpenText Extended ECM; OpenText InfoArchive
Confluent: Confluent Platform; Confluent; Confluent Enterprise
Solace: Solace PubSub+; Solace
Kong: Kong; Kong Enterprise; Kong Konnect; Kong Gateway
Tyk: Tyk API Gateway
WSO2: WSO2; WSO2 API Manager; WSO2 Enterprise Integrator
Magic Software: Magic xpi
Jitterbit: Jitterbit; Jitterbit Harmony
SnapLogic: SnapLogic
Talend: Talend; Talend Data Fabric; Qlik Talend
Workato: Workato
Celigo: Celigo integrator.io
Zapier: Zapier
Tray.io: Tray.io
Pega: Pega; Pegasystems; Pega Platform; Pega Infinity
Appian: Appian
Camunda: Camunda
OutSystems: OutSystems
Mendix: Mendix; Siemens Mendix
Microsoft: BizTalk; BizTalk Server; Microsoft BizTalk; Microsoft Power Apps; Power Apps; Power Automate; Microsoft Power Automate; Power Platform; Microsoft Power Platform; Dataverse; IIS
UiPath: UiPath; UiPath Orchestrator; UiPath robots
Automation Anywhere: Automation Anywhere; Automation 360
Blue Prism: Blue Prism; SS&C Blue Prism
Nintex: Nintex; Nintex Workflow
Elastic: Elasticsearch; Elastic Stack; ELK; Elastic Enterprise Search; Elastic Platinum
Coveo: Coveo
Algolia: Algolia
Lucidworks: Lucidworks Fusion
Sitecore: Sitecore; Sitecore XP
Adobe: Adobe Experience Manager Assets; AEM Assets
Acquia: Acquia
Optimizely: Optimizely; Episerver
Contentful: Contentful
Kentico: Kentico
Progress: Sitefinity
Liferay: Liferay; Liferay DXP
Hyland: Hyland OnBase; OnBase; Hyland Perceptive; Alfresco; Hyland Alfresco; Nuxeo
Laserfiche: Laserfiche
M-Files: M-Files
Adobe: Adobe ColdFusion; ColdFusion
Redis: Hazelcast; Hazelcast Platform
GridGain: GridGain; Apache Ignite
Varnish: Varnish Enterprise
NGINX: NGINX Unit
@PL_MW cloud
MuleSoft: MuleSoft; MuleSoft Anypoint; Anypoint Platform; Anypoint; Mule runtime; MuleSoft Composer
Boomi: Boomi; Dell Boomi; Boomi AtomSphere; AtomSphere; Boomi integration
Confluent: Confluent Cloud
AWS: Amazon SQS; SQS; Amazon SNS; SNS; Amazon MQ; Amazon EventBridge; EventBridge; AWS Step Functions; Step Functions; Amazon API Gateway; API Gateway; Amazon MSK; MSK; Amazon Kinesis; Kinesis; AWS AppSync; Amazon OpenSearch Service; OpenSearch; Amazon CloudSearch; AWS Glue; Glue; Amazon SES; SES; AWS AppFlow; Amazon SageMaker; SageMaker; Amazon Bedrock; Bedrock; Amazon Rekognition; Amazon Textract; Amazon Comprehend; Amazon Lex; Amazon Polly; Amazon Transcribe; AWS IoT Core; Amazon Q
Microsoft: Azure Service Bus; Service Bus; Azure Logic Apps; Logic Apps; Azure API Management; APIM; Azure Event Hubs; Event Hubs; Azure Event Grid; Event Grid; Azure Integration Services; Azure Cognitive Search; Azure AI Search; Azure OpenAI; Azure OpenAI Service; Azure Machine Learning; Azure ML; Azure AI Services; Azure Cognitive Services; Cognitive Services; Azure Bot Service; Azure IoT Hub; IoT Hub; Azure Notification Hubs; Azure SignalR; Azure Communication Services; Azure Data Factory integration runtime; Microsoft Copilot Studio; Azure AI Foundry; Azure AI Studio
Google: Cloud Pub/Sub; Pub/Sub; Apigee; Google Apigee; Apigee X; Cloud Tasks; Cloud Scheduler; Vertex AI; Google Vertex AI; Gemini API; Google Gemini API; Document AI; Dialogflow; Dialogflow CX; Cloud Vision API; Speech-to-Text; Translation API; Cloud Natural Language; Google Maps Platform; Google Maps API; Vertex AI Search
OpenAI: OpenAI; OpenAI API; ChatGPT API; GPT-4 API; ChatGPT Enterprise; ChatGPT Team; ChatGPT
Anthropic: Anthropic; Claude; Anthropic API; Claude API; Claude Team; Claude Enterprise
Cohere: Cohere
Mistral: Mistral AI
Hugging Face: Hugging Face; Hugging Face Enterprise Hub
IBM: IBM watsonx; watsonx; watsonx.ai; Watson Assistant; IBM Watson; Watson Discovery
DataRobot: DataRobot
H2O.ai: H2O.ai; H2O Driverless AI
Dataiku: Dataiku; Dataiku DSS
Domino: Domino Data Lab
Pinecone: Pinecone
Weights & Biases: Weights & Biases; wandb
Scale AI: Scale AI
Cloudflare: Cloudflare Workers AI
Salesforce: Salesforce Platform; Salesforce Einstein; Einstein GPT
ServiceNow: ServiceNow App Engine; App Engine Studio
Auth0: Auth0 developer platform
Stripe: Stripe; Stripe payments
SendGrid: SendGrid
Mailgun: Mailgun
Postmark: Postmark
Azure: Azure Spring Apps
Algolia: Algolia Search
Solr: Apache Solr; Solr
@PL_MFDB sw
IBM: Db2 for z/OS; DB2 z/OS; Db2 zOS; DB2 for zOS; IMS DB; IMS; IBM IMS; IMS Database; IBM Db2 Analytics Accelerator; IDAA; Db2 Utilities Suite; QMF; IBM QMF; IBM InfoSphere Data Replication for z/OS
Broadcom: IDMS; CA IDMS; Datacom; CA Datacom; CA Database Management for DB2; CA Database Management Solutions for Db2 for z/OS; Broadcom Db2 Tools
Software AG: Adabas; Adabas mainframe; Adabas & Natural
BMC: BMC AMI Data; BMC Db2 tools; BMC AMI for Db2; BMC IMS tools; MainView for Db2
Rocket: Rocket Db2 tools; Rocket UniData; UniData; UniVerse; Rocket UniVerse
Compuware: File-AID for Db2
Precisely: Precisely Connect CDC; Connect CDC
@PL_MFMW sw
IBM: CICS; CICS TS; CICS Transaction Server; IBM CICS; IMS TM; IMS Transaction Manager; MQ for z/OS; IBM MQ for z/OS; MQSeries for z/OS; z/OS Connect; zOS Connect; z/OS Connect EE; IBM WebSphere for z/OS; WebSphere Application Server for z/OS; IBM Workload Scheduler for z/OS; TWS for z/OS; IBM Z Workload Scheduler; IBM Enterprise COBOL; Enterprise COBOL; COBOL compiler; IBM PL/I; PL/I; IBM Developer for z/OS; IBM ADDI; Application Discovery and Delivery Intelligence; IBM Debug Tool; IBM Fault Analyzer; IBM Application Performance Analyzer; IBM Z Open Automation Utilities; Language Environment
Broadcom: CA-7 Workload Automation; CA 7 Workload Automation; CA Workload Automation ESP; ESP Workload Automation; CA Gen; CA InterTest; InterTest; CA Librarian; CA Panvalet; Panvalet; CA Unicenter CA-11; CA-11; CA Netmaster; NetMaster; CA Telon; Brightside
BMC: Control-M for z/OS; BMC Control-M z/OS; BMC AMI Ops; BMC MainView for CICS; MainView for CICS; BMC MainView for MQ
Micro Focus: Micro Focus COBOL; Visual COBOL; Micro Focus Enterprise Developer; Rocket Visual COBOL
GT Software: GT Software Ivory
HostBridge: HostBridge
Macro 4: Macro 4 Tubes
@PL_BD cloud
Snowflake: Snowflake; Snowflake credits; Snowflake Data Cloud; Snowflake Enterprise; Snowflake capacity; Snowpark; Snowflake storage
Databricks: Databricks; Databricks DBU; DBU; Databricks Lakehouse; Databricks SQL; Databricks Unity Catalog; Azure Databricks; Databricks on AWS; Databricks premium; Mosaic AI
AWS: Amazon Redshift; Redshift; Redshift Serverless; Amazon EMR; EMR; Elastic MapReduce; Amazon Athena; Athena; AWS Lake Formation; Lake Formation; Amazon QuickSight; QuickSight; AWS Glue DataBrew; Amazon Managed Workflows for Apache Airflow; MWAA; Amazon Kinesis Data Analytics; Amazon Data Firehose; Kinesis Firehose; AWS Clean Rooms
Microsoft: Azure Synapse; Azure Synapse Analytics; Synapse; Azure Data Factory; ADF; Azure Data Explorer; ADX; Kusto; Azure HDInsight; HDInsight; Azure Stream Analytics; Stream Analytics; Microsoft Fabric; Fabric capacity; Azure Analysis Services; Microsoft Purview; Purview; Azure Data Lake Analytics; Power BI Pro; Power BI Premium; Power BI; Power BI Embedded; Power BI Premium Per User; PPU
Google: BigQuery; Google BigQuery; BigQuery Omni; Looker; Google Looker; Looker Studio; Dataflow; Google Dataflow; Dataproc; Google Dataproc; Cloud Composer; Dataplex; Dataform; Data Fusion; Cloud Data Fusion
Oracle: Oracle Autonomous Data Warehouse; Autonomous Data Warehouse; ADW; Oracle Analytics Cloud; OAC; Oracle Big Data Service
Elastic: Elastic Cloud; Elasticsearch Service
Fivetran: Fivetran
dbt Labs: dbt Cloud; dbt Labs
Matillion: Matillion; Matillion ETL
Stitch: Stitch Data
Airbyte: Airbyte Cloud; Airbyte
Hightouch: Hightouch
Census: Census reverse ETL
Monte Carlo: Monte Carlo data observability
Starburst: Starburst Galaxy; Starburst Enterprise; Trino
Dremio: Dremio
Firebolt: Firebolt
ClickHouse: ClickHouse Cloud; ClickHouse
Rockset: Rockset
Astronomer: Astronomer; Astro Airflow
Sigma: Sigma Computing
ThoughtSpot: ThoughtSpot
Mode: Mode Analytics
Domo: Domo
Amplitude: Amplitude Analytics
Mixpanel: Mixpanel
Heap: Heap Analytics
Segment: Twilio Segment; Segment CDP
Collibra: Collibra; Collibra Data Intelligence
Alation: Alation; Alation Data Catalog
Atlan: Atlan
data.world: data.world
Immuta: Immuta
Precisely: Precisely Data Integrity Suite
@PL_BD saas
Esri: ArcGIS Online
SAP: SAP Analytics Cloud; SAC
Qlik: Qlik Cloud
Tableau: Tableau Cloud; Tableau Online
@PL_BD sw
Cloudera: Cloudera; Cloudera Data Platform; CDP; Cloudera Enterprise; Hortonworks; HDP; Hortonworks Data Platform; MapR; HPE Ezmeral; Ezmeral; Cloudera CDH; CDH
Apache: Hadoop; Apache Hadoop; Apache Spark; Spark; Apache Kafka; Kafka; Apache Hive; Hive; Apache Flink; Flink; Apache Airflow; Airflow; Apache NiFi; NiFi; Apache HBase; HBase; Apache Druid; Druid; Apache Superset; Superset; Apache Iceberg; Delta Lake
Teradata: Teradata; Teradata Vantage; Vantage; Teradata IntelliFlex; IntelliFlex; Teradata QueryGrid; Teradata VantageCloud; VantageCloud
Tableau: Tableau; Tableau Creator; Tableau Explorer; Tableau Viewer; Tableau Server; Tableau Desktop; Salesforce Tableau; Tableau Prep
Qlik: Qlik; Qlik Sense; QlikView; Qlik Sense Enterprise; Qlik Replicate; Attunity; Qlik Compose; NPrinting
Microsoft: SQL Server Analysis Services; SSAS; SSIS; SQL Server Integration Services; SSRS; SQL Server Reporting Services; Power BI Report Server
SAP: SAP BusinessObjects; BusinessObjects; BOBJ; SAP BW; BW/4HANA; SAP Business Warehouse; SAP Datasphere; Datasphere; SAP Data Services; BODS; SAP Lumira; Crystal Reports; SAP Crystal Reports
Oracle: Oracle Business Intelligence; OBIEE; Oracle Analytics Server; Oracle Essbase BI; Oracle Big Data Appliance
IBM: IBM Cognos; Cognos; Cognos Analytics; IBM SPSS; SPSS; SPSS Statistics; SPSS Modeler; IBM DataStage; DataStage; InfoSphere DataStage; IBM InfoSphere; InfoSphere Information Server; IBM Netezza Performance Server; IBM Db2 Warehouse; IBM Cloud Pak for Data; Cloud Pak for Data; IBM Planning Analytics; TM1
MicroStrategy: MicroStrategy; Strategy ONE
SAS: SAS; SAS Viya; SAS Enterprise Guide; SAS Enterprise Miner; SAS Grid; SAS Visual Analytics; SAS 9.4; SAS Institute
Alteryx: Alteryx; Alteryx Designer; Alteryx Server
KNIME: KNIME; KNIME Server
RapidMiner: RapidMiner
Posit: Posit; RStudio; RStudio Connect; Posit Connect; RStudio Workbench
Anaconda: Anaconda; Anaconda Business
MathWorks: MATLAB; MathWorks MATLAB; Simulink
TIBCO: TIBCO Spotfire; Spotfire; TIBCO Jaspersoft; Jaspersoft; TIBCO Data Virtualization; Denodo
Denodo: Denodo Platform
Vertica: Vertica; Micro Focus Vertica; OpenText Vertica
Exasol: Exasol
Yellowbrick: Yellowbrick Data
Splunk: Splunk Data Stream Processor
Informatica: Informatica Big Data Management
Pentaho: Pentaho; Hitachi Pentaho
Sisense: Sisense
Yellowfin: Yellowfin BI
Board: Board International
Zoho: Zoho Analytics
Elastic: Kibana
Palantir: Palantir Foundry; Palantir; Palantir AIP; Palantir Gotham
Esri: ArcGIS; Esri ArcGIS; ArcGIS Enterprise; Esri
Wolfram: Mathematica
Stata: Stata; StataCorp
Minitab: Minitab
JMP: JMP Pro; SAS JMP
@PL_CO sw
Red Hat: OpenShift; Red Hat OpenShift; OpenShift Container Platform; OCP; OpenShift Platform Plus; OpenShift Kubernetes Engine; Red Hat Advanced Cluster Management; ACM; Red Hat Quay; Quay; Red Hat Advanced Cluster Security; StackRox; OpenShift Virtualization
SUSE: Rancher; SUSE Rancher; Rancher Prime; RKE2; K3s; NeuVector; SUSE NeuVector
VMware: Tanzu; VMware Tanzu; Tanzu Kubernetes Grid; TKG; Tanzu Platform; vSphere with Tanzu; Tanzu Mission Control; Tanzu Standard
Mirantis: Mirantis; Mirantis Kubernetes Engine; MKE; Docker Enterprise; Mirantis Container Runtime; Lens; Mirantis Lens
Docker: Docker; Docker Desktop
Kubernetes: Kubernetes; K8s; CNCF Kubernetes
Platform9: Platform9
D2iQ: D2iQ; DKP; Mesosphere; DC/OS
Portainer: Portainer Business
Spectro Cloud: Spectro Cloud Palette
Nutanix: Nutanix Kubernetes Engine; Karbon; NKE; Nutanix NKP
HashiCorp: Nomad; HashiCorp Nomad; Nomad Enterprise
JFrog: JFrog Container Registry
Harbor: Harbor registry
Istio: Istio; Tetrate; Solo.io; Gloo Mesh
Buoyant: Linkerd; Buoyant Enterprise for Linkerd
Kubecost: Kubecost
Cast AI: CAST AI
Humanitec: Humanitec
Upbound: Upbound Crossplane; Crossplane
Akuity: Akuity Argo CD
Codefresh: Codefresh
Aqua: Aqua Security container; Aqua Platform
Sysdig: Sysdig; Sysdig Secure; Sysdig Monitor
@PL_CO cloud
Docker: Docker Business; Docker Hub; Docker Team; Docker Pro; Docker Scout; Docker Build Cloud
Google: Google Cloud Run; Cloud Run
AWS: Amazon EKS; EKS; AWS EKS; Elastic Kubernetes Service; Amazon ECS; ECS; Elastic Container Service; AWS Fargate; Fargate; Amazon ECR; ECR; Elastic Container Registry; AWS App Runner; App Runner; ROSA; Red Hat OpenShift Service on AWS; EKS Anywhere
Microsoft: Azure Kubernetes Service; AKS; Azure Container Instances; ACI containers; Azure Container Apps; Container Apps; Azure Container Registry; ACR; Azure Red Hat OpenShift; ARO; Azure Spring Cloud
Google: Google Kubernetes Engine; Kubernetes Engine; GKE; GKE Autopilot; Anthos; Google Anthos; GKE Enterprise; Artifact Registry; Google Artifact Registry; Container Registry
Oracle: OCI Container Engine for Kubernetes; OKE
IBM: IBM Cloud Kubernetes Service; IKS; Red Hat OpenShift on IBM Cloud
DigitalOcean: DigitalOcean Kubernetes; DOKS
Linode: Linode Kubernetes Engine; LKE
@PL_MW saas
Acquia: Acquia Drupal Cloud
Sitecore: Sitecore XM Cloud
Cleo: Cleo Integration Cloud
Informatica: Informatica Intelligent Cloud Services; IICS
TIBCO: TIBCO Cloud Integration
SAP: SAP Integration Suite; SAP BTP; SAP Business Technology Platform; SAP Cloud Platform Integration; SAP CPI; SAP Cloud Integration
@PL_MW sw
SAP: SAP PI/PO; SAP Process Orchestration; SAP Process Integration; SAP PI; SAP XI
@PL_MW sw
InterSystems: HealthShare; InterSystems HealthShare; Health Connect; HealthShare Health Connect; InterSystems Ensemble
Infor: Infor Cloverleaf; Cloverleaf
Rhapsody: Rhapsody Integration Engine; Rhapsody
NextGen: Mirth Connect; Mirth
Corepoint: Corepoint Integration Engine; Corepoint
`;
