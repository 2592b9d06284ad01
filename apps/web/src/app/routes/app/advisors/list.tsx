import { AdvisorsList } from '@/features/advisors/components/advisors-list';

/** `/app/advisors`: the advisors table. */
export function Component() {
  return <AdvisorsList />;
}
