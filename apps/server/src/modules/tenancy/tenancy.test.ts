import { describe, expect, it } from 'vitest';
import { ERROR_LABELS } from '@emisja/shared';
import { buildTestApp, DEMO_HOST, NAVY_HOST } from '../../../test/helpers.ts';
import { normalizeHost } from './tenancy.service.ts';

describe('tenancy by host', () => {
  it('normalizes Host headers: port, case, trailing dot', () => {
    expect(normalizeHost('LOCALHOST:3000')).toBe('localhost');
    expect(normalizeHost('navy.localhost.')).toBe('navy.localhost');
    expect(normalizeHost('[::1]:3000')).toBe('[::1]');
    expect(normalizeHost(undefined)).toBe('');
  });

  it('returns the demo landing page and its white-label configuration for localhost and 127.0.0.1', async () => {
    const app = await buildTestApp();
    for (const host of [DEMO_HOST, 'localhost:3000', '127.0.0.1:3000']) {
      const response = await app.inject({ method: 'GET', url: '/public-api/white-label', headers: { host } });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.landing).toMatchObject({ language: 'pl', siteTitle: 'Emisja Demo', theme: 'theme-default' });
      expect(body.configuration).toMatchObject({ id: body.landing.id, siteTitle: 'Emisja Demo', theme: 'theme-default' });
      expect(body.configuration.logo).toBe('/branding/demo/logo.svg');
      expect(body.configuration.inviteText).toContain('{campaignName}');
      expect(body.configuration).toHaveProperty('privacy_policy');
      expect(body.configuration.advisorPanel).toHaveProperty('headline');
    }
  });

  it('returns Navy Capital in English with theme-navy for navy.localhost, a different landing id', async () => {
    const app = await buildTestApp();
    const demo = (await app.inject({ method: 'GET', url: '/public-api/white-label', headers: { host: DEMO_HOST } })).json();
    const navy = await app.inject({ method: 'GET', url: '/public-api/white-label', headers: { host: NAVY_HOST } });
    expect(navy.statusCode).toBe(200);
    expect(navy.json().landing).toMatchObject({ language: 'en', siteTitle: 'Navy Capital', theme: 'theme-navy' });
    expect(navy.json().landing.id).not.toBe(demo.landing.id);
    expect(navy.json().configuration.logo).toBe('/branding/navy/logo.svg');
  });

  it('answers an unknown host with a 404, never another tenant', async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      method: 'GET',
      url: '/public-api/white-label',
      headers: { host: 'evil.example.com', 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ label: ERROR_LABELS.landingNotFound, violations: [] });
    expect(response.body).not.toContain('Emisja Demo');
  });

  it('returns the admin configuration of the host landing, and refuses a Context-Id of another landing', async () => {
    const app = await buildTestApp();
    const demo = (await app.inject({ method: 'GET', url: '/public-api/white-label', headers: { host: DEMO_HOST } })).json();
    const navy = (await app.inject({ method: 'GET', url: '/public-api/white-label', headers: { host: NAVY_HOST } })).json();

    const own = await app.inject({
      method: 'GET',
      url: '/public-api/advisor-panel-configuration',
      headers: { host: DEMO_HOST, 'context-id': demo.landing.id, 'context-type': 'investor-panel' },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ investmentRisks: '/branding/demo/ryzyka-inwestycyjne.html', themeColors: null });

    const foreign = await app.inject({
      method: 'GET',
      url: '/public-api/advisor-panel-configuration',
      headers: { host: DEMO_HOST, 'context-id': navy.landing.id, 'context-type': 'investor-panel' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().label).toBe(ERROR_LABELS.accessDenied);

    const badType = await app.inject({
      method: 'GET',
      url: '/public-api/advisor-panel-configuration',
      headers: { host: DEMO_HOST, 'context-type': 'root-panel' },
    });
    expect(badType.statusCode).toBe(400);
  });
});
