import type { CheckoutSessionResponse, CreateCheckoutInput } from '@trusty/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paths } from '../../../config/paths';

/** Spec §7: back to the dashboard after paying, back here after cancelling. */
export function checkoutReturnUrls(
  origin = window.location.origin,
): Pick<CreateCheckoutInput, 'successUrl' | 'cancelUrl'> {
  return {
    successUrl: `${origin}${paths.dashboard}?payment=success`,
    cancelUrl: `${origin}${paths.buyCredits}?payment=cancelled`,
  };
}

/** POST /subscription/create-checkout-session → the provider's page to pay on. */
export async function createCheckoutSession(priceId: string): Promise<string> {
  const body: CreateCheckoutInput = { priceId, ...checkoutReturnUrls() };
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
