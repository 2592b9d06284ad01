import { describe, expect, it } from 'vitest';
import { issuesToViolations } from '../validation/zod.ts';
import { ZAdminConfigurationInputSchema, ZWhiteLabelConfigurationInputSchema } from './branding.ts';
import { EMPTY_ADMIN_CONFIGURATION } from './white-label.ts';

function violationsOf(result: { success: boolean; error?: { issues: unknown[] } }) {
  return result.success ? [] : issuesToViolations(result.error?.issues as never, 'en').map((v) => [v.propertyPath, v.code]);
}

const panel = { bgImage: null, headline: null, description: null, horizontalLogo: null };

describe('branding bodies', () => {
  it('takes three #rrggbb theme colours and refuses a colour that is not one', () => {
    const ok = ZAdminConfigurationInputSchema.parse({ ...EMPTY_ADMIN_CONFIGURATION, themeColors: '#0F766E, #115e59,#f0fdfa' });
    expect(ok.themeColors).toBe('#0f766e,#115e59,#f0fdfa');
    const bad = ZAdminConfigurationInputSchema.safeParse({
      ...EMPTY_ADMIN_CONFIGURATION,
      themeColors: '#0f766e,teal,#f0fdfa',
      advisorPanelHeaderColor: 'red',
    });
    expect(violationsOf(bad)).toEqual([
      ['themeColors', 'validation.themeColors'],
      ['advisorPanelHeaderColor', 'validation.hexColor'],
    ]);
  });

  it('takes uploaded assets, local paths and http(s) links, never javascript: or protocol-relative ones', () => {
    const base = {
      theme: 'theme-default',
      issuerHeading: false,
      blockInvestorPanel: false,
      enableLegalPerson: false,
      siteTitle: 'Emitent',
      advisorPanel: panel,
      investorPanel: panel,
    };
    const ok = ZWhiteLabelConfigurationInputSchema.parse({
      ...base,
      logo: '/public-api/asset/0b0d6f4e-8d4c-4a4f-9d0e-5c1f3b2a1e00',
      reg: 'https://example.com/regulamin.pdf',
      headline: '  ',
    });
    expect(ok).toMatchObject({ logo: '/public-api/asset/0b0d6f4e-8d4c-4a4f-9d0e-5c1f3b2a1e00', headline: null, favicon: null });
    const bad = ZWhiteLabelConfigurationInputSchema.safeParse({
      ...base,
      logo: 'javascript:alert(1)',
      favicon: '//evil.example/x.png',
      theme: 'theme-custom',
    });
    expect(violationsOf(bad)).toEqual([
      ['theme', 'validation.invalid'],
      ['logo', 'validation.assetUrl'],
      ['favicon', 'validation.assetUrl'],
    ]);
  });
});
