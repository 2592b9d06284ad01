import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '@/lib/i18n';
import { adminConfiguration, demoWhiteLabel } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, mockServerApi } from '@/testing/server-api';

function mockTenant(whiteLabel = demoWhiteLabel(), admin = adminConfiguration()) {
  return mockServerApi({
    'GET /public-api/white-label': jsonResponse(whiteLabel),
    'GET /public-api/advisor-panel-configuration': jsonResponse(admin),
  });
}

function expectNewTabLink(link: HTMLElement, href: string) {
  expect(link).toHaveAttribute('href', href);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

describe('investor landing page (/)', () => {
  it("shows the tenant's headline, logo, picture, texts, document links and consents", async () => {
    mockTenant();
    renderApp('/');

    expect(await screen.findByTestId('landing-headline')).toHaveTextContent('Inwestuj razem z doradcą');
    expect(screen.getByTestId('landing-description')).toHaveTextContent('Obligacje i akcje spółek w jednym miejscu.');
    expect(screen.getByTestId('landing-subtext')).toHaveTextContent('Zaloguj się linkiem, który wyślemy na Twój adres e-mail.');
    const logo = screen.getByTestId('landing-logo');
    expect(logo).toHaveAttribute('src', '/branding/demo/logo.svg');
    expect(logo).toHaveAccessibleName('Emisja Demo');
    expect(screen.getByTestId('landing-background')).toHaveAttribute('src', '/branding/demo/background.svg');

    expectNewTabLink(screen.getByRole('link', { name: /Regulamin/ }), '/branding/demo/regulamin.html');
    expectNewTabLink(screen.getByRole('link', { name: /Polityka prywatności/ }), '/branding/demo/polityka-prywatnosci.html');
    // The investment risks document exists only in the admin configuration.
    expect(screen.queryByTestId('landing-investment-risks-link')).not.toBeInTheDocument();

    // Consent texts are given on the invest form (docs/decisions/039): the landing page says where, without the texts.
    expect(screen.getByTestId('landing-consents-note')).toHaveTextContent(/formularzu zapisu na ofertę/);
    expect(screen.queryByText('Wyrażam zgodę na przetwarzanie moich danych osobowych.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź do strefy doradcy' })).toHaveAttribute('href', '/doradcy');
    expect(document.title).toBe('Emisja Demo');
  });

  it('lets the admin overrides win', async () => {
    mockTenant(
      demoWhiteLabel(),
      adminConfiguration({
        reg: '/uploads/regulamin-2026.html',
        privacyPolicy: '/uploads/polityka-2026.html',
        investmentRisks: '/branding/demo/ryzyka-inwestycyjne.html',
        consent2: 'Zgoda z konfiguracji administratora.',
        consent3: null,
        siteTitle: 'Emisja Premium',
        investorPanelHeaderColor: '#fde68a',
      }),
    );
    renderApp('/');

    const headline = await screen.findByTestId('landing-headline');
    expect(headline).toHaveStyle({ color: '#fde68a' });
    expectNewTabLink(screen.getByTestId('landing-terms-link'), '/uploads/regulamin-2026.html');
    expectNewTabLink(screen.getByTestId('landing-privacy-policy-link'), '/uploads/polityka-2026.html');
    expectNewTabLink(screen.getByTestId('landing-investment-risks-link'), '/branding/demo/ryzyka-inwestycyjne.html');
    expect(screen.getByTestId('landing-consents-note')).toBeInTheDocument();
    expect(screen.queryByText('Zgoda z konfiguracji administratora.')).not.toBeInTheDocument();
    expect(screen.getByTestId('landing-logo')).toHaveAccessibleName('Emisja Premium');
    expect(document.title).toBe('Emisja Premium');
  });

  it('still renders, with the defaults, when the white-label configuration cannot be loaded', async () => {
    mockServerApi({ 'GET /public-api/white-label': errorResponse(500) });
    renderApp('/');

    expect(await screen.findByTestId('landing-headline')).toHaveTextContent('Inwestuj w obligacje i akcje z pomocą doradcy');
    expect(screen.getByTestId('landing-logo')).toHaveTextContent('Emisja');
    expect(screen.queryByTestId('landing-background')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Regulamin/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('landing-consents-note')).not.toBeInTheDocument();
    expect(document.documentElement).toHaveClass('theme-default');
    expect(document.documentElement.lang).toBe('pl');
  });

  it("marks the tenant's texts with the landing page's language when the interface is in another", async () => {
    mockTenant();
    await changeLanguage(i18n, 'en');
    renderApp('/');

    expect(await screen.findByTestId('landing-headline')).toHaveAttribute('lang', 'pl');
    expect(screen.getByTestId('landing-title')).toHaveTextContent('Investor area');
    expect(screen.getByRole('link', { name: /Terms and conditions/ })).toBeInTheDocument();
  });

  it('switches the interface language with the PL | EN buttons', async () => {
    mockTenant();
    const user = userEvent.setup();
    renderApp('/');

    const switcher = within((await screen.findAllByRole('group', { name: 'Język' }))[0] as HTMLElement);
    await user.click(switcher.getByTestId('language-en'));

    expect(await screen.findByTestId('landing-title')).toHaveTextContent('Investor area');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('advisors landing page (/doradcy)', () => {
  it('shows the advisor-panel content, falling back to the main values', async () => {
    mockTenant(
      demoWhiteLabel({
        configuration: {
          advisorPanel: {
            bgImage: '/branding/demo/background.svg',
            headline: 'Panel dla doradców',
            description: null,
            horizontalLogo: '/branding/demo/horizontal-logo.svg',
          },
        },
      }),
      adminConfiguration({ advisorPanelHeaderColor: '#ffffff' }),
    );
    renderApp('/doradcy');

    expect(await screen.findByTestId('landing-headline')).toHaveTextContent('Panel dla doradców');
    expect(screen.getByTestId('landing-headline')).toHaveStyle({ color: '#ffffff' });
    expect(screen.getByTestId('landing-description')).toHaveTextContent('Obligacje i akcje spółek w jednym miejscu.');
    expect(screen.getByTestId('landing-logo')).toHaveAttribute('src', '/branding/demo/horizontal-logo.svg');
    expect(screen.getByTestId('landing-title')).toHaveTextContent('Strefa doradcy');
    expectNewTabLink(screen.getByTestId('landing-terms-link'), '/branding/demo/regulamin.html');
    expect(screen.getByRole('link', { name: 'Przejdź do strefy inwestora' })).toHaveAttribute('href', '/');
  });

  it('does not offer the investor area when the tenant blocks the investor panel', async () => {
    mockTenant(demoWhiteLabel({ configuration: { blockInvestorPanel: true } }));
    renderApp('/doradcy');

    await screen.findByTestId('landing-headline');
    expect(screen.queryByTestId('landing-other-side-link')).not.toBeInTheDocument();
  });
});
