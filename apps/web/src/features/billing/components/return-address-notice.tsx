import { checkoutReturnOrigin } from '@trusty/contracts';
import { Info } from 'lucide-react';
import { paths } from '../../../config/paths';
import { useAppUrl } from '../api/get-app-url';

/**
 * Issue 34 §1: a buyer who opened the app at an address its payments do not return to (a
 * deployed app opened by its IP, say) is told so before paying, with a link to the address that
 * works. On this machine any local address works (contracts' `checkoutReturnOrigin`): no notice.
 */
export function ReturnAddressNotice({
  pageOrigin = window.location.origin,
}: {
  pageOrigin?: string;
}) {
  const appUrl = useAppUrl().data;
  if (!appUrl || checkoutReturnOrigin(appUrl, pageOrigin) === pageOrigin) return null;
  const there = `${appUrl}${paths.buyCredits}`;
  return (
    <div
      role="note"
      className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <p>
        You opened Trusty at <strong>{pageOrigin}</strong>, but it is set up at{' '}
        <strong>{appUrl}</strong> (APP_URL): after paying you will come back there, where you may
        need to sign in again.{' '}
        <a className="font-medium underline" href={there}>
          Buy credits from {appUrl}
        </a>
      </p>
    </div>
  );
}
