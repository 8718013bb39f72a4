import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/document-title';
import { useOpenApi, type JsonSchema, type OpenApiOperation } from '../api/get-openapi';
import { curlExamples } from '../lib/curl-examples';

const METHOD_TONE: Record<string, string> = {
  get: 'bg-sky-100 text-sky-800',
  post: 'bg-green-100 text-green-800',
  put: 'bg-amber-100 text-amber-800',
  patch: 'bg-amber-100 text-amber-800',
  delete: 'bg-red-100 text-red-800',
};

function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return 'any';
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.oneOf || schema.anyOf)
    return (schema.oneOf ?? schema.anyOf ?? []).map(typeOf).join(' | ');
  if (schema.type === 'array') return `${typeOf(schema.items)}[]`;
  return [schema.type ?? 'object'].flat().join(' | ');
}

/** The fields of an object schema, one line each. */
function Fields({ schema }: { schema: JsonSchema }) {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) return <p className="text-slate-600">{typeOf(schema)}</p>;
  return (
    <ul className="space-y-1">
      {properties.map(([name, field]) => (
        <li key={name}>
          <code className="font-mono text-slate-900">{name}</code>
          <span className="text-slate-500">
            {' '}
            {typeOf(field)}
            {schema.required?.includes(name) ? ', required' : ''}
            {field.maxItems ? `, at most ${field.maxItems.toLocaleString('en-US')}` : ''}
          </span>
          {field.type === 'array' && field.items?.properties && (
            <div className="ml-4 border-l border-slate-200 pl-3">
              <Fields schema={field.items} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function Operation({ method, path, op }: { method: string; path: string; op: OpenApiOperation }) {
  const scope = op['x-api-key-scope'];
  const body = op.requestBody?.content;
  const bodyType = body ? Object.keys(body)[0] : undefined;
  const ok = op.responses?.['200'] ?? op.responses?.['201'];
  const okSchema = ok?.content ? Object.values(ok.content)[0]?.schema : undefined;
  const headers = (op.parameters ?? []).filter((p) => p.in === 'header');
  return (
    <li className="border-t border-slate-100 py-3 first:border-t-0">
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={`rounded px-2 py-0.5 font-mono text-xs font-semibold uppercase ${METHOD_TONE[method] ?? ''}`}
        >
          {method}
        </span>
        <code className="font-mono text-sm break-all text-slate-900">{path}</code>
        <span className="text-xs text-slate-500">
          {scope
            ? `API key (${scope}) or session`
            : op.security?.length
              ? 'signed-in session only'
              : 'public'}
        </span>
      </div>
      {(body || headers.length > 0 || okSchema) && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-brand-700">Request and answer</summary>
          <div className="mt-2 grid gap-3 md:grid-cols-2">
            <div>
              <p className="font-medium text-slate-800">
                Request{bodyType ? ` (${bodyType})` : ''}
              </p>
              {headers.map((h) => (
                <p key={h.name}>
                  Header <code className="font-mono">{h.name}</code>
                  <span className="text-slate-500"> {h.required ? 'required' : 'optional'}</span>
                </p>
              ))}
              {body && bodyType && body[bodyType]?.schema ? (
                <Fields schema={body[bodyType].schema} />
              ) : (
                !headers.length && <p className="text-slate-600">No body</p>
              )}
            </div>
            <div>
              <p className="font-medium text-slate-800">Answer</p>
              {okSchema ? (
                <pre className="max-h-64 overflow-auto rounded bg-slate-50 p-2 text-xs">
                  {JSON.stringify(okSchema, null, 1)}
                </pre>
              ) : (
                <p className="text-slate-600">{ok?.description ?? 'See the examples'}</p>
              )}
            </div>
          </div>
        </details>
      )}
    </li>
  );
}

/** /docs/api: how to call Trusty from a program, from the API's own OpenAPI document. */
export function ApiDocsPage() {
  useDocumentTitle('API reference');
  const document = useOpenApi();
  const examples = curlExamples(window.location.origin);
  const byTag = new Map<string, Array<{ method: string; path: string; op: OpenApiOperation }>>();
  for (const [path, operations] of Object.entries(document.data?.paths ?? {}))
    for (const [method, op] of Object.entries(operations)) {
      const tag = op.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), { method, path, op }]);
    }

  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10">
      <div>
        <h1 className="text-3xl font-semibold text-slate-900">API reference</h1>
        <p className="mt-2 text-slate-600">
          Classify IT costs from your own systems: an ERP export, a FinOps pipeline, a warehouse
          script. The machine-readable description is at{' '}
          <a href="/api/v1/openapi.json" className="font-medium text-brand-700 hover:underline">
            /api/v1/openapi.json
          </a>{' '}
          (OpenAPI 3.1).
        </p>
      </div>
      <section aria-labelledby="examples" className="space-y-4">
        <h2 id="examples" className="text-xl font-semibold text-slate-900">
          Examples
        </h2>
        {examples.map((example) => (
          <Card key={example.id} className="p-4 sm:p-6">
            <h3 id={`example-${example.id}`} className="font-semibold text-slate-900">
              {example.title}
            </h3>
            <p className="mt-1 text-sm text-slate-600">{example.text}</p>
            <pre className="mt-3 overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100">
              <code>{example.code}</code>
            </pre>
          </Card>
        ))}
      </section>
      <section aria-labelledby="calls" className="space-y-4">
        <h2 id="calls" className="text-xl font-semibold text-slate-900">
          Every call
        </h2>
        {document.isPending ? (
          <Spinner label="Loading the reference" />
        ) : document.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Could not load the reference. Please reload the page.
          </p>
        ) : (
          [...byTag].map(([tag, operations]) => (
            <Card key={tag} className="p-4 sm:p-6">
              <h3 className="font-semibold text-slate-900">{tag}</h3>
              <ul className="mt-2">
                {operations.map((o) => (
                  <Operation key={`${o.method} ${o.path}`} {...o} />
                ))}
              </ul>
            </Card>
          ))
        )}
      </section>
    </div>
  );
}
