import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuthStore } from '../../../lib/auth-store';
import { useDocumentTitle } from '../../../lib/document-title';
import { useUserProfile } from '../api/get-profile';
import { AccountBalance } from '../components/account-balance';
import { PersonalInformationForm } from '../components/personal-information-form';
import { PurchaseHistory } from '../components/purchase-history';
import { ReviewThresholdForm } from '../components/review-threshold-form';

export function ProfilePage() {
  useDocumentTitle('Profile');
  const profile = useUserProfile();
  // The signed-in user from the store fills the form at once; the fresh profile replaces it.
  const storedUser = useAuthStore((s) => s.user);
  const user = profile.data ?? storedUser;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Profile</h1>
        <p className="text-sm text-slate-600">
          Your details, your balance and what you have bought.
        </p>
      </div>
      {profile.isError && !user && (
        <p role="alert" className="text-sm text-red-700">
          Could not load your profile. Please reload the page.
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <PersonalInformationForm user={user} />
        <AccountBalance />
        <ReviewThresholdForm />
      </div>
      <PurchaseHistory />
      <p className="text-sm text-slate-600">
        Feeding Trusty from your own systems?{' '}
        <Link to={paths.apiKeys} className="font-medium text-brand-700 hover:underline">
          API keys
        </Link>{' '}
        let your programs classify costs as you.
      </p>
    </div>
  );
}
