import { webhookSettingsInputSchema } from '@trusty/contracts';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage } from '../../../lib/api-client';
import { rotateWebhookSecret, saveWebhookUrl, useWebhook, useWebhookChange } from '../api/webhook';

/** The account webhook: where finished spreadsheet jobs are announced, and the signing secret. */
export function WebhookSettings() {
  const webhook = useWebhook();
  const save = useWebhookChange(saveWebhookUrl);
  const rotate = useWebhookChange(rotateWebhookSecret);
  // What the user typed, until saved; the stored URL otherwise.
  const [draft, setDraft] = useState<string | null>(null);
  const url = draft ?? webhook.data?.url ?? '';
  const [error, setError] = useState<string>();
  const [showSecret, setShowSecret] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = url.trim() === '' ? null : url.trim();
    const parsed = webhookSettingsInputSchema.safeParse({ url: value });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    save.mutate(value, {
      onSuccess: () => {
        setDraft(null);
        toast.success(value ? 'Webhook saved' : 'Webhook turned off');
      },
      onError: (failure) => setError(apiErrorMessage(failure, 'Could not save the webhook.')),
    });
  };

  return (
    <Card className="p-4 sm:p-6">
      <h2 id="webhook" className="text-lg font-semibold text-slate-900">
        Webhook
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Trusty posts to this address when a spreadsheet job finishes (events{' '}
        <code>spreadsheet.completed</code> and <code>spreadsheet.failed</code>), signed with the
        secret below, and retries with growing pauses until your server answers 2xx. https only;
        private and internal addresses are refused.
      </p>
      <form onSubmit={onSubmit} noValidate aria-labelledby="webhook" className="mt-4 space-y-3">
        <TextField
          label="Webhook URL"
          type="url"
          placeholder="https://example.com/trusty-webhook"
          value={url}
          onChange={(event) => setDraft(event.target.value)}
          error={error}
          hint="Leave empty to turn the webhook off."
          disabled={!webhook.isSuccess}
        />
        <Button type="submit" disabled={save.isPending || !webhook.isSuccess}>
          {save.isPending ? 'Saving...' : 'Save webhook'}
        </Button>
      </form>
      <div className="mt-5 space-y-2 text-sm">
        <p className="font-medium text-slate-800">Signing secret</p>
        <p className="text-slate-600">
          Each delivery carries <code>Trusty-Signature: t=…,v1=…</code>: the HMAC-SHA256 of{' '}
          <code>t.body</code> with this secret.
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <code className="rounded bg-slate-100 px-2 py-1 font-mono text-xs break-all">
            {webhook.data ? (showSecret ? webhook.data.secret : 'whsec_••••••••') : '…'}
          </code>
          <Button variant="outline" size="sm" onClick={() => setShowSecret((s) => !s)}>
            {showSecret ? 'Hide' : 'Show'}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={rotate.isPending}
            onClick={() =>
              rotate.mutate(undefined, {
                onSuccess: () => toast.success('New secret made: update your receiver'),
                onError: (failure) =>
                  toast.error(apiErrorMessage(failure, 'Could not make a new secret.')),
              })
            }
          >
            New secret
          </Button>
        </div>
      </div>
    </Card>
  );
}
