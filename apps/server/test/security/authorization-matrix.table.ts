// Issue 17 item 1: the expected answer of every operation of the generated OpenAPI document to every kind of caller
// (authorization-matrix.test.ts), beside the roles table of product-decisions section 2. A new route fails that test until
// it has an entry here; the test prints the answers it saw for a missing one, to review against the roles table and add.
//
// Each entry lists the HTTP status per caller, in the order of CALLERS. The path parameters carry real ids of rows the caller
// must not see (another advisor's offer, another investor's investment, another landing's advisor...; see the test), so:
// 401 no or an unusable session; 403 the role may not use the route at all; 404 the row is not the caller's to see (or a link
// secret of another landing); 2xx allowed (routes about the caller's own things, lists filtered to what the caller may see);
// 400/409/415 the caller passed authorization and the request was refused for what it carries (no ids of others involved:
// a wrong current password, a 2FA code, not impersonating, onboarding done, not a multipart body). No answer may carry a value
// of a row the caller must not see, and none may be a 5xx: the test checks both for every call.

export const CALLERS = [
  'anonymous',
  'investor',
  'advisor',
  'otherNetworkAdvisor',
  'coordinator',
  'admin',
  'otherTenant',
] as const;
export type Caller = (typeof CALLERS)[number];

/** `METHOD /path` -> the status per caller: anonymous, investor, advisor, otherNetworkAdvisor, coordinator, admin, otherTenant. */
export const AUTHORIZATION_MATRIX: Record<string, readonly number[]> = {
  // Health and the landing's public configuration and files
  'GET /health': [200, 200, 200, 200, 200, 200, 200],
  'GET /ready': [200, 200, 200, 200, 200, 200, 200],
  'GET /public-api/white-label': [200, 200, 200, 200, 200, 200, 200],
  'GET /public-api/advisor-panel-configuration': [200, 200, 200, 200, 200, 200, 200],
  'GET /public-api/asset/{id}': [404, 404, 404, 404, 404, 404, 404],
  // Login, links and tokens: no session needed; the sample secrets are nobody's (401/404)
  'POST /auth/login': [401, 401, 401, 401, 401, 401, 401],
  'POST /auth/login-with-two-factor': [400, 400, 400, 400, 400, 400, 400],
  'POST /auth/two-factor/enrolment': [401, 401, 401, 401, 401, 401, 401],
  'POST /auth/investor/send-token': [202, 202, 202, 202, 202, 202, 202],
  'POST /auth/activate/send-token': [202, 202, 202, 202, 202, 202, 202],
  'POST /auth/password/send-remind-request': [202, 202, 202, 202, 202, 202, 202],
  'POST /auth/login-investor': [404, 404, 404, 404, 404, 404, 404],
  'POST /auth/login-with-redirect-token': [404, 404, 404, 404, 404, 404, 404],
  'POST /auth/activate': [404, 404, 404, 404, 404, 404, 404],
  'POST /auth/activate-from-email': [404, 404, 404, 404, 404, 404, 404],
  'POST /auth/password/set': [404, 404, 404, 404, 404, 404, 404],
  'POST /auth/refresh-token': [401, 401, 401, 401, 401, 401, 401],
  'POST /auth/refresh-investor-token': [401, 401, 401, 401, 401, 401, 401],
  'PATCH /auth/change-context': [401, 401, 401, 401, 401, 401, 401],
  // The advisor session: own profile, password, 2FA, contexts
  'GET /api/auth/data': [401, 403, 200, 200, 200, 200, 200],
  'GET /api/contexts': [401, 403, 200, 200, 200, 200, 200],
  'PATCH /api/auth/change-context': [401, 403, 403, 403, 403, 403, 403],
  'PATCH /api/auth/password': [401, 403, 400, 400, 400, 400, 400],
  'POST /api/auth/two-factor/setup': [401, 403, 200, 200, 200, 200, 200],
  'POST /api/auth/two-factor/confirm': [401, 403, 400, 400, 400, 400, 400],
  'POST /api/auth/two-factor/disable': [401, 403, 400, 400, 400, 400, 400],
  // Investor panel: the investor's own rows only (another investor's id 404), advisors 403
  'GET /investor-api/auth/data': [401, 200, 403, 403, 403, 403, 403],
  'POST /investor-api/impersonation/end': [401, 409, 403, 403, 403, 403, 403],
  'GET /investor-api/campaign/{id}/document/{documentId}': [401, 404, 403, 403, 403, 403, 403],
  'GET /investor-api/investor/summary': [401, 200, 403, 403, 403, 403, 403],
  'GET /investor-api/investments': [401, 200, 403, 403, 403, 403, 403],
  'GET /investor-api/investment/{investmentId}': [401, 404, 403, 403, 403, 403, 403],
  'GET /investor-api/investment/{investmentId}/schedule.csv': [401, 404, 403, 403, 403, 403, 403],
  'GET /investor-api/investment/{investmentId}/schedule.ics': [401, 404, 403, 403, 403, 403, 403],
  'GET /investor-api/documents': [401, 200, 403, 403, 403, 403, 403],
  'GET /investor-api/offer/{offerId}': [401, 404, 403, 403, 403, 403, 403],
  'PATCH /investor-api/offer/{offerId}/interest': [401, 404, 403, 403, 403, 403, 403],
  'PATCH /investor-api/offer/{offerId}/decline': [401, 404, 403, 403, 403, 403, 403],
  'PATCH /investor-api/offer/{offerId}/accept': [401, 404, 403, 403, 403, 403, 403],
  'POST /investor-api/offer/{offerId}/upload': [401, 404, 403, 403, 403, 403, 403],
  'POST /investor-api/offer/{offerId}/pdf': [401, 404, 403, 403, 403, 403, 403],
  'GET /investor-api/offer/{offerId}/attachment/{attachmentId}': [401, 404, 403, 403, 403, 403, 403],
  'GET /investor-api/products': [401, 200, 403, 403, 403, 403, 403],
  'GET /investor-api/product/{productId}': [401, 404, 403, 403, 403, 403, 403],
  'POST /investor-api/product/{productId}/ask-advisor': [401, 404, 403, 403, 403, 403, 403],
  'GET /investor-api/lead-form/last': [401, 200, 403, 403, 403, 403, 403],
  'POST /investor-api/lead-form/correction-request': [401, 202, 403, 403, 403, 403, 403],
  'GET /investor-api/onboarding': [401, 200, 403, 403, 403, 403, 403],
  'POST /investor-api/onboarding': [401, 409, 403, 403, 403, 403, 403],
  'GET /investor-api/dictionary': [401, 200, 403, 403, 403, 403, 403],
  'GET /investor-api/offers': [401, 200, 403, 403, 403, 403, 403],
  // Advisors and networks: coordinator in coordinated networks, admin all (section 2)
  'GET /api/advisor/advisor': [401, 403, 403, 403, 200, 200, 200],
  'POST /api/advisor/advisor': [401, 403, 403, 403, 400, 400, 400],
  'GET /api/advisor/advisor/{id}': [401, 403, 403, 403, 404, 404, 404],
  'DELETE /api/advisor/advisor/{id}': [401, 403, 403, 403, 404, 404, 404],
  'PUT /api/advisor/advisor/{brokerId}': [401, 403, 403, 403, 404, 404, 404],
  'PATCH /api/advisor/advisor/{id}/activate': [401, 403, 403, 403, 404, 404, 404],
  'POST /api/advisor/advisor/{id}/activation-mail': [401, 403, 403, 403, 404, 404, 404],
  'GET /api/advisor/advisor-form': [401, 403, 403, 403, 200, 200, 200],
  'GET /api/advisor/network': [401, 403, 200, 200, 200, 200, 200],
  'POST /api/advisor/network': [401, 403, 403, 403, 403, 201, 201],
  'GET /api/advisor/advisor/{id}/history': [401, 403, 403, 403, 404, 404, 404],
  'GET /api/advisor/network-details': [401, 403, 403, 403, 403, 200, 200],
  'PUT /api/advisor/network/{id}': [401, 403, 403, 403, 403, 404, 404],
  // Impersonation and the audit trail: admin only
  'POST /api/advisor/impersonation/end': [401, 403, 409, 409, 409, 409, 409],
  'POST /api/advisor/impersonation/{userId}': [401, 403, 403, 403, 403, 404, 404],
  'GET /api/advisor/audit': [401, 403, 403, 403, 403, 200, 200],
  'GET /api/advisor/audit.csv': [401, 403, 403, 403, 403, 200, 200],
  // Documents for advisors: read by every advisor, managed by the admin
  'GET /api/advisor/advisor/documents': [401, 403, 200, 200, 200, 200, 200],
  'POST /api/advisor/advisor/documents': [401, 403, 403, 403, 403, 415, 415],
  'GET /api/advisor/advisor/documents/{id}/download': [401, 403, 404, 404, 404, 404, 404],
  'GET /api/advisor/advisor/documents/{id}/preview': [401, 403, 404, 404, 404, 404, 404],
  'DELETE /api/advisor/advisor/documents/{id}': [401, 403, 403, 403, 403, 404, 404],
  // Settlement documents: own / coordinated / all; accounting fields by the admin
  'GET /api/advisor/settlement-documents': [401, 403, 200, 200, 200, 200, 200],
  'POST /api/advisor/settlement-documents': [401, 403, 201, 201, 201, 201, 201],
  'GET /api/advisor/settlement-documents.csv': [401, 403, 200, 200, 200, 200, 200],
  'POST /api/advisor/settlement-documents/vat-whitelist': [401, 403, 400, 400, 400, 400, 400],
  'GET /api/advisor/settlement-documents/{id}': [401, 403, 404, 404, 404, 404, 404],
  'PUT /api/advisor/settlement-documents/{id}': [401, 403, 404, 404, 404, 404, 404],
  'PATCH /api/advisor/settlement-documents/{id}/accounting': [401, 403, 403, 403, 403, 404, 404],
  'PUT /api/advisor/settlement-documents/{id}/pdf': [401, 403, 404, 404, 404, 404, 404],
  'GET /api/advisor/settlement-documents/{id}/pdf': [401, 403, 404, 404, 404, 404, 404],
  // Campaigns, products, assets, branding: read by advisors, managed by the admin (section 11); the white-label and admin
  // configuration forms are the admin's alone (every caller reads the effective branding from /public-api)
  'GET /api/advisor/campaigns': [401, 403, 200, 200, 200, 200, 200],
  'GET /api/advisor/campaign/{id}': [401, 403, 404, 404, 404, 404, 404],
  'PUT /api/advisor/campaign/{id}': [401, 403, 403, 403, 403, 404, 404],
  'GET /api/advisor/campaign-choices': [401, 403, 200, 200, 200, 200, 200],
  'GET /api/advisor/product/{id}': [401, 403, 404, 404, 404, 404, 404],
  'PUT /api/advisor/product/{id}': [401, 403, 403, 403, 403, 404, 404],
  'POST /api/advisor/campaign': [401, 403, 403, 403, 403, 201, 201],
  'PATCH /api/advisor/campaign/{id}/deactivate': [401, 403, 403, 403, 403, 404, 404],
  'POST /api/advisor/campaign/{id}/product': [401, 403, 403, 403, 403, 404, 404],
  'GET /api/advisor/campaign/{id}/preview': [401, 403, 403, 403, 403, 404, 404],
  'GET /api/advisor/campaign/{id}/document/{documentId}': [401, 403, 404, 404, 404, 404, 404],
  'POST /api/advisor/asset': [401, 403, 400, 400, 400, 400, 400],
  'POST /api/advisor/white-label/asset': [401, 403, 400, 400, 400, 400, 400],
  'GET /api/advisor/asset/{id}': [401, 403, 404, 404, 404, 404, 404],
  'GET /api/advisor/white-label': [401, 403, 403, 403, 403, 200, 200],
  'PUT /api/advisor/white-label': [401, 403, 403, 403, 403, 200, 200],
  'GET /api/advisor/admin-configuration': [401, 403, 403, 403, 403, 200, 200],
  'PUT /api/advisor/admin-configuration': [401, 403, 403, 403, 403, 200, 200],
  // Public offer page by link: the other landing's offer link is unknown here (404)
  'GET /public-api/campaign-offer/{token}/document/{documentId}': [404, 404, 404, 404, 404, 404, 404],
  'GET /public-api/campaign-offer/dictionary': [200, 200, 200, 200, 200, 200, 200],
  'GET /public-api/campaign-offer/{token}': [404, 404, 404, 404, 404, 404, 404],
  'PATCH /public-api/campaign-offer/{token}/interest': [404, 404, 404, 404, 404, 404, 404],
  'PATCH /public-api/campaign-offer/{token}/decline': [404, 404, 404, 404, 404, 404, 404],
  'PATCH /public-api/campaign-offer/{token}/accept': [404, 404, 404, 404, 404, 404, 404],
  'POST /public-api/campaign-offer/{token}/upload': [404, 404, 404, 404, 404, 404, 404],
  'POST /public-api/campaign-offer/{token}/pdf': [404, 404, 404, 404, 404, 404, 404],
  // Offers, payments and schedules: own / coordinated networks / all (section 2)
  'GET /api/advisor/investor/offers': [401, 403, 200, 200, 200, 200, 200],
  'GET /api/advisor/investor/offers/summary': [401, 403, 200, 200, 200, 200, 200],
  'GET /api/advisor/investor/offers-by-network': [401, 403, 403, 403, 200, 200, 200],
  'GET /api/advisor/investor/offers-by-network/summary': [401, 403, 403, 403, 200, 200, 200],
  'GET /api/advisor/campaign/{id}/offers': [401, 403, 404, 404, 404, 404, 404],
  'POST /api/advisor/campaign/{campaignId}/product/{productId}/invite-investor': [401, 403, 404, 404, 404, 404, 404],
  'PATCH /api/advisor/investor/{offerId}/owner/{ownerId}': [401, 403, 403, 403, 404, 404, 404],
  'GET /api/advisor/investor/offer/{offerId}': [401, 403, 404, 404, 404, 404, 404],
  'PATCH /api/advisor/investor/offer/{offerId}/reject': [401, 403, 404, 404, 404, 404, 404],
  'PATCH /api/advisor/investor/offer/{offerId}/archive': [401, 403, 404, 404, 404, 404, 404],
  'PATCH /api/advisor/investor/offer/{offerId}/confirm-payment': [401, 403, 404, 404, 404, 404, 404],
  'POST /api/advisor/investor/offer/{offerId}/resend-invitation': [401, 403, 404, 404, 404, 404, 404],
  'GET /api/advisor/investor/offer/{offerId}/owner-choices': [401, 403, 404, 404, 404, 404, 404],
  'GET /api/advisor/investor/offer/{offerId}/attachment/{attachmentId}': [401, 403, 404, 404, 404, 404, 404],
  'POST /api/advisor/lifecycle-job/run': [401, 403, 403, 403, 403, 200, 200],
  'PATCH /api/advisor/investment/{investmentId}/schedule/{rowId}': [401, 403, 404, 404, 404, 404, 404],
  // KYC requests: own / coordinated networks / all (product-decisions section 9)
  'POST /api/advisor/kyc/investor-request/send': [401, 403, 201, 201, 201, 201, 201],
  'GET /api/advisor/kyc/investor-request': [401, 403, 200, 200, 200, 200, 200],
  'GET /api/advisor/kyc/investor-request/{id}': [401, 403, 404, 404, 404, 404, 404],
  'PATCH /api/advisor/kyc/investor-request/{id}/identity-verification': [401, 403, 404, 404, 404, 404, 404],
  // KYC form by link: the other landing's request link is unknown here (404)
  'GET /public-api/kyc/investor-request/preview/{token}': [404, 404, 404, 404, 404, 404, 404],
  'GET /public-api/kyc/investor-request/{token}': [404, 404, 404, 404, 404, 404, 404],
  'PUT /public-api/kyc/investor-request/{token}/draft': [404, 404, 404, 404, 404, 404, 404],
  'PUT /public-api/kyc/investor-request/{token}/submit': [404, 404, 404, 404, 404, 404, 404],
  'GET /public-api/kyc/investor-request/{token}/company-register/{krs}': [404, 404, 404, 404, 404, 404, 404],
  'POST /public-api/kyc/investor-request/{token}/vat-whitelist': [404, 404, 404, 404, 404, 404, 404],
  // Personal data (GDPR export and erasure, issue 17 item 8): the investor their own, the admin any investor of the landing
  'GET /investor-api/personal-data': [401, 200, 403, 403, 403, 403, 403],
  'GET /api/advisor/investor/{investorId}/personal-data': [401, 403, 403, 403, 403, 404, 404],
  'POST /api/advisor/investor/{investorId}/erasure': [401, 403, 403, 403, 403, 404, 404],
  // Development mailbox (absent in production; open to anyone by design, product-decisions section 8)
  'GET /dev/mailbox/messages': [200, 200, 200, 200, 200, 200, 200],
  'POST /dev/mailbox/test-message': [400, 400, 400, 400, 400, 400, 400],
  // Logout (called last: it ends the session)
  'POST /api/auth/logout': [401, 403, 204, 204, 204, 204, 204],
  'POST /investor-api/auth/logout': [401, 204, 401, 401, 401, 401, 401],
};
