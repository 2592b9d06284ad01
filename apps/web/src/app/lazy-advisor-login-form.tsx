import { createLazyLoginForm } from './lazy-login-form';

// The advisors' login form in a chunk of its own (lazy-login-form.tsx says why).
const advisorLoginForm = createLazyLoginForm(() =>
  import('@/features/auth/components/advisor-login-form').then(({ AdvisorLoginForm }) => ({ default: AdvisorLoginForm })),
);

export const AdvisorLoginForm = advisorLoginForm.Form;
export const preloadAdvisorLoginForm = advisorLoginForm.preload;
