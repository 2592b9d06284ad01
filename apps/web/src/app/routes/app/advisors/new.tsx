import { NewAdvisorPage } from '@/features/advisors/components/advisor-form-page';

/** `/app/advisors/new`: add an advisor. */
export function Component() {
  return <NewAdvisorPage />;
}
