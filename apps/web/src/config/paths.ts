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
} as const;

export const API_BASE = '/api/v1';
