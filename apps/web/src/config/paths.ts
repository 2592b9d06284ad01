// Every link of the app is built here (bulletproof-react habit); routes use `path`, links use `getHref()`.
// Routes of spec section 2 join this list as the issues that build their screens land.

export const paths = {
  landing: { path: '/', getHref: () => '/' },
  /** The advisors' landing page; the path is Polish on purpose (spec section 2). */
  advisorsLanding: { path: '/doradcy', getHref: () => '/doradcy' },
  accessDenied: { path: '/access-denied', getHref: () => '/access-denied' },
} as const;
