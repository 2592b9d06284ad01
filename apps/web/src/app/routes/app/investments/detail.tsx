import { useParams } from 'react-router';
import { InvestmentPage } from '@/features/investor-investments/components/investment-page';

/** `/app/investments/{id}` (spec section 2): one investment and its payment schedule. */
export function Component() {
  const { id = '' } = useParams();
  return <InvestmentPage key={id} investmentId={id} />;
}
