import { isoDateInTimeZone } from '@emisja/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { buildTestApp } from '../../test/helpers.ts';
import { runLifecycleCommand } from './jobs-cli.ts';

// `npm run jobs:lifecycle` (docs/decisions/045) against a test database: the job itself is tested in
// modules/offers/lifecycle-jobs.test.ts.

let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});

describe('npm run jobs:lifecycle', () => {
  it('runs the job for the Warsaw business day of now and says what it did (nothing, on fresh demo data)', async () => {
    const now = new Date();
    const { lines, exitCode } = await runLifecycleCommand(app.db, { port: 3000 }, now);
    expect(exitCode).toBe(0);
    expect(lines).toEqual([
      `Lifecycle job for the business day ${isoDateInTimeZone(now)} (Europe/Warsaw):`,
      '  offers of ended campaigns archived   0',
      '  ended investments finished           0',
      '  summaries queued for the advisors    0',
    ]);
  });
});
