// Queries holding the signed-in user's own data are keyed under the session prefix ['auth', ...]: every change of session
// (login, logout, context change, redirect login; features/auth) removes them, so nothing of one session shows in the next
// one in the same tab. The investor panel's money data (summary, investments, offers, documents, "my data") lives there.

export const SESSION_QUERY_PREFIX = ['auth'] as const;

/** Everything of the investor panel: an investor's action invalidates it as a whole (summary, lists and pages follow). */
export const INVESTOR_QUERY_PREFIX = [...SESSION_QUERY_PREFIX, 'investor'] as const;
