// The branding the app runs with (features/white-label loads it at start) is cached under these keys: the back office's
// branding screen (features/admin-branding) invalidates them after a save, so every screen shows the change at once.

/** `GET /public-api/white-label`. */
export const WHITE_LABEL_QUERY_KEY = ['white-label'] as const;

/** `GET /public-api/advisor-panel-configuration`, one entry per landing page id. */
export const ADMIN_CONFIGURATION_QUERY_KEY = ['admin-configuration'] as const;
