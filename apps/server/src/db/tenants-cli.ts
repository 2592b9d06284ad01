import { parseArgs } from 'node:util';
import type { Language } from '@emisja/shared';
import {
  addTenantHosts,
  createTenant,
  findTenantBySlug as findLandingBySlug,
  listTenants,
  TenantCommandError,
} from '../modules/tenancy/tenants.service.ts';
import type { Db } from './client.ts';
import { runDatabaseCommand } from './database-command.ts';

// `npm run tenant:create -- --host emisja.example.com [--host www.emisja.example.com] --name "Emitent S.A." --language pl
//  --admin-email admin@emitent.example.com [--base-url https://emisja.example.com]` and `npm run tenant:list`
// (issue 14; docs/decisions/035-back-office.md). The database is the server's (DATABASE_URL or DATA_DIR); stop a server
// that runs on an embedded PGlite directory first (one owner per directory).

const USAGE =
  'Usage: tenant:create -- --host HOST [--host HOST2] --name NAME --language pl|en --admin-email EMAIL [--base-url URL]\n' +
  '       tenant:add-host -- --slug SLUG --host HOST [--host HOST2]\n' +
  '       tenant:list';

/** Runs a tenant command on `db`; returns the lines to print. Exported for the tests. */
export async function runTenantCommand(db: Db, args: readonly string[]): Promise<string[]> {
  const [command, ...rest] = args;
  if (command === 'list') {
    const tenants = await listTenants(db);
    return tenants.map(
      (tenant) =>
        `${tenant.slug}\t${tenant.name}\t${tenant.language}\t${tenant.hosts.join(',')}\t` +
        `advisors=${tenant.advisors} investors=${tenant.investors} campaigns=${tenant.campaigns}`,
    );
  }
  if (command === 'add-host') {
    const { values } = parseArgs({
      args: [...rest],
      options: { slug: { type: 'string' }, host: { type: 'string', multiple: true } },
      strict: true,
    });
    const landing = values.slug ? await findLandingBySlug(db, values.slug) : null;
    if (!landing || !values.host) throw new TenantCommandError(`No landing page ${values.slug ?? ''}\n${USAGE}`);
    const hosts = await addTenantHosts(db, landing.id, values.host);
    return [`Hosts ${hosts.join(', ')} added to "${landing.name}" (${landing.slug}).`];
  }
  if (command !== 'create') throw new TenantCommandError(USAGE);
  const { values } = parseArgs({
    args: [...rest],
    options: {
      host: { type: 'string', multiple: true },
      name: { type: 'string' },
      language: { type: 'string' },
      'admin-email': { type: 'string' },
      'base-url': { type: 'string' },
    },
    strict: true,
  });
  if (!values.host || !values.name || !values.language || !values['admin-email']) throw new TenantCommandError(USAGE);
  const created = await createTenant(db, {
    hosts: values.host,
    name: values.name,
    language: values.language as Language,
    adminEmail: values['admin-email'],
    baseUrl: values['base-url'],
  });
  return [
    `Landing page "${values.name}" (${created.slug}) created for ${created.hosts.join(', ')}.`,
    `Activation e-mail to ${created.adminEmail} queued in the outbox: a running server sends it (or shows it in /dev/mailbox).`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runDatabaseCommand(
    async ({ database }) => ({ lines: await runTenantCommand(database.db, process.argv.slice(2)) }),
    [TenantCommandError],
  );
}
