import { API_KEY_RATE_LIMIT, BATCH_MAX_ITEMS } from '@trusty/contracts';

/** The reference page's worked examples, one per thing a program does. */
export interface CurlExample {
  id: string;
  title: string;
  text: string;
  code: string;
}

export function curlExamples(origin: string): CurlExample[] {
  const base = `${origin}/api/v1`;
  return [
    {
      id: 'keys',
      title: 'Authenticate with an API key',
      text: `Create a key on Profile → API keys (it is shown once). Send it as a Bearer token; it acts as you, with your credits, rules and results. ${API_KEY_RATE_LIMIT.requestsPerMinute} calls a minute per key: every answer carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset; past the limit, 429 with Retry-After.`,
      code: `export TRUSTY_KEY=trusty_…   # from Profile → API keys\ncurl -s ${base}/tbm/user-stats -H "Authorization: Bearer $TRUSTY_KEY"`,
    },
    {
      id: 'single',
      title: 'Classify one cost',
      text: 'One credit when the engine classifies it; free when one of your rules decides it or nothing is recognised.',
      code: `curl -s ${base}/tbm/categorize \\\n  -H "Authorization: Bearer $TRUSTY_KEY" -H "Content-Type: application/json" \\\n  -d '{"costName": "Cisco SmartNet renewal"}'`,
    },
    {
      id: 'batch',
      title: 'Classify a batch',
      text: `Up to ${BATCH_MAX_ITEMS.toLocaleString('en-US')} items, answered in order with your ids. Your rules decide first (free); the batch is quoted and refused with 402 (needed, available) if your credits do not cover it, else charged once for the items classified. Send an Idempotency-Key so a retry returns the first answer and charges nothing more. The batch appears in Results as one entry.`,
      code: `curl -s ${base}/tbm/categorize/batch \\\n  -H "Authorization: Bearer $TRUSTY_KEY" -H "Content-Type: application/json" \\\n  -H "Idempotency-Key: erp-export-2026-11-27" \\\n  -d '{"items": [\n    {"id": "GL-1001", "costName": "AmazonEC2 BoxUsage:m5.large", "vendor": "AWS", "amount": 1234.5, "currency": "USD"},\n    {"id": "GL-1002", "costName": "Contractor - SAP Basis", "glAccount": "6100-20", "costCentre": "IT-OPS"}\n  ]}'`,
    },
    {
      id: 'spreadsheets',
      title: 'Upload a spreadsheet and poll it',
      text: 'With a callbackUrl field (or the header Prefer: respond-async) the upload answers 202 once queued; poll its status, then download the result.',
      code: `curl -s ${base}/tbm/excel/process -H "Authorization: Bearer $TRUSTY_KEY" \\\n  -H "Prefer: respond-async" -F "excelFile=@ledger.xlsx"\n# → {"success":true,"data":{"processId":"…","state":"queued","statusUrl":"/api/v1/tbm/excel/status/…"}}\ncurl -s ${base}/tbm/excel/status/$PROCESS_ID -H "Authorization: Bearer $TRUSTY_KEY"\ncurl -s -o result.xlsx ${base}/tbm/excel/download/$PROCESS_ID -H "Authorization: Bearer $TRUSTY_KEY"`,
    },
    {
      id: 'webhooks',
      title: 'Be told when a job is done',
      text: 'Give an upload a callbackUrl, or set the account webhook on the API keys page. Trusty posts {event, processId, state, result, statusUrl, downloadUrl}, signed: Trusty-Signature: t=<unix time>,v1=<HMAC-SHA256 of "t.body" with your secret>. Answer 2xx; failures are retried with growing pauses and shown in the delivery log. Targets must be https and public.',
      code: `curl -s ${base}/tbm/excel/process -H "Authorization: Bearer $TRUSTY_KEY" \\\n  -F "callbackUrl=https://example.com/trusty-done" -F "excelFile=@ledger.xlsx"\n\n# Checking the signature (Node.js):\n# const [t, v1] = header.split(',').map((p) => p.split('=')[1]);\n# const mac = crypto.createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest('hex');\n# ok = crypto.timingSafeEqual(Buffer.from(mac, 'hex'), Buffer.from(v1, 'hex'))\n#      && Math.abs(Date.now() / 1000 - Number(t)) < 300;`,
    },
  ];
}
