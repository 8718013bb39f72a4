import { LinkButton } from '../components/ui/link-button';
import { Logo } from '../components/ui/logo';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../lib/document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="px-4 py-5 sm:px-8">
        <Logo />
      </header>
      <main className="flex flex-1 flex-col items-center justify-center gap-4 px-6 pb-16 text-center">
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
    </div>
  );
}
