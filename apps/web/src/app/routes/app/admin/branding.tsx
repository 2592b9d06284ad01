import { BrandingPage } from '@/features/admin-branding/components/branding-page';

/** `/app/admin/branding`: the landing page's white-label configuration, the admin overrides and the theme. */
export function Component() {
  return <BrandingPage />;
}
