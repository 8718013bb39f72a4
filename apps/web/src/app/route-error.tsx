import { Link, useRouteError } from 'react-router';
import { paths } from '../config/paths';

/** Shown when a page fails to load or render (e.g. a chunk after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="text-slate-600">Please reload the page. If it keeps happening, contact us.</p>
      <Link className="font-medium text-brand-700 underline" to={paths.home}>
        Go to the home page
      </Link>
    </main>
  );
}
