import { THEME_COLORS } from '@emisja/shared';
import { describe, expect, it } from 'vitest';
import { adminConfiguration, demoWhiteLabel } from '@/testing/fixtures';
import { DEFAULT_BRANDING, parseThemeColors, resolveBranding } from './resolve-branding';

describe('parseThemeColors', () => {
  it('reads default, hover and highlight', () => {
    expect(parseThemeColors('#aaaaaa,#bbbbbb,#cccccc')).toEqual({
      primary: '#aaaaaa',
      primaryHover: '#bbbbbb',
      highlight: '#cccccc',
    });
  });

  it.each([null, '', '#aaaaaa,#bbbbbb', '#aaaaaa, #bbbbbb, #cccccc', 'red,green,blue', '#aaaaaa,#bbbbbb,#cccccc;x'])(
    'rejects %j',
    (value) => {
      expect(parseThemeColors(value)).toBeNull();
    },
  );
});

describe('resolveBranding', () => {
  it('gives the defaults without a white-label configuration', () => {
    expect(resolveBranding(undefined, undefined)).toBe(DEFAULT_BRANDING);
    expect(DEFAULT_BRANDING.theme).toBe('theme-default');
    expect(DEFAULT_BRANDING.colors).toEqual({ primary: '#000000', primaryHover: '#111827', highlight: '#f9fafb' });
  });

  it('takes the white-label values when the admin overrides nothing', () => {
    const branding = resolveBranding(demoWhiteLabel(), adminConfiguration());

    expect(branding).toMatchObject({
      landingId: 'landing-demo',
      language: 'pl',
      theme: 'theme-default',
      siteTitle: 'Emisja Demo',
      favicon: '/branding/demo/favicon.svg',
      logo: '/branding/demo/logo.svg',
      documents: {
        terms: '/branding/demo/regulamin.html',
        privacyPolicy: '/branding/demo/polityka-prywatnosci.html',
        investmentRisks: null,
      },
      consents: {
        consent2: 'Wyrażam zgodę na przetwarzanie moich danych osobowych.',
        consent3: 'Chcę otrzymywać informacje o nowych emisjach.',
      },
    });
  });

  it('lets the admin overrides win', () => {
    const branding = resolveBranding(
      demoWhiteLabel(),
      adminConfiguration({
        favicon: '/uploads/favicon.png',
        siteTitle: 'Emisja Premium',
        reg: '/uploads/terms-2026.html',
        privacyPolicy: '/uploads/privacy-2026.html',
        investmentRisks: '/uploads/risks.html',
        consent2: 'Zgoda administratora 2',
        consent3: 'Zgoda administratora 3',
        inviteText: 'Nowa oferta {campaignName}',
        debtPlaceholder: '/uploads/debt.png',
        equityPlaceholder: '/uploads/equity.png',
        campaignInvestButtonText: 'Inwestuję',
        formInvestButtonText: 'Wyślij',
        investorPanelHeaderColor: '#123456',
        advisorPanelDescriptionColor: '#abcdef',
      }),
    );

    expect(branding).toMatchObject({
      siteTitle: 'Emisja Premium',
      favicon: '/uploads/favicon.png',
      documents: {
        terms: '/uploads/terms-2026.html',
        privacyPolicy: '/uploads/privacy-2026.html',
        investmentRisks: '/uploads/risks.html',
      },
      consents: { consent2: 'Zgoda administratora 2', consent3: 'Zgoda administratora 3' },
      inviteText: 'Nowa oferta {campaignName}',
      placeholders: { debt: '/uploads/debt.png', equity: '/uploads/equity.png' },
      campaignInvestButtonText: 'Inwestuję',
      formInvestButtonText: 'Wyślij',
      textColors: {
        investorPanel: { headline: '#123456', description: null },
        advisorPanel: { headline: null, description: '#abcdef' },
      },
    });
  });

  it('ignores blank overrides and colours that are not hex colours', () => {
    const branding = resolveBranding(
      demoWhiteLabel(),
      adminConfiguration({ siteTitle: '  ', reg: '', investorPanelHeaderColor: 'red; background: url(x)' }),
    );

    expect(branding.siteTitle).toBe('Emisja Demo');
    expect(branding.documents.terms).toBe('/branding/demo/regulamin.html');
    expect(branding.textColors.investorPanel.headline).toBeNull();
  });

  it('uses the navy theme of the tenant', () => {
    const branding = resolveBranding(
      demoWhiteLabel({ landing: { theme: 'theme-navy' }, configuration: { theme: 'theme-navy' } }),
      undefined,
    );

    expect(branding.theme).toBe('theme-navy');
    const navy = THEME_COLORS['theme-navy'];
    expect(branding.colors).toEqual({ primary: navy.default, primaryHover: navy.hover, highlight: navy.highlight });
  });

  it('switches to theme-custom when the admin sets theme colours', () => {
    const branding = resolveBranding(
      demoWhiteLabel({ configuration: { theme: 'theme-navy' } }),
      adminConfiguration({ themeColors: '#aaaaaa,#bbbbbb,#cccccc' }),
    );

    expect(branding.theme).toBe('theme-custom');
    expect(branding.colors).toEqual({ primary: '#aaaaaa', primaryHover: '#bbbbbb', highlight: '#cccccc' });
  });

  it('shows the default theme for a tenant marked custom that has no colours', () => {
    const branding = resolveBranding(demoWhiteLabel({ configuration: { theme: 'theme-custom' } }), adminConfiguration());

    expect(branding.theme).toBe('theme-default');
  });

  it('falls back to the main values for the panels', () => {
    const branding = resolveBranding(
      demoWhiteLabel({
        configuration: {
          advisorPanel: {
            bgImage: '/branding/demo/advisors.svg',
            headline: 'Panel doradcy',
            description: null,
            horizontalLogo: null,
          },
        },
      }),
      undefined,
    );

    expect(branding.advisorPanel).toEqual({
      bgImage: '/branding/demo/advisors.svg',
      headline: 'Panel doradcy',
      description: 'Obligacje i akcje spółek w jednym miejscu.',
      horizontalLogo: '/branding/demo/horizontal-logo.svg',
    });
    expect(branding.investorPanel.headline).toBe('Inwestuj razem z doradcą');
  });

  it('falls back to the logo when there is no horizontal or menu logo', () => {
    const branding = resolveBranding(demoWhiteLabel({ configuration: { horizontalLogo: null, menuLogo: null } }), undefined);

    expect(branding.advisorPanel.horizontalLogo).toBe('/branding/demo/logo.svg');
    expect(branding.menuLogo).toBe('/branding/demo/logo.svg');
  });
});
