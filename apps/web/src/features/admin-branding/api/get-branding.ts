import {
  ZAdminConfigurationSchema,
  ZWhiteLabelConfigurationAdminSchema,
  type TAdminConfiguration,
  type TWhiteLabelConfigurationAdmin,
} from '@emisja/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const BRANDING_ADMIN_QUERY_KEY = ['admin-branding'] as const;
export const WHITE_LABEL_ADMIN_PATH = '/api/advisor/white-label';
export const ADMIN_CONFIGURATION_ADMIN_PATH = '/api/advisor/admin-configuration';

/** `GET /api/advisor/white-label` (admin): the white-label configuration as stored, with its base theme; the PUT's body. */
export function getWhiteLabelConfiguration({ signal }: { signal?: AbortSignal } = {}): Promise<TWhiteLabelConfigurationAdmin> {
  return apiRequest(WHITE_LABEL_ADMIN_PATH, { schema: ZWhiteLabelConfigurationAdminSchema, signal });
}

/** `GET /api/advisor/admin-configuration` (admin): the overrides, the theme colours and the two rules; the PUT's body. */
export function getAdminConfigurationForAdmin({ signal }: { signal?: AbortSignal } = {}): Promise<TAdminConfiguration> {
  return apiRequest(ADMIN_CONFIGURATION_ADMIN_PATH, { schema: ZAdminConfigurationSchema, signal });
}

const FORM_QUERY = {
  // The forms edit these copies: a refetch in the background must not change them under the admin's hands.
  staleTime: Infinity,
  refetchOnMount: 'always',
} as const;

export function useWhiteLabelConfiguration() {
  return useQuery({
    queryKey: [...BRANDING_ADMIN_QUERY_KEY, 'white-label'],
    queryFn: ({ signal }) => getWhiteLabelConfiguration({ signal }),
    ...FORM_QUERY,
  });
}

export function useAdminConfigurationForAdmin() {
  return useQuery({
    queryKey: [...BRANDING_ADMIN_QUERY_KEY, 'admin-configuration'],
    queryFn: ({ signal }) => getAdminConfigurationForAdmin({ signal }),
    ...FORM_QUERY,
  });
}
