import { useState } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RouteErrorBoundary } from './error-page';
import { ScrollManager } from './scroll-manager';
import { SessionGuard } from './session-guard';

function RootRoute() {
  return (
    <>
      <ScrollManager />
      <SessionGuard>
        <Outlet />
      </SessionGuard>
    </>
  );
}

/** Shown while the first route's code loads; the branding has loaded by then, so an empty page is enough. */
function InitialLoad() {
  return null;
}

// Each page is its own chunk (`lazy`), loaded when first visited: a tiny React page is already ~160 kB gzipped.
// Route ids matter: the session rules (./session-guard.tsx) skip or open routes by id.
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootRoute />,
    errorElement: <RouteErrorBoundary />,
    HydrateFallback: InitialLoad,
    children: [
      { id: 'landing', path: paths.landing.path, lazy: () => import('./routes/landing') },
      { id: 'advisors-landing', path: paths.advisorsLanding.path, lazy: () => import('./routes/advisors-landing') },
      { id: 'access-denied', path: paths.accessDenied.path, lazy: () => import('./routes/access-denied') },
      { id: 'investor-login', path: paths.investorLogin.path, lazy: () => import('./routes/investor-login') },
      { id: 'confirm-login', path: paths.auth.confirmLogin.path, lazy: () => import('./routes/auth/confirm-login') },
      {
        id: 'activate-from-email',
        path: paths.auth.activateFromEmail.path,
        lazy: () => import('./routes/auth/activate-from-email'),
      },
      {
        id: 'reset-password-request',
        path: paths.auth.resetPasswordRequest.path,
        lazy: () => import('./routes/auth/reset-password-request'),
      },
      { id: 'reset-password', path: paths.auth.resetPassword.path, lazy: () => import('./routes/auth/reset-password') },
      // Public offer pages by token (the session guard skips these ids: they work logged out and logged in alike).
      { id: 'campaign', path: paths.campaign.path, lazy: () => import('./routes/campaign') },
      { id: 'invest', path: paths.invest.path, lazy: () => import('./routes/invest') },
      // The KYC questionnaire by token (product-decisions 9); the session guard skips this id too.
      { id: 'kyc-form', path: paths.kycForm.path, lazy: () => import('./routes/kyc-form') },
      {
        id: 'login-with-redirect-token',
        path: paths.loginWithRedirectToken.path,
        lazy: () => import('./routes/login-with-redirect-token'),
      },
      // The investor's first steps; the session guard lets only investors stay here (id 'onboarding').
      { id: 'onboarding', path: paths.onboarding.path, lazy: () => import('./routes/onboarding') },
      {
        id: 'app',
        path: paths.app.root.path,
        lazy: () => import('./routes/app/panel'),
        children: [
          { id: 'app-home', index: true, lazy: () => import('./routes/app/home') },
          { id: 'app-profile', path: paths.app.profile.path, lazy: () => import('./routes/app/profile') },
          // Paths of both panels: the session's context type picks the screen (./routes/app/role-switch.tsx, decision 033).
          { id: 'app-offers', path: paths.app.offers.list.path, lazy: () => import('./routes/app/offers/list') },
          { id: 'app-offer', path: paths.app.offers.detail.path, lazy: () => import('./routes/app/offers/detail') },
          { id: 'app-documents', path: paths.app.documents.path, lazy: () => import('./routes/app/documents') },
          {
            id: 'app-investor-panel-guard',
            lazy: () => import('./routes/app/investor-panel-guard'),
            children: [
              {
                id: 'app-investments',
                path: paths.app.investments.list.path,
                lazy: () => import('./routes/app/investments/list'),
              },
              {
                id: 'app-investment',
                path: paths.app.investments.detail.path,
                lazy: () => import('./routes/app/investments/detail'),
              },
              { id: 'app-products', path: paths.app.products.list.path, lazy: () => import('./routes/app/products/list') },
              { id: 'app-product', path: paths.app.products.detail.path, lazy: () => import('./routes/app/products/detail') },
              { id: 'app-my-data', path: paths.app.myData.path, lazy: () => import('./routes/app/my-data') },
            ],
          },
          {
            id: 'app-advisors-guard',
            lazy: () => import('./routes/app/advisors/guard'),
            children: [
              { id: 'app-advisors', path: paths.app.advisors.list.path, lazy: () => import('./routes/app/advisors/list') },
              { id: 'app-advisor-new', path: paths.app.advisors.new.path, lazy: () => import('./routes/app/advisors/new') },
              { id: 'app-advisor-edit', path: paths.app.advisors.edit.path, lazy: () => import('./routes/app/advisors/edit') },
            ],
          },
          {
            // The issuer's back office (issue 14): admins only, everyone else gets the 'No access' screen.
            id: 'app-admin-guard',
            lazy: () => import('./routes/app/admin/guard'),
            children: [
              {
                id: 'app-admin-campaigns',
                path: paths.app.admin.campaigns.list.path,
                lazy: () => import('./routes/app/admin/campaigns/list'),
              },
              {
                id: 'app-admin-campaign-new',
                path: paths.app.admin.campaigns.new.path,
                lazy: () => import('./routes/app/admin/campaigns/new'),
              },
              {
                id: 'app-admin-campaign-edit',
                path: paths.app.admin.campaigns.edit.path,
                lazy: () => import('./routes/app/admin/campaigns/edit'),
              },
              {
                id: 'app-admin-campaign-preview',
                path: paths.app.admin.campaigns.preview.path,
                lazy: () => import('./routes/app/admin/campaigns/preview'),
              },
              {
                id: 'app-admin-branding',
                path: paths.app.admin.branding.path,
                lazy: () => import('./routes/app/admin/branding'),
              },
              {
                id: 'app-admin-networks',
                path: paths.app.admin.networks.path,
                lazy: () => import('./routes/app/admin/networks'),
              },
              {
                id: 'app-admin-audit',
                path: paths.app.admin.audit.path,
                lazy: () => import('./routes/app/admin/audit'),
              },
            ],
          },
          {
            id: 'app-advisor-panel-guard',
            lazy: () => import('./routes/app/advisor-panel-guard'),
            children: [
              { id: 'app-preview', path: paths.app.preview.path, lazy: () => import('./routes/app/preview') },
              { id: 'app-investors', path: paths.app.investors.list.path, lazy: () => import('./routes/app/investors/list') },
              {
                id: 'app-investors-network',
                path: paths.app.investors.network.path,
                lazy: () => import('./routes/app/investors/network'),
              },
              {
                id: 'app-investor-offer',
                path: paths.app.investors.offer.path,
                lazy: () => import('./routes/app/investors/offer'),
              },
              { id: 'app-kyc', path: paths.app.kyc.list.path, lazy: () => import('./routes/app/kyc/list') },
              { id: 'app-kyc-request', path: paths.app.kyc.detail.path, lazy: () => import('./routes/app/kyc/detail') },
            ],
          },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
