import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isRequestCancelled } from '@/lib/api-error';
import { getInvestorDictionaryQueryOptions } from '../api/get-investor-dictionary';
import { getInvestorOffersQueryOptions } from '../api/get-investor-offers';

/**
 * Spec section 4, "After mount, an investor loads dictionaries and offers": both are prefetched into the query cache
 * (['auth', 'investor', 'dictionary'], ['auth', 'investor', 'offers']) for the investor panel's pages. A failure is logged, never a failed
 * mount: the pages that read the data ask again.
 */
export function usePrefetchInvestorData({ isEnabled }: { isEnabled: boolean }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isEnabled) return;
    const prefetch = async (options: { queryKey: QueryKey }, run: Promise<void>) => {
      await run;
      const { error } = queryClient.getQueryState(options.queryKey) ?? {};
      if (error && !isRequestCancelled(error)) console.error('Error while loading investor data:', error);
    };
    const dictionary = getInvestorDictionaryQueryOptions();
    const offers = getInvestorOffersQueryOptions();
    void prefetch(dictionary, queryClient.prefetchQuery(dictionary));
    void prefetch(offers, queryClient.prefetchQuery(offers));
  }, [isEnabled, queryClient]);
}
