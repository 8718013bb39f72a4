import { Link, useRouteError } from 'react-router';
import { Logo } from '../components/ui/logo';
import { paths } from '../config/paths';

/** Shown when a page fails to load or render (e.g. a chunk after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="px-4 py-5 sm:px-8">
        <Logo />
      </header>
      <main className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-2xl font-semibold">Something went wrong</h1>
        <p className="text-slate-600">Please reload the page. If it keeps happening, contact us.</p>
        <Link className="font-medium text-brand-700 underline" to={paths.home}>
          Go to the home page
        </Link>
      </main>
    </div>
  );
}
