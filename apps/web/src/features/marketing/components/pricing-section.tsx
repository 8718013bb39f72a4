import { SPEC_TIERS, specTierPackage, type PricePackage } from '@trusty/contracts';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { paths, withPackage } from '../../../config/paths';
import { useAuthStore } from '../../../lib/auth-store';
import { cn } from '../../../lib/cn';
import { formatInterval, formatMoney, formatNumber } from '../../../lib/format';
import { POPULAR_PACKAGE_INDEX, usePrices } from '../../../lib/prices';
import { FreeTrialCta } from './free-trial-cta';
import { Section, SectionHeading } from './section';

/**
 * Spec §9: shown when the prices call fails or returns nothing. One-time, like the packages they
 * stand for (the spec's "per month" was a leftover: credits are never sold by subscription).
 */
export const FALLBACK_TIERS: PricePackage[] = SPEC_TIERS.map((_, index) =>
  specTierPackage(index, `fallback-tier-${index + 1}`, 'one_time'),
);

function PriceCard({ pkg, popular, to }: { pkg: PricePackage; popular: boolean; to: string }) {
  const price = formatMoney(pkg.amount, pkg.currency);
  const credits = formatNumber(pkg.credits);
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-2xl bg-white p-6 transition-shadow focus-within:shadow-lg hover:shadow-lg sm:p-8',
        popular ? 'shadow-md ring-2 ring-brand-600' : 'shadow-sm ring-1 ring-slate-200',
      )}
    >
      {popular && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
          Most Popular
        </p>
      )}
      <h3 className="text-lg font-semibold text-slate-900">{pkg.product.name}</h3>
      <p className="mt-2 min-h-12 text-sm leading-6 text-slate-600">{pkg.product.description}</p>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-bold tracking-tight text-slate-900">{price}</span>
        <span className="text-sm text-slate-500">{formatInterval(pkg.interval)}</span>
      </p>
      <p className="mt-2 text-sm font-medium text-brand-700">{credits} credits</p>
      <ul className="mt-6 space-y-2 text-sm text-slate-600">
        {[
          `${credits} cost items classified`,
          'Single items and Excel files',
          'Six TBM layers with confidence',
        ].map((line) => (
          <li key={line} className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
            {line}
          </li>
        ))}
      </ul>
      {/* One link per card; its ::after covers the card so the whole card is the click target. */}
      <Link
        to={to}
        className={cn(
          'mt-8 inline-flex h-11 items-center justify-center rounded-lg text-sm font-semibold transition-colors',
          'after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          popular
            ? 'bg-brand-600 text-white hover:bg-brand-700'
            : 'bg-slate-900 text-white hover:bg-slate-800',
        )}
      >
        Choose {pkg.product.name}
        <span className="sr-only">
          : {credits} credits for {price}
        </span>
      </Link>
    </li>
  );
}

function PriceCardSkeleton() {
  return (
    <li
      aria-hidden="true"
      className="h-[26rem] animate-pulse rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200"
    >
      <div className="h-5 w-24 rounded bg-slate-200" />
      <div className="mt-4 h-4 w-full rounded bg-slate-100" />
      <div className="mt-8 h-10 w-32 rounded bg-slate-200" />
      <div className="mt-auto h-11 w-full rounded-lg bg-slate-100" />
    </li>
  );
}

export function PricingSection() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const prices = usePrices();
  const packages = prices.data?.length ? prices.data : FALLBACK_TIERS;
  // The choice travels with the visitor: straight to it when signed in, else through sign-up.
  const target = (pkg: PricePackage) =>
    withPackage(isAuthenticated ? paths.buyCredits : paths.signup, pkg.id);

  return (
    <Section id="pricing" className="bg-white py-16 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="pricing" eyebrow="Pricing" title="Pay for what you classify">
          One credit classifies one cost item, whether you type it in or it arrives as a spreadsheet
          row. Rows that cannot be classified are free.
        </SectionHeading>
        <ul
          aria-label="Credit packages"
          aria-busy={prices.isPending}
          className="mx-auto mt-16 grid max-w-md gap-8 lg:max-w-none lg:grid-cols-3"
        >
          {prices.isPending
            ? [0, 1, 2].map((i) => <PriceCardSkeleton key={i} />)
            : packages.map((pkg, index) => (
                <PriceCard
                  key={pkg.id}
                  pkg={pkg}
                  popular={index === POPULAR_PACKAGE_INDEX}
                  to={target(pkg)}
                />
              ))}
        </ul>
        {prices.isPending && (
          <p className="sr-only" role="status">
            Loading prices
          </p>
        )}
        <div className="mt-20">
          <FreeTrialCta
            title="Classify your next ledger export before the coffee cools"
            text="14-day free trial. No credit card required. Upload a real file and judge the results yourself."
          />
        </div>
      </div>
    </Section>
  );
}
