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
  /** The investor's offer link (`?token=` from the invitation e-mail) and its invest form; public, no login (spec section 2). */
  campaign: {
    path: '/campaign',
    getHref: (token: string) => `/campaign?${new URLSearchParams({ token }).toString()}`,
  },
  invest: {
    path: '/invest',
    getHref: (token: string) => `/invest?${new URLSearchParams({ token }).toString()}`,
  },
  /** The investor's KYC questionnaire (`?token=` from the KYC invitation e-mail); public, no login (product-decisions 9). */
  kycForm: {
    path: '/kyc-form',
    getHref: (token: string) => `/kyc-form?${new URLSearchParams({ token }).toString()}`,
  },
  /** The one-time link of investor e-mails (`?token=`); a button posts the token (docs/decisions/034). */
  loginWithRedirectToken: {
    path: '/login-with-redirect-token',
    getHref: (token: string) => `/login-with-redirect-token?${new URLSearchParams({ token }).toString()}`,
  },
  /** The investor's first steps: the landing page's documents to accept (product-decisions section 10). */
  onboarding: { path: '/onboarding', getHref: () => '/onboarding' },
  app: {
    root: { path: '/app', getHref: () => '/app' },
    profile: { path: '/app/profile', getHref: () => '/app/profile' },
    advisors: {
      /** The list; `search` keeps its filters, sorting and page (spec section 2: list state in the URL). */
      list: { path: '/app/advisors', getHref: (search = '') => `/app/advisors${search}` },
      new: { path: '/app/advisors/new', getHref: () => '/app/advisors/new' },
      edit: { path: '/app/advisors/:id', getHref: (id: string) => `/app/advisors/${encodeURIComponent(id)}` },
    },
    /** Advisor documents, or the investor's documents (shared path, docs/decisions/033). */
    documents: { path: '/app/documents', getHref: () => '/app/documents' },
    preview: { path: '/app/preview/:id', getHref: (id: string) => `/app/preview/${encodeURIComponent(id)}` },
    /**
     * Shared by both panels (spec section 2, docs/decisions/033): the campaigns an advisor can offer and one campaign with
     * the invitation form; the investor's own offers (`search`: `?tab=archived`) and one offer.
     */
    offers: {
      list: { path: '/app/offers', getHref: (search = '') => `/app/offers${search}` },
      detail: { path: '/app/offers/:id', getHref: (id: string) => `/app/offers/${encodeURIComponent(id)}` },
    },
    /** The investor's investments and one investment with its payment schedule (spec section 2). */
    investments: {
      list: { path: '/app/investments', getHref: () => '/app/investments' },
      detail: { path: '/app/investments/:id', getHref: (id: string) => `/app/investments/${encodeURIComponent(id)}` },
    },
    /** The products of the landing page's active campaigns (product-decisions section 10). */
    products: {
      list: { path: '/app/products', getHref: () => '/app/products' },
      detail: { path: '/app/products/:id', getHref: (id: string) => `/app/products/${encodeURIComponent(id)}` },
    },
    /** The advisor's settlement documents (issue 15, docs/decisions/047): the list, a new one and one to edit. */
    settlements: {
      list: { path: '/app/settlements', getHref: (search = '') => `/app/settlements${search}` },
      new: { path: '/app/settlements/new', getHref: () => '/app/settlements/new' },
      edit: { path: '/app/settlements/:id', getHref: (id: string) => `/app/settlements/${encodeURIComponent(id)}` },
    },
    /** The investor's last submitted questionnaire. */
    myData: { path: '/app/my-data', getHref: () => '/app/my-data' },
    /** Investor offers: own (table or kanban), the coordinators' network variant, and one offer (spec section 2). */
    investors: {
      list: { path: '/app/investors', getHref: (search = '') => `/app/investors${search}` },
      network: { path: '/app/investors/network', getHref: (search = '') => `/app/investors/network${search}` },
      offer: {
        path: '/app/investors/offer/:id',
        getHref: (id: string) => `/app/investors/offer/${encodeURIComponent(id)}`,
      },
    },
    /** The issuer's back office, for admins only (issue 14; product-decisions section 11). */
    admin: {
      campaigns: {
        list: { path: '/app/admin/campaigns', getHref: () => '/app/admin/campaigns' },
        /** A new campaign; `copyOf` prefills it from an existing one (GET + POST copies a campaign). */
        new: {
          path: '/app/admin/campaigns/new',
          getHref: (copyOf?: string) =>
            copyOf ? `/app/admin/campaigns/new?${new URLSearchParams({ copyOf }).toString()}` : '/app/admin/campaigns/new',
        },
        edit: { path: '/app/admin/campaigns/:id', getHref: (id: string) => `/app/admin/campaigns/${encodeURIComponent(id)}` },
        /** The public offer page's presentation of the campaign, before it is published. */
        preview: {
          path: '/app/admin/campaigns/:id/preview',
          getHref: (id: string) => `/app/admin/campaigns/${encodeURIComponent(id)}/preview`,
        },
      },
      branding: { path: '/app/admin/branding', getHref: () => '/app/admin/branding' },
      networks: { path: '/app/admin/networks', getHref: () => '/app/admin/networks' },
      /** The audit trail (issue 15); `search` carries the list's filters, e.g. one record's history. */
      audit: { path: '/app/admin/audit', getHref: (search = '') => `/app/admin/audit${search}` },
    },
    /** KYC invitations of the advisor panel (spec section 2, product-decisions 9): the list (`search` keeps its state) and one. */
    kyc: {
      list: { path: '/app/kyc', getHref: (search = '') => `/app/kyc${search}` },
      detail: { path: '/app/kyc/:id', getHref: (id: string) => `/app/kyc/${encodeURIComponent(id)}` },
    },
  },
} as const;
