import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRANDING_ASSET_MAX_BYTES,
  EMPTY_ADMIN_CONFIGURATION,
  effectiveConfiguration,
  investConsentList,
  type TAdminConfiguration,
  type TWhiteLabelResponse,
} from '@emisja/shared';
import type { App } from '../../app.ts';
import { auditLog, files } from '../../db/schema/index.ts';
import { investConsentsOf } from '../public-offer/invest-consents.ts';
import { bearer, loginBackOfficeRoles, RELAXED_LIMITS } from '../../../test/auth-helpers.ts';
import { uploadAsset, uploadAssetOk } from '../../../test/back-office-helpers.ts';
import { buildSecondApp, buildTestApp, DEMO_HOST, NAVY_HOST } from '../../../test/helpers.ts';
import { buildPng, sampleExe, samplePng } from '../../../test/sample-files.ts';

// The branding back office (issue 14): configuration writes by the admin only, uploads of branding images (SVG cleaned,
// 2 MiB, type by content), the public asset URL, and a change seen at once by a second server process on the same database.

let app: App;
let admin: string;
let advisor: string;
let coordinator: string;
let navyAdmin: string;

function call(method: 'GET' | 'PUT', url: string, token: string, payload?: unknown, host = DEMO_HOST) {
  return app.inject({ method, url, headers: { ...bearer(token, host), 'accept-language': 'en' }, payload: payload as never });
}

beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  ({ admin, advisor, coordinator, navyAdmin } = await loginBackOfficeRoles(app));
});

describe('branding writes: who may', () => {
  it('refuses advisors and coordinators (403) and another tenant (401) on every write; the admin reads and writes', async () => {
    const whiteLabel = (await call('GET', '/api/advisor/white-label', admin)).json();
    const adminConfiguration = (await call('GET', '/api/advisor/admin-configuration', admin)).json();
    const writes: [string, unknown][] = [
      ['/api/advisor/white-label', whiteLabel],
      ['/api/advisor/admin-configuration', adminConfiguration],
    ];
    for (const [url, body] of writes) {
      for (const token of [advisor, coordinator]) expect((await call('PUT', url, token, body)).statusCode).toBe(403);
      expect((await call('PUT', url, navyAdmin, body)).statusCode).toBe(401);
      expect((await call('PUT', url, admin, body)).statusCode).toBe(200);
    }
    for (const token of [advisor, coordinator]) {
      expect((await uploadAsset(app, token, 'logo', 'logo.png', samplePng())).statusCode).toBe(403);
      expect(
        (await uploadAsset(app, token, 'logo', 'logo.png', samplePng(), { url: '/api/advisor/white-label/asset' })).statusCode,
      ).toBe(403);
    }
    expect((await uploadAsset(app, navyAdmin, 'logo', 'logo.png', samplePng())).statusCode).toBe(401);
  });
});

describe('branding images', () => {
  it('takes exactly 2 MiB, refuses one byte more (413) and an executable named .png (415), storing nothing', async () => {
    const png = samplePng();
    const exact = Buffer.concat([png, Buffer.alloc(BRANDING_ASSET_MAX_BYTES - png.length)]);
    const accepted = await uploadAsset(app, admin, 'background', 'tlo.png', exact, { url: '/api/advisor/white-label/asset' });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toMatchObject({ kind: 'background', contentType: 'image/png', bytes: BRANDING_ASSET_MAX_BYTES });
    const filesBefore = (await app.db.select().from(files)).length;
    const tooLarge = await uploadAsset(app, admin, 'background', 'tlo.png', Buffer.concat([exact, Buffer.from([0])]));
    expect(tooLarge.statusCode).toBe(413);
    const exe = await uploadAsset(app, admin, 'logo', 'logo.png', sampleExe());
    expect(exe.statusCode).toBe(415);
    expect((await app.db.select().from(files)).length).toBe(filesBefore);
  });

  it('cleans an SVG of scripts, handlers, javascript: URLs and external references, and serves it sandboxed', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">' +
        '<script>alert(2)</script><style>@import url(https://evil.example/x.css);</style>' +
        '<a xlink:href="javascript:alert(3)"><rect width="10" height="10" fill="#0f766e" onclick="alert(4)"/></a>' +
        '<image href="https://evil.example/pixel.png" width="1" height="1"/></svg>',
    );
    const asset = await uploadAssetOk(app, admin, 'logo', 'logo.svg', svg);
    expect(asset.contentType).toBe('image/svg+xml');
    const served = await app.inject({ method: 'GET', url: asset.url, headers: { host: DEMO_HOST } });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/svg+xml',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    const stored = served.body;
    expect(stored).toContain('<rect');
    expect(stored).not.toMatch(/<script|onload|onclick|javascript:|evil\.example|<style/i);
    // Another landing page does not serve it; a campaign document is never public.
    expect((await app.inject({ method: 'GET', url: asset.url, headers: { host: NAVY_HOST } })).statusCode).toBe(404);
  });

  it('refuses text that is not an SVG (415)', async () => {
    const html = Buffer.from('<html><body><script>alert(1)</script></body></html>');
    expect((await uploadAsset(app, admin, 'logo', 'logo.svg', html)).statusCode).toBe(415);
  });
});

