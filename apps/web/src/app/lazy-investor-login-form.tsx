import { createLazyLoginForm } from './lazy-login-form';

// The investors' login form in a chunk of its own (lazy-login-form.tsx says why).
const investorLoginForm = createLazyLoginForm(() =>
  import('@/features/auth/components/investor-login-form').then(({ InvestorLoginForm }) => ({
    default: InvestorLoginForm,
  })),
);

export const InvestorLoginForm = investorLoginForm.Form;
export const preloadInvestorLoginForm = investorLoginForm.preload;
