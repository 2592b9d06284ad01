import { adminConfigurationCheck } from '@emisja/shared/answer-checks';
import { CONTEXT_HEADERS, type ContextType } from '@emisja/shared/constants';
import type { TAdminConfiguration } from '@emisja/shared/schemas/white-label-core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_CONFIGURATION_QUERY_KEY } from '@/lib/branding-query-keys';

export const ADMIN_CONFIGURATION_PATH = '/public-api/advisor-panel-configuration';

const INVESTOR_PANEL: ContextType = 'investor-panel';

/** The admin's overrides of the branding (spec section 7): sent with the investor-panel context of the landing page. */
export function getAdminConfiguration({
  landingId,
  signal,
}: {
  landingId: string;
  signal?: AbortSignal;
}): Promise<TAdminConfiguration> {
  return apiRequest(ADMIN_CONFIGURATION_PATH, {
    // Checked by hand, not with ZAdminConfigurationSchema: read on every page's first load (docs/decisions/063).
    schema: adminConfigurationCheck,
    headers: { [CONTEXT_HEADERS.type]: INVESTOR_PANEL, [CONTEXT_HEADERS.id]: landingId },
    signal,
  });
}

export function getAdminConfigurationQueryOptions(landingId: string) {
  return queryOptions({
    queryKey: [...ADMIN_CONFIGURATION_QUERY_KEY, landingId],
    queryFn: ({ signal }) => getAdminConfiguration({ landingId, signal }),
    staleTime: Infinity,
  });
}

/** Waits for the landing id from the white-label configuration. */
export function useAdminConfiguration(landingId: string | undefined) {
  return useQuery({ ...getAdminConfigurationQueryOptions(landingId ?? ''), enabled: landingId !== undefined });
}
