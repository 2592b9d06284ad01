import type { TActiveUserData } from '@emisja/shared';

/** Product-decisions section 2: admins manage every advisor, coordinators those of the networks they coordinate. */
export function canManageAdvisors(user: TActiveUserData): boolean {
  return user.contextType === 'advisor-panel' && Boolean(user.advisor?.isAdmin || user.advisor?.isCoordinator);
}

/** Only an admin (issuer) manages the documents for advisors (product-decisions section 2). */
export function canManageDocuments(user: TActiveUserData): boolean {
  return user.contextType === 'advisor-panel' && Boolean(user.advisor?.isAdmin);
}

/** The network offers list (`offers-by-network`) and the owner change: coordinators and admins (product-decisions section 2). */
export function canSeeNetworkOffers(user: TActiveUserData): boolean {
  return user.contextType === 'advisor-panel' && Boolean(user.advisor?.isAdmin || user.advisor?.isCoordinator);
}

/** The issuer's back office (campaigns, branding, networks): admins only (product-decisions sections 2 and 11). */
export function canAdministerLanding(user: TActiveUserData): boolean {
  return user.contextType === 'advisor-panel' && Boolean(user.advisor?.isAdmin);
}
