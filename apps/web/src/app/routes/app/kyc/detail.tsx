import { useParams } from 'react-router';
import { KycRequestDetail } from '@/features/kyc-requests/components/kyc-request-detail';

/** `/app/kyc/{id}`: one KYC request with its answers and the identity verification. */
export function Component() {
  const { id = '' } = useParams();
  return <KycRequestDetail key={id} requestId={id} />;
}
