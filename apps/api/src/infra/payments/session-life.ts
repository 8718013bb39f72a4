import { LOCAL_SESSION_LIFE_MS } from './local-provider';
import { STRIPE_SESSION_LIFE_MS } from './stripe-provider';
import type { PaymentProvider } from './types';

/** How long each provider's checkout session can be paid. */
const SESSION_LIFE_MS: Record<PaymentProvider['kind'], number> = {
  local: LOCAL_SESSION_LIFE_MS,
  stripe: STRIPE_SESSION_LIFE_MS,
};

/**
 * True when a checkout opened at `openedAt` can no longer be paid. Our `openedAt` is recorded
 * just after the provider created the session, so this never calls a session that is still
 * open expired; it may call it a moment late.
 */
export function isSessionOver(
  provider: PaymentProvider['kind'],
  openedAt: Date,
  now = new Date(),
): boolean {
  return now.getTime() - openedAt.getTime() > SESSION_LIFE_MS[provider];
}
