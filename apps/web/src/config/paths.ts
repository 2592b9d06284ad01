// Every link of the app is built here (bulletproof-react habit); routes use `path`, links use `getHref()`.
// Routes of spec section 2 join this list as the issues that build their screens land.

export const paths = {
  landing: { path: '/', getHref: () => '/' },
  /** The advisors' landing page and login; the path is Polish on purpose (spec section 2). */
  advisorsLanding: { path: '/doradcy', getHref: () => '/doradcy' },
  accessDenied: { path: '/access-denied', getHref: () => '/access-denied' },
  investorLogin: { path: '/investor-login', getHref: () => '/investor-login' },
  auth: {
    /** The investor's e-mail link lands here with `?token=` (spec section 2). */
    confirmLogin: {
      path: '/auth/confirm-login',
      getHref: (token: string) => `/auth/confirm-login?${new URLSearchParams({ token }).toString()}`,
    },
    activateFromEmail: {
      path: '/auth/activate-from-email/:token',
      getHref: (token: string) => `/auth/activate-from-email/${encodeURIComponent(token)}`,
    },
    resetPasswordRequest: { path: '/auth/reset-password', getHref: () => '/auth/reset-password' },
    resetPassword: {
      path: '/auth/reset-password/:token',
      getHref: (token: string) => `/auth/reset-password/${encodeURIComponent(token)}`,
    },
  },
  loginWithRedirectToken: {
    path: '/login-with-redirect-token',
    getHref: (tokens: { token: string; refreshToken?: string }) =>
      `/login-with-redirect-token?${new URLSearchParams(tokens).toString()}`,
  },
  app: {
    root: { path: '/app', getHref: () => '/app' },
    profile: { path: '/app/profile', getHref: () => '/app/profile' },
    advisors: {
      /** The list; `search` keeps its filters, sorting and page (spec section 2: list state in the URL). */
      list: { path: '/app/advisors', getHref: (search = '') => `/app/advisors${search}` },
      new: { path: '/app/advisors/new', getHref: () => '/app/advisors/new' },
      edit: { path: '/app/advisors/:id', getHref: (id: string) => `/app/advisors/${encodeURIComponent(id)}` },
    },
    documents: { path: '/app/documents', getHref: () => '/app/documents' },
    preview: { path: '/app/preview/:id', getHref: (id: string) => `/app/preview/${encodeURIComponent(id)}` },
  },
} as const;
