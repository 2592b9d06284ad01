// Business constants of spec section 9 and product-decisions sections 5 and 6. Defined once, used by server and web.

export const LANGUAGES = ['pl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** PL is the default and the fallback when a landing page has no language (spec section 9). */
export const DEFAULT_LANGUAGE: Language = 'pl';

export const THEMES = ['theme-default', 'theme-navy', 'theme-custom'] as const;
export type ThemeName = (typeof THEMES)[number];

/** Colours: default, hover, highlight (spec section 9). */
export const THEME_COLORS = {
  'theme-default': { default: '#000000', hover: '#111827', highlight: '#f9fafb' },
  'theme-navy': { default: '#172554', hover: '#1f3169', highlight: '#eff6ff' },
} as const;

export const CURRENCIES = ['PLN', 'EUR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const PAGE_SIZE = 20;
export const LOAD_ALL_LIMIT = 99999;
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60 * 1000;
export const TOAST_DURATION_MS = 3000;
export const TOAST_SPEED_MS = 300;
export const RESTRICTED_AREA_NOTIFICATION_DELAY_MS = 250;
export const TRUNCATE_NAME_LENGTH = 30;
export const TRUNCATE_CAMPAIGN_LENGTH = 25;
export const INVITATION_MESSAGE_MIN_LENGTH = 10;
export const DOCUMENT_EXPIRY_MIN_DAYS = 7;
export const PASSWORD_MIN_LENGTH = 8;
export const DEFAULT_ERROR_STATUS = 500;

/** Local storage keys of spec section 9. */
export const STORAGE_KEYS = {
  apiKey: 'apiKey',
  refreshToken: 'refreshToken',
  interceptor: 'interceptor',
  currentLanguage: 'currentLanguage',
  /** The admin's own tokens, kept aside while they view another user's account (docs/decisions/043). */
  impersonatorApiKey: 'impersonatorApiKey',
  impersonatorRefreshToken: 'impersonatorRefreshToken',
} as const;

export const CONTEXT_TYPES = ['advisor-panel', 'investor-panel'] as const;
export type ContextType = (typeof CONTEXT_TYPES)[number];

/** Header names the client sends when a landing page is active (spec section 7). */
export const CONTEXT_HEADERS = { id: 'context-id', type: 'context-type' } as const;
export const TOTAL_COUNT_HEADERS = { request: 'x-request-total-count', response: 'x-total-count' } as const;
