import { LinkButton } from '../components/ui/link-button';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../lib/document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-6xl font-bold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">Oops! Page not found</h1>
      <p className="max-w-md text-slate-600">
        The page you are looking for does not exist or has moved.
      </p>
      <LinkButton to={paths.home} size="lg">
        Go back home
      </LinkButton>
    </main>
  );
}
