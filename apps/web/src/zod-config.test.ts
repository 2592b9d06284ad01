import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

// public/zod-config.js turns zod's eval probe off before the app's modules build their schemas (the CSP forbids eval; the
// probe showed as a Content Security Policy issue in the browser and cost Lighthouse's best-practices points).
const webRoot = path.resolve(import.meta.dirname, '..');

describe('zod settings before the app', () => {
  it('index.html loads public/zod-config.js as a deferred classic script before the module script', () => {
    const html = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
    const config = html.search(/<script defer src="\/zod-config\.js"><\/script>/);
    const app = html.indexOf('<script type="module"');
    expect(config).toBeGreaterThan(-1);
    expect(app).toBeGreaterThan(config);
  });

  it('sets jitless in the global settings zod reads, keeping settings already there', () => {
    const sandbox: { globalThis?: unknown; __zod_globalConfig?: Record<string, unknown> } = {
      __zod_globalConfig: { locale: 'pl' },
    };
    sandbox.globalThis = sandbox;
    runInNewContext(readFileSync(path.join(webRoot, 'public/zod-config.js'), 'utf8'), sandbox);
    expect(sandbox.__zod_globalConfig).toEqual({ locale: 'pl', jitless: true });
  });
});
