import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { PublicLayout } from '../../../src/features/marketing/components/public-layout';
import { LandingPage } from '../../../src/features/marketing/pages/landing-page';
import { WhatWeDoPage } from '../../../src/features/marketing/pages/what-we-do-page';

type Handler = (request: { body: unknown }) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Answers `fetch` at the network edge: handlers keyed by "METHOD /api/v1/path"; anything
 * else is a 404 like the real API's. Returns the spy to inspect the calls made.
 */
export function mockApi(handlers: Record<string, Handler>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (!handler)
      return json(404, {
        success: false,
        message: `Route ${url.pathname} not found`,
        error: 'NOT_FOUND',
      });
    return handler({ body: init?.body ? JSON.parse(String(init.body)) : undefined });
  });
}

/** The public pages as the app mounts them, plus stand-ins for where their links lead. */
export function renderPublic(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <PublicLayout />,
        children: [
          { path: '/', element: <LandingPage /> },
          { path: '/what-we-do', element: <WhatWeDoPage /> },
        ],
      },
      { path: '/login', element: <h1>Login page</h1> },
      { path: '/signup', element: <h1>Signup page</h1> },
      { path: '/buy-credits', element: <h1>Buy credits page</h1> },
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return {
    router,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}
