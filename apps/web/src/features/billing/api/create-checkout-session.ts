import type { CheckoutSessionResponse, CreateCheckoutInput } from '@trusty/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paths } from '../../../config/paths';

/**
 * Spec §7: back to the dashboard after paying, back here after cancelling. Paths: the server
 * makes them absolute on the address the buyer returns to (APP_URL, or the local address the
 * app was opened at: issue 34 §1), so a page opened at 127.0.0.1 is never refused.
 */
export function checkoutReturnPaths(): Pick<CreateCheckoutInput, 'successUrl' | 'cancelUrl'> {
  return {
    successUrl: `${paths.dashboard}?payment=success`,
    cancelUrl: `${paths.buyCredits}?payment=cancelled`,
  };
}

/** POST /subscription/create-checkout-session → the provider's page to pay on. */
export async function createCheckoutSession(priceId: string): Promise<string> {
  const body: CreateCheckoutInput = { priceId, ...checkoutReturnPaths() };
  const response = await api.post<CheckoutSessionResponse>(
    '/subscription/create-checkout-session',
    body,
  );
  if (typeof response?.sessionUrl !== 'string' || !response.sessionUrl)
    throw new Error('No checkout page to go to');
  return response.sessionUrl;
}

export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession });
}
