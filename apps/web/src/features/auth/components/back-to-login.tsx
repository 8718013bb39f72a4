import { LinkButton } from '../../../components/ui/link-button';
import { paths } from '../../../config/paths';

/** The quiet way out of every recovery and verification state. */
export function BackToLogin() {
  return (
    <LinkButton to={paths.login} variant="ghost" className="w-full">
      Back to login
    </LinkButton>
  );
}
