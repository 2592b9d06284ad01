import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { advisors, emailOutbox, landingHosts, whiteLabelConfigurations } from './schema/index.ts';
import { buildTestApp } from '../../test/helpers.ts';
import { runTenantCommand } from './tenants-cli.ts';

// `npm run tenant:create` and `npm run tenant:list` (issue 14) against a test database.

let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});

describe('tenant commands', () => {
  it('creates a landing page with its hosts, title, default theme, network and admin, and queues the activation e-mail', async () => {
    const lines = await runTenantCommand(app.db, [
      'create',
      '--host',
      'Emitent.Example.com',
      '--host',
      'www.emitent.example.com',
      '--name',
      'Emitent Obligacji',
      '--language',
      'pl',
      '--admin-email',
      'Admin@Emitent.example.com',
    ]);
    expect(lines[0]).toContain('emitent-obligacji');
    const hosts = await app.db.select().from(landingHosts).where(eq(landingHosts.host, 'emitent.example.com'));
    expect(hosts).toHaveLength(1);
    const landingPageId = hosts[0]!.landingPageId;
    const [configuration] = await app.db
      .select()
      .from(whiteLabelConfigurations)
      .where(eq(whiteLabelConfigurations.landingPageId, landingPageId));
    expect(configuration?.siteTitle).toBe('Emitent Obligacji');
    const [admin] = await app.db.select().from(advisors).where(eq(advisors.landingPageId, landingPageId));
    expect(admin).toMatchObject({ email: 'admin@emitent.example.com', role: 'admin', status: 'initial' });
    const [mail] = await app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, 'admin@emitent.example.com'), eq(emailOutbox.template, 'advisor-activation')));
    expect(mail?.links[0]).toMatch(/^https:\/\/emitent\.example\.com\//);

    // The new host answers with the new landing page at once.
    const whiteLabel = await app.inject({
      method: 'GET',
      url: '/public-api/white-label',
      headers: { host: 'www.emitent.example.com' },
    });
    expect(whiteLabel.json().landing).toMatchObject({ siteTitle: 'Emitent Obligacji', theme: 'theme-default', language: 'pl' });

    const list = await runTenantCommand(app.db, ['list']);
    expect(list.find((line) => line.startsWith('emitent-obligacji'))).toContain('emitent.example.com,www.emitent.example.com');
    expect(list.find((line) => line.startsWith('demo\t'))).toMatch(/localhost.*advisors=\d+ investors=\d+ campaigns=\d+/);
  });

  it('refuses a host another landing page has, creating nothing', async () => {
    await expect(
      runTenantCommand(app.db, [
        'create',
        '--host',
        'navy.localhost',
        '--name',
        'X',
        '--language',
        'en',
        '--admin-email',
        'x@x.example.com',
      ]),
    ).rejects.toThrow(/already used/);
    expect((await runTenantCommand(app.db, ['list'])).some((line) => line.startsWith('x\t'))).toBe(false);
  });
});
