import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { useLocation, useNavigate } from 'react-router';
import { userStatsQueryKey } from '../../../lib/user-stats';
import { getLatestPurchase } from '../api/get-latest-purchase';
import { clearCheckoutMarker, readCheckoutMarker } from '../lib/checkout-marker';

export const PAYMENT_SUCCESS_MESSAGE =
  'Payment successful! Your credits have been added to your account.';

/** The provider's webhook may land after the browser returns: look again for about 20 s. */
export const PAYMENT_CHECK_INTERVAL_MS = 2_000;
export const PAYMENT_CHECK_ATTEMPTS = 10;
/** Server and browser clocks differ; a purchase this much "older" than the click still counts. */
const CLOCK_SKEW_MS = 10 * 60 * 1000;

type PaymentOutcome = 'success' | 'cancelled';

const outcomeOf = (search: string): PaymentOutcome | null => {
  const value = new URLSearchParams(search).get('payment');
  return value === 'success' || value === 'cancelled' ? value : null;
};

/**
 * Handles the return from checkout (spec §4). The `payment` parameter always leaves the address,
 * so a reload or a shared link does not repeat anything. `?payment=success` toasts only for a
 * checkout this tab started whose purchase is now paid — the address alone proves nothing —
 * and refreshes the credits when it is. Renders nothing; mounted once in the app shell.
 */
export function PaymentReturn() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const outcome = outcomeOf(location.search);
  // Which successful return (history entry) is being watched, and since when its checkout ran.
  // Decided while rendering, so that it outlives the parameter, which the effect below removes.
  const [watch, setWatch] = useState<{ key: string; since: number } | null>(null);
  if (outcome === 'success' && watch?.key !== location.key) {
    const since = readCheckoutMarker();
    if (since !== null) setWatch({ key: location.key, since });
  }
  const watchSince = watch?.since ?? null;

  // StrictMode runs effects twice; one return is one address change.
  const handledKey = useRef<string | null>(null);
  useEffect(() => {
    if (!outcome || handledKey.current === location.key) return;
    handledKey.current = location.key;
    clearCheckoutMarker();
    const search = new URLSearchParams(location.search);
    search.delete('payment');
    const rest = search.toString();
    void navigate({ search: rest ? `?${rest}` : '', hash: location.hash }, { replace: true });
  }, [outcome, location.key, location.search, location.hash, navigate]);

  useEffect(() => {
    if (watchSince === null) return;
    let attempts = 0;
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearInterval(timer);
    };
    const look = async () => {
      attempts += 1;
      const latest = await getLatestPurchase().catch(() => undefined);
      if (stopped) return;
      const paid =
        latest?.status === 'paid' && Date.parse(latest.createdAt) >= watchSince - CLOCK_SKEW_MS;
      if (paid) {
        stop();
        toast.success(PAYMENT_SUCCESS_MESSAGE, { id: 'payment-success' });
        void queryClient.invalidateQueries({ queryKey: userStatsQueryKey });
        void queryClient.invalidateQueries({ queryKey: ['purchases'] });
      } else if (latest?.status === 'failed' || attempts >= PAYMENT_CHECK_ATTEMPTS) {
        stop();
      }
    };
    const timer = setInterval(() => void look(), PAYMENT_CHECK_INTERVAL_MS);
    void look();
    return stop;
  }, [watchSince, queryClient]);

  return null;
}
