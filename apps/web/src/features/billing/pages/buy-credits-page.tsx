import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/document-title';
import { clearPendingPackage, packageIdOf } from '../../../lib/pending-purchase';
import { POPULAR_PACKAGE_INDEX, usePrices } from '../../../lib/prices';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { PackageCard } from '../components/package-card';
import { ReturnAddressNotice } from '../components/return-address-notice';
import { markCheckoutStarted } from '../lib/checkout-marker';

export const buyCreditsMessages = {
  empty: 'No credit packages are currently available.',
  loadFailed: 'Failed to load pricing information. Please try again later.',
  checkoutFailed: 'Failed to create checkout session. Please try again.',
} as const;

export function BuyCreditsPage() {
  useDocumentTitle('Buy Credits');
  const prices = usePrices();
  const checkout = useCreateCheckoutSession();
  // The package chosen on the pricing cards (through sign-up or sign-in) arrives selected; here
  // the choice has reached its page and is no longer pending.
  const selectedId = packageIdOf(useLocation().search);
  useEffect(clearPendingPackage, []);
  // Set from the click until the browser leaves for the checkout page, or the attempt fails.
  const [busyPriceId, setBusyPriceId] = useState<string | null>(null);

  const purchase = (priceId: string) => {
    if (busyPriceId) return;
    setBusyPriceId(priceId);
    checkout.mutate(priceId, {
      onSuccess: (sessionUrl) => {
        markCheckoutStarted();
        window.location.assign(sessionUrl);
      },
      onError: () => {
        setBusyPriceId(null);
        toast.error(buyCreditsMessages.checkoutFailed);
      },
    });
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Buy Credits</h1>
        <p className="text-sm text-slate-600">
          Each classified cost uses one credit. Packages are one-time purchases; credits never
          expire.
        </p>
      </div>

      <ReturnAddressNotice />

      {prices.isPending ? (
        <div className="flex min-h-48 items-center justify-center">
          <Spinner className="h-8 w-8" label="Loading credit packages" />
        </div>
      ) : prices.isError ? (
        <div className="space-y-3">
          <Alert>{buyCreditsMessages.loadFailed}</Alert>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void prices.refetch()}
            disabled={prices.isFetching}
          >
            Try again
          </Button>
        </div>
      ) : prices.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {buyCreditsMessages.empty}
        </p>
      ) : (
        <div className="grid gap-6 md:grid-cols-3">
          {prices.data.map((pkg, position) => (
            <PackageCard
              key={pkg.id}
              pkg={pkg}
              position={position}
              popular={position === POPULAR_PACKAGE_INDEX}
              selected={pkg.id === selectedId}
              busy={busyPriceId === pkg.id}
              disabled={busyPriceId !== null && busyPriceId !== pkg.id}
              onPurchase={purchase}
            />
          ))}
        </div>
      )}
    </div>
  );
}
