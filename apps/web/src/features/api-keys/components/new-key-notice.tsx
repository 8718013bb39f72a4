import type { CreatedApiKey } from '@trusty/contracts';
import { Copy } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/** The new key, shown this once: the server keeps only its hash. */
export function NewKeyNotice(props: { created: CreatedApiKey; onDone(): void }) {
  const { key, apiKey } = props.created;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(key);
      toast.success('Key copied');
    } catch {
      toast.error('Could not copy: select the key and copy it.');
    }
  };
  return (
    <Card className="border-amber-300 bg-amber-50 p-4 sm:p-6" role="status">
      <h2 className="text-lg font-semibold text-slate-900">Your new key “{apiKey.name}”</h2>
      <p className="mt-1 text-sm text-slate-700">
        Copy it now: it is shown only this once. Trusty keeps only a hash of it, so it cannot be
        shown again. Keep it secret, like a password.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          data-testid="new-api-key"
          className="block overflow-x-auto rounded-lg bg-white px-3 py-2 font-mono text-sm break-all text-slate-900 ring-1 ring-amber-200"
        >
          {key}
        </code>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => void copy()}>
            <Copy aria-hidden="true" className="h-4 w-4" />
            Copy
          </Button>
          <Button size="sm" onClick={props.onDone}>
            I have saved it
          </Button>
        </div>
      </div>
    </Card>
  );
}
