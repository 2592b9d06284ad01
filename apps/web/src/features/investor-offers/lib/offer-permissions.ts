import type { TActiveUserData } from '@emisja/shared';

/**
 * Whether the list offers the owner change on a row (product-decisions section 2): the admin anywhere, a coordinator in the
 * networks they coordinate (their own offers elsewhere are a 403 on the server). The offer page uses `allowedActions`.
 */
export function canChangeOfferOwner(user: TActiveUserData, offer: { networkId: string }): boolean {
  if (user.contextType !== 'advisor-panel' || !user.advisor) return false;
  return user.advisor.isAdmin || (user.advisor.isCoordinator && user.advisor.coordinatorNetworkIds.includes(offer.networkId));
}
