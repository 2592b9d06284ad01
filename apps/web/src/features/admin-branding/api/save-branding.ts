import {
  ZAdminConfigurationSchema,
  ZWhiteLabelConfigurationAdminSchema,
  type TAdminConfiguration,
  type TAdminConfigurationData,
  type TWhiteLabelConfigurationAdmin,
  type TWhiteLabelConfigurationData,
} from '@emisja/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_CONFIGURATION_QUERY_KEY, WHITE_LABEL_QUERY_KEY } from '@/lib/branding-query-keys';
import { ADMIN_CONFIGURATION_ADMIN_PATH, BRANDING_ADMIN_QUERY_KEY, WHITE_LABEL_ADMIN_PATH } from './get-branding';

/** `PUT /api/advisor/white-label` (admin): the whole white-label configuration; every server process shows it at once. */
export function saveWhiteLabelConfiguration(body: TWhiteLabelConfigurationData): Promise<TWhiteLabelConfigurationAdmin> {
  return apiRequest(WHITE_LABEL_ADMIN_PATH, { method: 'PUT', body, schema: ZWhiteLabelConfigurationAdminSchema });
}

/** `PUT /api/advisor/admin-configuration` (admin): three theme colours switch the landing page to theme-custom, none back. */
export function saveAdminConfiguration(body: TAdminConfigurationData): Promise<TAdminConfiguration> {
  return apiRequest(ADMIN_CONFIGURATION_ADMIN_PATH, { method: 'PUT', body, schema: ZAdminConfigurationSchema });
}

/** The app's own branding loads again (theme, logo, title, favicon change at once), and so does the back office's copy. */
async function refreshBranding(queryClient: QueryClient, key: string, saved: unknown): Promise<void> {
  queryClient.setQueryData([...BRANDING_ADMIN_QUERY_KEY, key], saved);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: WHITE_LABEL_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: ADMIN_CONFIGURATION_QUERY_KEY }),
  ]);
}

export function useSaveWhiteLabelConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWhiteLabelConfiguration,
    onSuccess: (saved) => refreshBranding(queryClient, 'white-label', saved),
  });
}

export function useSaveAdminConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdminConfiguration,
    onSuccess: (saved) => refreshBranding(queryClient, 'admin-configuration', saved),
  });
}
