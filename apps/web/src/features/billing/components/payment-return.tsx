import type { UserStats } from '@trusty/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { userStatsQuery, userStatsQueryKey } from '../../../lib/user-stats';

export const PAYMENT_SUCCESS_MESSAGE =
  'Payment successful! Your credits have been added to your account.';

/** The provider's webhook may land after the browser returns: look again for about 10 s. */
export const CREDIT_REFRESH_INTERVAL_MS = 2_000;
export const CREDIT_REFRESH_ATTEMPTS = 5;

type PaymentOutcome = 'success' | 'cancelled';

const outcomeOf = (search: string): PaymentOutcome | null => {
  const value = new URLSearchParams(search).get('payment');
  return value === 'success' || value === 'cancelled' ? value : null;
};

/**
 * Handles the return from checkout (spec §4): `?payment=success` toasts once and refreshes the
 * credits until they rise; `?payment=cancelled` is only removed. Either way the parameter leaves
 * the address, so a reload or a shared link does not repeat it. Renders nothing; mounted once in
 * the app shell.
 */
export function PaymentReturn() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const outcome = outcomeOf(location.search);

  // Which successful return (history entry) the credits are being refreshed for. Recorded while
  // rendering so that it outlives the parameter, which the effect below removes.
  const [refreshFor, setRefreshFor] = useState<string | null>(null);
  if (outcome === 'success' && refreshFor !== location.key) setRefreshFor(location.key);

  // StrictMode runs effects twice; one return is one toast and one address change.
  const handledKey = useRef<string | null>(null);
  useEffect(() => {
    if (!outcome || handledKey.current === location.key) return;
    handledKey.current = location.key;
    const search = new URLSearchParams(location.search);
    search.delete('payment');
    const rest = search.toString();
    void navigate({ search: rest ? `?${rest}` : '', hash: location.hash }, { replace: true });
    if (outcome === 'success') toast.success(PAYMENT_SUCCESS_MESSAGE, { id: 'payment-success' });
  }, [outcome, location.key, location.search, location.hash, navigate]);

  useEffect(() => {
    if (!refreshFor) return;
    // Without credits shown before the return, the first answer is what a rise is measured from.
    let before = queryClient.getQueryData<UserStats>(userStatsQueryKey)?.credits;
    let attempts = 0;
    const refresh = async () => {
      attempts += 1;
      const stats = await queryClient
        .fetchQuery({ ...userStatsQuery(), staleTime: 0 })
        .catch(() => undefined);
      const rose = before !== undefined && stats !== undefined && stats.credits > before;
      before ??= stats?.credits;
      if (rose || attempts >= CREDIT_REFRESH_ATTEMPTS) clearInterval(timer);
    };
    const timer = setInterval(() => void refresh(), CREDIT_REFRESH_INTERVAL_MS);
    void refresh();
    return () => clearInterval(timer);
  }, [refreshFor, queryClient]);

  return null;
}
