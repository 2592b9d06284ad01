import { useParams } from 'react-router';
import { EditAdvisorPage } from '@/features/advisors/components/advisor-form-page';

/** `/app/advisors/{id}`: edit an advisor and change their status. */
export function Component() {
  const { id = '' } = useParams();
  return <EditAdvisorPage key={id} advisorId={id} />;
}
