import { useSearchParams } from 'react-router';
import { KycFormPage } from '@/features/kyc-form/components/kyc-form-page';
import { PublicPageLayout } from '../layouts/public-page-layout';

/**
 * `/kyc-form?token=...`: the investor's KYC questionnaire from the invitation e-mail (spec section 2, product-decisions
 * section 9), public like `/campaign` and `/invest`: the session rules skip the route id 'kyc-form', so it works the same
 * logged out and logged in. Its own chunk: the form's code is loaded only here.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <PublicPageLayout>
      <KycFormPage token={searchParams.get('token')} />
    </PublicPageLayout>
  );
}
