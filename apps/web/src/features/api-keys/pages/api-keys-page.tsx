import type { CreatedApiKey } from '@trusty/contracts';
import { API_KEY_RATE_LIMIT } from '@trusty/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { CreateKeyForm } from '../components/create-key-form';
import { DeliveryLog } from '../components/delivery-log';
import { KeysTable } from '../components/keys-table';
import { NewKeyNotice } from '../components/new-key-notice';
import { WebhookSettings } from '../components/webhook-settings';

/** API keys, the account webhook and its delivery log (linked from the Profile). */
export function ApiKeysPage() {
  useDocumentTitle('API keys');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">API keys</h1>
        <p className="text-sm text-slate-600">
          Keys let your programs classify costs as you, with your credits and rules. Each key may
          make {API_KEY_RATE_LIMIT.requestsPerMinute} calls a minute. See the{' '}
          <Link to={paths.apiDocs} className="font-medium text-brand-700 hover:underline">
            API reference
          </Link>
          .
        </p>
      </div>
      {created && <NewKeyNotice created={created} onDone={() => setCreated(null)} />}
      <CreateKeyForm onCreated={setCreated} />
      <KeysTable />
      <WebhookSettings />
      <DeliveryLog />
    </div>
  );
}
