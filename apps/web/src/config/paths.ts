/** The one route map: components link with these, never with hand-written URLs. */
export const paths = {
  home: '/',
  homeSection: (section: 'home' | 'about' | 'features' | 'pricing' | 'contact') => `/#${section}`,
  whatWeDo: '/what-we-do',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  dashboard: '/dashboard',
  excelProcessor: '/excel-processor',
  buyCredits: '/buy-credits',
  profile: '/profile',
  apiKeys: '/api-keys',
  apiDocs: '/docs/api',
  rules: '/rules',
  results: '/results',
  insights: '/insights',
  /** An upload's page; `resultRoute` is its pattern, for the router and the server. */
  result: (uploadId: string) => `/results/${encodeURIComponent(uploadId)}`,
  resultRoute: '/results/:id',
  /** An upload's review queue; `reviewRoute` is its pattern, for the router and the server. */
  review: (uploadId: string) => `/results/${encodeURIComponent(uploadId)}/review`,
  reviewRoute: '/results/:id/review',
} as const;

/** The query parameter that carries a chosen credit package from the pricing cards onwards. */
export const PACKAGE_PARAM = 'package';

/** A page of the buyer's path with the chosen package in its address. */
export const withPackage = (path: string, packageId: string) =>
  `${path}?${new URLSearchParams({ [PACKAGE_PARAM]: packageId }).toString()}`;

/**
 * Every path the client renders a page for. The build writes it to `client-routes.json`, and the
 * server answers any other path with the 404 page and a 404 status. A pattern (`/results/:id`)
 * stands for every path it matches: the server registers it as a route with a parameter.
 */
export const clientRoutes: string[] = Object.values<unknown>(paths).filter(
  (path): path is string => typeof path === 'string',
);

export const API_BASE = '/api/v1';
