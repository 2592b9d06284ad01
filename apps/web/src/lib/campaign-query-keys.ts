// Campaigns are cached under one prefix on both sides of the advisor panel: the advisor's lists and pages
// (features/campaign-offers) and the issuer's back office (features/admin-campaigns). A save in the back office invalidates
// the prefix, so an admin who then opens /app/offers sees the change.

export const CAMPAIGNS_QUERY_KEY = ['campaigns'] as const;
