import type { QueryClient } from '@tanstack/react-query';
import { getAdminConfigurationQueryOptions } from './get-admin-configuration';
import { getWhiteLabelQueryOptions } from './get-white-label';

/**
 * Asks for the tenant's branding and then the admin's overrides, into the cache the BrandingProvider reads: main.tsx starts it
 * before the first render, beside the shell's texts, so the provider finds both answers on their way instead of asking
 * only once it is mounted. A failure is left in the cache for the provider to handle as it would its own.
 */
export async function prefetchBranding(queryClient: QueryClient): Promise<void> {
  const whiteLabelOptions = getWhiteLabelQueryOptions();
  await queryClient.prefetchQuery(whiteLabelOptions);
  const landingId = queryClient.getQueryData(whiteLabelOptions.queryKey)?.landing.id;
  if (landingId !== undefined) await queryClient.prefetchQuery(getAdminConfigurationQueryOptions(landingId));
}
