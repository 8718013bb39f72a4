/**
 * Set when this tab leaves for a checkout page, so that the return to `?payment=success` can be
 * told apart from the same address typed, bookmarked or shared: only a tab that started a
 * checkout looks for a paid one. Session storage: per tab, and it survives the trip to the
 * payment provider's pages and back.
 */
const STORAGE_KEY = 'checkout-started';
/** A checkout page stays open at most a day (Stripe's sessions expire after 24 h). */
const MARKER_LIFE_MS = 24 * 60 * 60 * 1000;

export function markCheckoutStarted(now = Date.now()): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    // Without storage the return shows no toast; the credits still refresh.
  }
}

/** When this tab's pending checkout started (ms), or null when it started none. */
export function readCheckoutMarker(now = Date.now()): number | null {
  try {
    const startedAt = Number(sessionStorage.getItem(STORAGE_KEY));
    return startedAt > 0 && now - startedAt < MARKER_LIFE_MS ? startedAt : null;
  } catch {
    return null;
  }
}

/** The return from checkout has been seen: a later visit to the address proves nothing. */
export function clearCheckoutMarker(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear where storage is blocked.
  }
}
