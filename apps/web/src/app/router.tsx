import { useState } from 'react';
import { createBrowserRouter, matchRoutes, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { withTranslations } from '@/lib/i18n';
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
// withTranslations loads, with the page's code, the translation groups its screen uses beyond lib/i18n.ts's core ones
// (lib/i18n-routes.test.ts checks the lists against each route's imports).
// Route ids matter: the session rules (./session-guard.tsx) skip or open routes by id.
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootRoute />,
    errorElement: <RouteErrorBoundary />,
    HydrateFallback: InitialLoad,
    children: [
      { id: 'landing', path: paths.landing.path, lazy: withTranslations(['documents'], () => import('./routes/landing')) },
      {
        id: 'advisors-landing',
        path: paths.advisorsLanding.path,
        lazy: withTranslations(['app', 'documents'], () => import('./routes/advisors-landing')),
      },
      { id: 'access-denied', path: paths.accessDenied.path, lazy: () => import('./routes/access-denied') },
      {
        id: 'investor-login',
        path: paths.investorLogin.path,
        lazy: withTranslations(['documents'], () => import('./routes/investor-login')),
      },
      { id: 'confirm-login', path: paths.auth.confirmLogin.path, lazy: () => import('./routes/auth/confirm-login') },
      {
        id: 'activate-from-email',
        path: paths.auth.activateFromEmail.path,
        lazy: withTranslations(['app', 'documents'], () => import('./routes/auth/activate-from-email')),
      },
      {
        id: 'reset-password-request',
        path: paths.auth.resetPasswordRequest.path,
        lazy: withTranslations(['documents'], () => import('./routes/auth/reset-password-request')),
      },
      {
        id: 'reset-password',
        path: paths.auth.resetPassword.path,
        lazy: withTranslations(['app', 'documents'], () => import('./routes/auth/reset-password')),
      },
      // Public offer pages by token (the session guard skips these ids: they work logged out and logged in alike).
      {
        id: 'campaign',
        path: paths.campaign.path,
        lazy: withTranslations(['campaign', 'publicOffer', 'offerStatuses'], () => import('./routes/campaign')),
      },
      {
        id: 'invest',
        path: paths.invest.path,
        lazy: withTranslations(['documents', 'publicOffer'], () => import('./routes/invest')),
      },
      // The KYC questionnaire by token (product-decisions 9); the session guard skips this id too.
      {
        id: 'kyc-form',
        path: paths.kycForm.path,
        lazy: withTranslations(['documents', 'kycForm', 'kycAnswers'], () => import('./routes/kyc-form')),
      },
      {
        id: 'login-with-redirect-token',
        path: paths.loginWithRedirectToken.path,
        lazy: () => import('./routes/login-with-redirect-token'),
      },
      // The investor's first steps; the session guard lets only investors stay here (id 'onboarding').
      {
        id: 'onboarding',
        path: paths.onboarding.path,
        lazy: withTranslations(['app', 'documents', 'investorPanel', 'impersonation'], () => import('./routes/onboarding')),
      },
      {
        id: 'app',
        path: paths.app.root.path,
        lazy: withTranslations(
          [
            'app',
            'investorOffers',
            'investorPanel',
            'kycRequests',
            'adminCampaigns',
            'adminBranding',
            'adminNetworks',
            'adminAudit',
            'impersonation',
            'settlements',
          ],
          () => import('./routes/app/panel'),
        ),
        children: [
          {
            id: 'app-home',
            index: true,
            lazy: withTranslations(
              ['app', 'list', 'campaign', 'investorOffers', 'investorPanel', 'offerStatuses'],
              () => import('./routes/app/home'),
            ),
          },
          {
            id: 'app-profile',
            path: paths.app.profile.path,
            lazy: withTranslations(['app', 'advisors', 'documents'], () => import('./routes/app/profile')),
          },
          // Paths of both panels: the session's context type picks the screen (./routes/app/role-switch.tsx, decision 033).
          {
            id: 'app-offers',
            path: paths.app.offers.list.path,
            lazy: withTranslations(
              ['app', 'campaign', 'campaignOffers', 'investorPanel', 'offerStatuses'],
              () => import('./routes/app/offers/list'),
            ),
          },
          {
            id: 'app-offer',
            path: paths.app.offers.detail.path,
            lazy: withTranslations(
              ['app', 'documents', 'campaign', 'campaignOffers', 'investorPanel', 'publicOffer', 'schedule', 'offerStatuses'],
              () => import('./routes/app/offers/detail'),
            ),
          },
          {
            id: 'app-documents',
            path: paths.app.documents.path,
            lazy: withTranslations(['app', 'list', 'documents', 'investorPanel'], () => import('./routes/app/documents')),
          },
          {
            id: 'app-investor-panel-guard',
            lazy: () => import('./routes/app/investor-panel-guard'),
            children: [
              {
                id: 'app-investments',
                path: paths.app.investments.list.path,
                lazy: withTranslations(['campaign', 'investorPanel'], () => import('./routes/app/investments/list')),
              },
              {
                id: 'app-investment',
                path: paths.app.investments.detail.path,
                lazy: withTranslations(
                  ['campaign', 'investorPanel', 'schedule'],
                  () => import('./routes/app/investments/detail'),
                ),
              },
              {
                id: 'app-products',
                path: paths.app.products.list.path,
                lazy: withTranslations(['campaign', 'investorPanel'], () => import('./routes/app/products/list')),
              },
              {
                id: 'app-product',
                path: paths.app.products.detail.path,
                lazy: withTranslations(
                  ['documents', 'campaign', 'investorPanel', 'publicOffer'],
                  () => import('./routes/app/products/detail'),
                ),
              },
              {
                id: 'app-my-data',
                path: paths.app.myData.path,
                lazy: withTranslations(['documents', 'investorPanel', 'kycAnswers'], () => import('./routes/app/my-data')),
              },
            ],
          },
          {
            id: 'app-advisors-guard',
            lazy: () => import('./routes/app/advisors/guard'),
            children: [
              {
                id: 'app-advisors',
                path: paths.app.advisors.list.path,
                lazy: withTranslations(['list', 'advisors'], () => import('./routes/app/advisors/list')),
              },
              {
                id: 'app-advisor-new',
                path: paths.app.advisors.new.path,
                lazy: withTranslations(['list', 'advisors', 'documents'], () => import('./routes/app/advisors/new')),
              },
              {
                id: 'app-advisor-edit',
                path: paths.app.advisors.edit.path,
                lazy: withTranslations(
                  ['app', 'list', 'advisors', 'documents', 'adminAudit', 'impersonation'],
                  () => import('./routes/app/advisors/edit'),
                ),
              },
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
                lazy: withTranslations(['campaign', 'adminCampaigns'], () => import('./routes/app/admin/campaigns/list')),
              },
              {
                id: 'app-admin-campaign-new',
                path: paths.app.admin.campaigns.new.path,
                lazy: withTranslations(
                  ['documents', 'campaign', 'adminCampaigns'],
                  () => import('./routes/app/admin/campaigns/new'),
                ),
              },
              {
                id: 'app-admin-campaign-edit',
                path: paths.app.admin.campaigns.edit.path,
                lazy: withTranslations(
                  ['documents', 'campaign', 'adminCampaigns'],
                  () => import('./routes/app/admin/campaigns/edit'),
                ),
              },
              {
                id: 'app-admin-campaign-preview',
                path: paths.app.admin.campaigns.preview.path,
                lazy: withTranslations(
                  ['campaign', 'publicOffer', 'adminCampaigns'],
                  () => import('./routes/app/admin/campaigns/preview'),
                ),
              },
              {
                id: 'app-admin-branding',
                path: paths.app.admin.branding.path,
                lazy: withTranslations(['documents', 'adminBranding'], () => import('./routes/app/admin/branding')),
              },
              {
                id: 'app-admin-networks',
                path: paths.app.admin.networks.path,
                lazy: withTranslations(['list', 'documents', 'adminNetworks'], () => import('./routes/app/admin/networks')),
              },
              {
                id: 'app-admin-audit',
                path: paths.app.admin.audit.path,
                lazy: withTranslations(['list', 'adminAudit'], () => import('./routes/app/admin/audit')),
              },
            ],
          },
          {
            id: 'app-advisor-panel-guard',
            lazy: () => import('./routes/app/advisor-panel-guard'),
            children: [
              {
                id: 'app-preview',
                path: paths.app.preview.path,
                lazy: withTranslations(['list', 'documents'], () => import('./routes/app/preview')),
              },
              {
                id: 'app-investors',
                path: paths.app.investors.list.path,
                lazy: withTranslations(['list', 'investorOffers', 'offerStatuses'], () => import('./routes/app/investors/list')),
              },
              {
                id: 'app-investors-network',
                path: paths.app.investors.network.path,
                lazy: withTranslations(
                  ['list', 'investorOffers', 'offerStatuses'],
                  () => import('./routes/app/investors/network'),
                ),
              },
              {
                id: 'app-investor-offer',
                path: paths.app.investors.offer.path,
                lazy: withTranslations(
                  ['list', 'documents', 'investorOffers', 'publicOffer', 'schedule', 'impersonation', 'offerStatuses'],
                  () => import('./routes/app/investors/offer'),
                ),
              },
              {
                id: 'app-settlements',
                path: paths.app.settlements.list.path,
                lazy: withTranslations(['list', 'settlements'], () => import('./routes/app/settlements/list')),
              },
              {
                id: 'app-settlements-new',
                path: paths.app.settlements.new.path,
                lazy: withTranslations(['list', 'documents', 'settlements'], () => import('./routes/app/settlements/new')),
              },
              {
                id: 'app-settlement',
                path: paths.app.settlements.edit.path,
                lazy: withTranslations(['list', 'documents', 'settlements'], () => import('./routes/app/settlements/edit')),
              },
              {
                id: 'app-kyc',
                path: paths.app.kyc.list.path,
                lazy: withTranslations(['list', 'documents', 'kycRequests'], () => import('./routes/app/kyc/list')),
              },
              {
                id: 'app-kyc-request',
                path: paths.app.kyc.detail.path,
                lazy: withTranslations(
                  ['list', 'documents', 'kycRequests', 'kycAnswers'],
                  () => import('./routes/app/kyc/detail'),
                ),
              },
            ],
          },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

/**
 * Starts loading the code and texts of the routes that match `location` (main.tsx, before the first render), so they are on
 * their way beside the shell's texts and the branding instead of after them. The router calls the same `lazy` when it first
 * renders, after the landing page's language is known: the modules and the texts already loaded are reused, and texts of
 * another language are loaded then, so the screen still appears in the right language at once.
 */
export function preloadRoutes(location: string): void {
  for (const { route } of matchRoutes(routes, location) ?? []) {
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
  }
}

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
