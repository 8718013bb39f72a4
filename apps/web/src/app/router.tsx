import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RouteError } from './route-error';

/**
 * Every page is loaded on demand, so `/` ships only the landing page's code.
 * Layouts: public pages (top nav), auth pages (centred card), app pages (guard + shell).
 */
/** Blank for the moment the first page's chunk takes: a spinner would only flash. */
function FirstPageLoading() {
  return null;
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // Shown while the first page's code loads; without one React Router warns on every load.
    HydrateFallback: FirstPageLoading,
    children: [
      {
        lazy: async () => ({
          Component: (await import('../features/marketing/components/public-layout')).PublicLayout,
        }),
        children: [
          {
            path: paths.home,
            lazy: async () => ({
              Component: (await import('../features/marketing/pages/landing-page')).LandingPage,
            }),
          },
          {
            path: paths.apiDocs,
            lazy: async () => ({
              Component: (await import('../features/docs/pages/api-docs-page')).ApiDocsPage,
            }),
          },
          {
            path: paths.whatWeDo,
            lazy: async () => ({
              Component: (await import('../features/marketing/pages/what-we-do-page')).WhatWeDoPage,
            }),
          },
        ],
      },
      {
        lazy: async () => ({
          Component: (await import('../features/auth/components/auth-layout')).AuthLayout,
        }),
        children: [
          {
            lazy: async () => ({ Component: (await import('./guest-only')).GuestOnly }),
            children: [
              {
                path: paths.login,
                lazy: async () => ({
                  Component: (await import('../features/auth/pages/login-page')).LoginPage,
                }),
              },
              {
                path: paths.signup,
                lazy: async () => ({
                  Component: (await import('../features/auth/pages/signup-page')).SignupPage,
                }),
              },
            ],
          },
          {
            path: paths.forgotPassword,
            lazy: async () => ({
              Component: (await import('../features/auth/pages/forgot-password-page'))
                .ForgotPasswordPage,
            }),
          },
          {
            path: paths.resetPassword,
            lazy: async () => ({
              Component: (await import('../features/auth/pages/reset-password-page'))
                .ResetPasswordPage,
            }),
          },
          {
            path: paths.verifyEmail,
            lazy: async () => ({
              Component: (await import('../features/auth/pages/verify-email-page')).VerifyEmailPage,
            }),
          },
        ],
      },
      {
        lazy: async () => ({ Component: (await import('./require-auth')).RequireAuth }),
        children: [
          {
            lazy: async () => ({ Component: (await import('./app-shell')).AppShell }),
            children: [
              {
                path: paths.dashboard,
                lazy: async () => ({
                  Component: (await import('../features/dashboard/pages/dashboard-page'))
                    .DashboardPage,
                }),
              },
              {
                path: paths.excelProcessor,
                lazy: async () => ({
                  Component: (await import('../features/excel/pages/excel-processor-page'))
                    .ExcelProcessorPage,
                }),
              },
              {
                path: paths.buyCredits,
                lazy: async () => ({
                  Component: (await import('../features/billing/pages/buy-credits-page'))
                    .BuyCreditsPage,
                }),
              },
              {
                path: paths.profile,
                lazy: async () => ({
                  Component: (await import('../features/profile/pages/profile-page')).ProfilePage,
                }),
              },
              {
                path: paths.apiKeys,
                lazy: async () => ({
                  Component: (await import('../features/api-keys/pages/api-keys-page')).ApiKeysPage,
                }),
              },
              {
                path: paths.results,
                lazy: async () => ({ Component: (await import('./results-routes')).ResultsRoute }),
              },
              {
                path: paths.resultRoute,
                lazy: async () => ({
                  Component: (await import('./results-routes')).UploadResultRoute,
                }),
              },
              {
                path: paths.reviewRoute,
                lazy: async () => ({
                  Component: (await import('../features/review/pages/review-queue-page'))
                    .ReviewQueuePage,
                }),
              },
              {
                path: paths.insights,
                lazy: async () => ({
                  Component: (await import('../features/insights/pages/insights-page'))
                    .InsightsPage,
                }),
              },
              {
                path: paths.rules,
                lazy: async () => ({
                  Component: (await import('../features/rules/pages/rules-page')).RulesPage,
                }),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
