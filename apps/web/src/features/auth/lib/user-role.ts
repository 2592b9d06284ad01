import type { TActiveUserData } from '@emisja/shared';

export type TUserRole = 'investor' | 'admin' | 'coordinator' | 'advisor';

/** The role shown in the panel (product-decisions section 2): coordinator means coordinating at least one network. */
export function userRole(user: TActiveUserData): TUserRole {
  if (user.contextType === 'investor-panel') return 'investor';
  if (user.advisor?.isAdmin) return 'admin';
  if (user.advisor?.isCoordinator) return 'coordinator';
  return 'advisor';
}

export function userDisplayName(user: TActiveUserData): string {
  return [user.firstName, user.surname].filter(Boolean).join(' ') || user.email;
}
