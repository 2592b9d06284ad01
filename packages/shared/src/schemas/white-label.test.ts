import { describe, expect, it } from 'vitest';
import {
  EMPTY_ADMIN_CONFIGURATION,
  effectiveConfiguration,
  ZAdminConfigurationSchema,
  type TWhiteLabelConfiguration,
} from './white-label.ts';

const panel = { bgImage: null, headline: null, description: null, horizontalLogo: null };
const whiteLabel: TWhiteLabelConfiguration = {
  id: 'landing-1',
  theme: 'theme-default',
  issuerHeading: false,
  blockInvestorPanel: false,
  enableLegalPerson: false,
  logo: '/logo.svg',
  siteTitle: 'Emisja Demo',
  bgImage: null,
  headline: null,
  description: null,
  favicon: '/favicon.ico',
  reg: '/reg.html',
  menuLogo: null,
  privacy_policy: '/privacy.html',
  horizontalLogo: null,
  subtext: null,
  inviteText: 'Zapraszamy do {campaignName}',
  consent2: 'Zgoda 2',
  consent3: null,
  campaignInvestButtonText: null,
  formInvestButtonText: null,
  debtPlaceholder: '/debt.png',
  equityPlaceholder: '/equity.png',
  advisorPanel: panel,
  investorPanel: panel,
};

describe('effectiveConfiguration', () => {
  it('is the white-label configuration when the admin overrides nothing', () => {
    expect(effectiveConfiguration(whiteLabel, EMPTY_ADMIN_CONFIGURATION)).toEqual({
      ...whiteLabel,
      investmentRisks: null,
      themeColors: null,
      investorPanelHeaderColor: null,
      investorPanelDescriptionColor: null,
      advisorPanelHeaderColor: null,
      advisorPanelDescriptionColor: null,
      requireTwoFactorForAdvisors: false,
      requireKycBeforePayment: true,
      // No setting: consent2 required, consent3 voluntary (docs/decisions/039).
      requireConsent2: true,
      requireConsent3: false,
    });
  });

  it("takes the admin's consent requirements over the white-label's", () => {
    const configured = { ...whiteLabel, requireConsent2: false, requireConsent3: true };
    expect(effectiveConfiguration(configured, EMPTY_ADMIN_CONFIGURATION)).toMatchObject({
      requireConsent2: false,
      requireConsent3: true,
    });
    expect(
      effectiveConfiguration(configured, { ...EMPTY_ADMIN_CONFIGURATION, requireConsent2: true, requireConsent3: null }),
    ).toMatchObject({ requireConsent2: true, requireConsent3: true });
  });

  it('takes every admin value that is set, and the admin-only settings', () => {
    const admin = {
      ...EMPTY_ADMIN_CONFIGURATION,
      siteTitle: 'Admin Title',
      privacyPolicy: '/admin-privacy.html',
      inviteText: 'Admin invite',
      debtPlaceholder: '/admin-debt.png',
      themeColors: '#111111,#222222,#333333',
      requireTwoFactorForAdvisors: true,
    };
    const effective = effectiveConfiguration(whiteLabel, admin);
    expect(effective).toMatchObject({
      siteTitle: 'Admin Title',
      privacy_policy: '/admin-privacy.html',
      inviteText: 'Admin invite',
      debtPlaceholder: '/admin-debt.png',
      equityPlaceholder: '/equity.png',
      consent2: 'Zgoda 2',
      themeColors: '#111111,#222222,#333333',
      requireTwoFactorForAdvisors: true,
      blockInvestorPanel: false,
    });
  });

  it('covers every admin setting (a new one must be merged here too)', () => {
    const covered = Object.keys(effectiveConfiguration(whiteLabel, EMPTY_ADMIN_CONFIGURATION));
    const adminKeys = Object.keys(ZAdminConfigurationSchema.shape).map((key) =>
      key === 'privacyPolicy' ? 'privacy_policy' : key,
    );
    expect(adminKeys.filter((key) => !covered.includes(key))).toEqual([]);
  });
});
