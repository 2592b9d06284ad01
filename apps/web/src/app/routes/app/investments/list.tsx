import { InvestmentsList } from '@/features/investor-investments/components/investments-list';

/** `/app/investments`: the investor's investments. */
export function Component() {
  return <InvestmentsList />;
}
