import { Download, Search } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { useExportRules } from '../api/export-rules';
import { RulesImport } from './rules-import';

/** The page's title (focus comes back here when a deleted rule's button is gone), export and import. */
export function RulesHeader({
  headingRef,
  empty,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  empty: boolean;
}) {
  const exportRules = useExportRules();
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="space-y-1">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-semibold text-slate-900 focus:outline-none"
        >
          Rules
        </h1>
        <p className="text-sm text-slate-600">
          Your rules run before the engine: a line they match gets their answer, marked “Your rule”,
          and is not charged.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          onClick={() => exportRules.mutate()}
          disabled={exportRules.isPending || empty}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {exportRules.isPending ? 'Exporting…' : 'Export CSV'}
        </Button>
        <RulesImport />
      </div>
    </div>
  );
}

/** Searching the rules by what they match. */
export function RulesSearch({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <div className="relative max-w-sm">
      <label htmlFor="rules-search" className="sr-only">
        Search rules
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
      />
      <input
        id="rules-search"
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Search rules"
        className="block h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-brand-500 sm:text-sm"
      />
    </div>
  );
}

/** No rules at all: how to make one. */
export function NoRulesYet() {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="font-medium text-slate-900">No rules yet</h2>
      <p className="mt-2 text-sm text-slate-600">
        When you correct a row, tick “Always map lines like this” to save the correction as a rule:
        matching lines in your stored results and in future uploads get your answer, free of charge.
        You can also import rules from a CSV file.
      </p>
      <p className="mt-3 text-sm">
        <TextLink to={paths.results}>Go to your results</TextLink>
      </p>
    </div>
  );
}
