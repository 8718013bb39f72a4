import { PACKAGE_PARAM, paths, withPackage } from '../config/paths';
import { returnToPath } from './return-to';

/**
 * The package an anonymous visitor chose on the pricing cards, kept while they sign up, open
 * the verification mail (perhaps in another tab) and sign in. Local storage, because the mail's
 * link opens a new tab that shares nothing else with the one that chose.
 */
const STORAGE_KEY = 'pending-package';
/** Longer than the verification link lives (48 h), short enough not to surprise a later visit. */
const PENDING_FOR_MS = 3 * 24 * 60 * 60 * 1000;
/** Price ids are provider ids ("price_1Q…", "local_tier_2"): nothing else is kept or linked to. */
const PACKAGE_ID = /^[\w-]{1,100}$/;

export function packageIdOf(search: string): string | null {
  const id = new URLSearchParams(search).get(PACKAGE_PARAM);
  return id && PACKAGE_ID.test(id) ? id : null;
}

export function rememberPendingPackage(packageId: string, now = Date.now()): void {
  if (!PACKAGE_ID.test(packageId)) return;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ packageId, savedAt: now }));
  } catch {
    // Storage may be full or blocked; the choice then lives only in the address.
  }
}

export function pendingPackage(now = Date.now()): string | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const { packageId, savedAt } = JSON.parse(raw) as { packageId?: unknown; savedAt?: unknown };
    if (
      typeof packageId === 'string' &&
      PACKAGE_ID.test(packageId) &&
      typeof savedAt === 'number' &&
      now - savedAt < PENDING_FOR_MS
    )
      return packageId;
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Unreadable storage or a value from elsewhere: no pending choice.
  }
  return null;
}

export function clearPendingPackage(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear where storage is blocked.
  }
}

/** Buy Credits with the pending package selected, when there is one. */
export function pendingPurchasePath(): string | null {
  const packageId = pendingPackage();
  return packageId ? withPackage(paths.buyCredits, packageId) : null;
}

/**
 * Where a user goes once signed in: the guarded page that sent them to sign in, else Buy
 * Credits with the package they chose before signing up, else the dashboard.
 */
export function afterSignInPath(state: unknown): string {
  const returnTo = returnToPath(state);
  if (returnTo !== paths.dashboard) return returnTo;
  return pendingPurchasePath() ?? paths.dashboard;
}
