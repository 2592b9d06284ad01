import { ZCampaignSchema, type Language, type TCampaign } from '@emisja/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_CAMPAIGNS_QUERY_KEY } from './get-admin-campaigns';

/** `/api/advisor/campaign/{id}` plus `suffix`. */
export function campaignPath(id: string, suffix = ''): string {
  return `/api/advisor/campaign/${encodeURIComponent(id)}${suffix}`;
}

/** `?language=`: the texts of the answer's `name`, `shortDescription`, `description` (every translation comes too). */
export function languageQuery(language: Language): string {
  return `?${new URLSearchParams({ language }).toString()}`;
}

/** `GET /api/advisor/campaign/{id}?language=`: one campaign with every translation, its products, documents and account. */
export function getAdminCampaign(id: string, language: Language, { signal }: { signal?: AbortSignal } = {}): Promise<TCampaign> {
  return apiRequest(campaignPath(id, languageQuery(language)), { schema: ZCampaignSchema, signal });
}

export function adminCampaignQueryKey(id: string) {
  return [...ADMIN_CAMPAIGNS_QUERY_KEY, 'detail', id] as const;
}

export function getAdminCampaignQueryOptions(id: string, language: Language) {
  return queryOptions({
    queryKey: [...adminCampaignQueryKey(id), language],
    queryFn: ({ signal }) => getAdminCampaign(id, language, { signal }),
    // The form edits this copy: a refetch in the background must not change it under the admin's hands.
    staleTime: Infinity,
    refetchOnMount: 'always',
  });
}

/** `id` null: nothing to load (a new campaign that is not a copy). */
export function useAdminCampaign(id: string | null, language: Language) {
  return useQuery({ ...getAdminCampaignQueryOptions(id ?? '', language), enabled: id !== null });
}