describe('configuration', () => {
  it('switches to theme-custom with three colours, back without them, and refuses a colour that is not one', async () => {
    const bad = await call('PUT', '/api/advisor/admin-configuration', admin, {
      ...EMPTY_ADMIN_CONFIGURATION,
      themeColors: '#0f766e,green,#f0fdfa',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'themeColors', code: 'validation.themeColors' }),
    ]);

    const colours = { ...EMPTY_ADMIN_CONFIGURATION, themeColors: '#0f766e,#115e59,#f0fdfa' };
    expect((await call('PUT', '/api/advisor/admin-configuration', admin, colours)).statusCode).toBe(200);
    const custom = await app.inject({ method: 'GET', url: '/public-api/white-label', headers: { host: DEMO_HOST } });
    expect(custom.json().configuration.theme).toBe('theme-custom');
    const overrides = await app.inject({
      method: 'GET',
      url: '/public-api/advisor-panel-configuration',
      headers: { host: DEMO_HOST },
    });
    expect(overrides.json().themeColors).toBe('#0f766e,#115e59,#f0fdfa');

    await call('PUT', '/api/advisor/admin-configuration', admin, EMPTY_ADMIN_CONFIGURATION);
    const back = await app.inject({ method: 'GET', url: '/public-api/white-label', headers: { host: DEMO_HOST } });
    expect(back.json().configuration.theme).toBe('theme-default');
    const [audit] = await app.db.select().from(auditLog).where(eq(auditLog.action, 'admin-configuration.updated'));
    expect(audit?.after).toBeTruthy();
  });

  it("saves which consents are required: the white-label's, the admin's overrides (null: as the white-label), and the invest form follows", async () => {
    const landing = (await app.landingResolver.resolve(DEMO_HOST))!;
    const whiteLabel = (await call('GET', '/api/advisor/white-label', admin)).json();
    const overrides = (await call('GET', '/api/advisor/admin-configuration', admin)).json();
    /** Which consents the acceptance requires (the server's own list) and the invest form shows (the public answers). */
    const required = async () => {
      const server = investConsentsOf(await app.tenantConfiguration.getEffectiveConfiguration(landing));
      const [page, panel] = await Promise.all(
        ['/public-api/white-label', '/public-api/advisor-panel-configuration'].map(
          async (url) => (await app.inject({ method: 'GET', url, headers: { host: DEMO_HOST } })).json() as unknown,
        ),
      );
      const shown = effectiveConfiguration((page as TWhiteLabelResponse).configuration, panel as TAdminConfiguration);
      const form = investConsentList({
        documents: { reg: shown.reg, privacyPolicy: shown.privacy_policy, investmentRisks: shown.investmentRisks },
        texts: { consent2: shown.consent2, consent3: shown.consent3 },
        requireConsent2: shown.requireConsent2,
        requireConsent3: shown.requireConsent3,
      });
      const requiredOf = (list: { key: string; isRequired: boolean }[]) =>
        Object.fromEntries(
          list.filter(({ key }) => key === 'consent2' || key === 'consent3').map(({ key, isRequired }) => [key, isRequired]),
        );
      expect(requiredOf(form)).toEqual(requiredOf(server));
      return requiredOf(server);
    };
    try {
      // The demo landing page: consent2 required, consent3 voluntary.
      expect(await required()).toEqual({ consent2: true, consent3: false });

      const saved = await call('PUT', '/api/advisor/white-label', admin, { ...whiteLabel, requireConsent3: true });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ requireConsent2: true, requireConsent3: true });
      expect((await call('GET', '/api/advisor/white-label', admin)).json()).toMatchObject({ requireConsent3: true });
      expect(await required()).toEqual({ consent2: true, consent3: true });

      const overridden = await call('PUT', '/api/advisor/admin-configuration', admin, {
        ...overrides,
        requireConsent2: false,
        requireConsent3: false,
      });
      expect(overridden.statusCode, overridden.body).toBe(200);
      expect(overridden.json()).toMatchObject({ requireConsent2: false, requireConsent3: false });
      expect(await required()).toEqual({ consent2: false, consent3: false });

      // null: as the white-label says again.
      const followed = await call('PUT', '/api/advisor/admin-configuration', admin, {
        ...overrides,
        requireConsent2: null,
        requireConsent3: null,
      });
      expect(followed.statusCode, followed.body).toBe(200);
      expect((await call('GET', '/api/advisor/admin-configuration', admin)).json()).toMatchObject({
        requireConsent2: null,
        requireConsent3: null,
      });
      expect(await required()).toEqual({ consent2: true, consent3: true });

      const notBoolean = await call('PUT', '/api/advisor/admin-configuration', admin, { ...overrides, requireConsent3: 'yes' });
      expect(notBoolean.statusCode).toBe(400);
      expect(notBoolean.json().violations).toEqual([expect.objectContaining({ propertyPath: 'requireConsent3' })]);
    } finally {
      await call('PUT', '/api/advisor/white-label', admin, whiteLabel);
      await call('PUT', '/api/advisor/admin-configuration', admin, overrides);
    }
  });

  it("takes an uploaded logo and refuses another landing page's asset", async () => {
    const logo = await uploadAssetOk(
      app,
      admin,
      'logo',
      'logo.png',
      buildPng(4, 4, () => [0, 0, 0]),
    );
    const navyLogo = await uploadAssetOk(app, navyAdmin, 'logo', 'logo.png', samplePng(), NAVY_HOST);
    const current = (await call('GET', '/api/advisor/white-label', admin)).json();
    const foreign = await call('PUT', '/api/advisor/white-label', admin, { ...current, logo: navyLogo.url });
    expect(foreign.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'logo', code: 'validation.assetNotFound' }),
    ]);
    const saved = await call('PUT', '/api/advisor/white-label', admin, { ...current, logo: logo.url, siteTitle: 'Nowy tytuł' });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = (await app.inject({ method: 'GET', url: '/public-api/white-label', headers: { host: DEMO_HOST } })).json();
    expect(shown.configuration).toMatchObject({ logo: logo.url, siteTitle: 'Nowy tytuł' });
  });
});

describe('two server processes on one database', () => {
  let second: App | undefined;
  afterAll(async () => {
    await second?.close();
  });

  it('shows a change made through one process on the other at once, before the cache would expire', async () => {
    second = await buildSecondApp(app);
    const other = second;
    const read = async () =>
      (await other.inject({ method: 'GET', url: '/public-api/white-label', headers: { host: NAVY_HOST } })).json();
    const before = await read();
    expect(before.configuration.theme).toBe('theme-navy');
    await app.inject({
      method: 'PUT',
      url: '/api/advisor/admin-configuration',
      headers: bearer(navyAdmin, NAVY_HOST),
      payload: { ...EMPTY_ADMIN_CONFIGURATION, themeColors: '#7c2d12,#9a3412,#fff7ed' },
    });
    const started = Date.now();
    let after = await read();
    while (after.configuration.theme !== 'theme-custom' && Date.now() - started < 3000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await read();
    }
    expect(after.configuration.theme).toBe('theme-custom');
    // Well before the 5 s time to live: the notification did it.
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
