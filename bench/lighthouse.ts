// Lighthouse (issue 16): performance, accessibility and best-practices scores of the built app, served by the real server
// (`scripts/start.mjs`, production web build, embedded PGlite with the demo data, compression on), in Debian's Chromium,
// with Lighthouse's desktop and mobile presets, on `/`, `/doradcy`, the campaign offer page `/campaign?token=...`, the
// advisor panel's `/app/investors` (logged in as the demo advisor) and the investor panel's summary `/app` (logged in by an
// e-mail link as the demo investor). Logged-in pages: the session is stored in the browser's local storage through the same
// endpoints the app uses, and Lighthouse keeps that storage (`disableStorageReset`). Figures, not assertions; targets of
// issue 16: performance >= 95, accessibility 100, best practices >= 95.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';
import { DEMO_ADVISOR, DEMO_INVESTOR, DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-people.ts';
import { freePort, stopProcess } from './bench-helpers.ts';

const root = path.resolve(import.meta.dirname, '..');
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 95, accessibility: 100, 'best-practices': 95 };

function startServer(port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      STORAGE_DIR: path.join(dataDir, 'storage'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitForOk(url: string, child: ChildProcess) {
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited during start-up (code ${child.exitCode})`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within 300 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function postJson<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: HTTP ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

interface Tokens {
  accessToken: string;
  refreshToken?: string;
}

/** The newest link containing `pathPart` in the development mailbox's mails to `recipient`, waiting for it. */
async function linkTo(base: string, recipient: string, pathPart: string, after: Set<string>): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await fetch(`${base}/dev/mailbox/messages?to=${encodeURIComponent(recipient)}`);
    const mails = (await response.json()) as { id: string; links: string[] }[];
    const link = mails.filter((mail) => !after.has(mail.id)).flatMap((mail) => mail.links.filter((l) => l.includes(pathPart)))[0];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no ${pathPart} link to ${recipient}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function mailIds(base: string, recipient: string): Promise<Set<string>> {
  const response = await fetch(`${base}/dev/mailbox/messages?to=${encodeURIComponent(recipient)}`);
  return new Set(((await response.json()) as { id: string }[]).map((mail) => mail.id));
}

/** An offer link for a new investor: the demo advisor invites them to the first product of the first open campaign. */
async function campaignOfferUrl(base: string, advisorToken: string): Promise<string> {
  const headers = { authorization: `Bearer ${advisorToken}` };
  // Running campaigns come first.
  const campaigns = (await (await fetch(`${base}/api/advisor/campaigns`, { headers })).json()) as {
    id: string;
    products: { id: string }[];
  }[];
  const campaign = campaigns.find((row) => row.products.length > 0);
  if (!campaign) throw new Error('no campaign with a product for the demo advisor');
  const networks = (await (await fetch(`${base}/api/advisor/network`, { headers })).json()) as { id: string }[];
  if (!networks[0]) throw new Error('the demo advisor has no network');
  const email = `lighthouse.${Date.now()}@investors.example.com`;
  const before = await mailIds(base, email);
  await postJson(
    `${base}/api/advisor/campaign/${campaign.id}/product/${campaign.products[0]!.id}/invite-investor?language=pl`,
    { investorEmail: email, message: 'Zapraszam do zapoznania się z ofertą naszej emisji.', networkId: networks[0].id },
    advisorToken,
  );
  return linkTo(base, email, '/campaign?token=', before);
}

/**
 * Accepts the landing page's documents for the investor as the onboarding page would (once), so that `/app` shows the
 * summary instead of leading to `/onboarding` (product-decisions section 10).
 */
async function completeOnboarding(origin: string, token: string) {
  const response = await fetch(`${origin}/investor-api/onboarding`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET /investor-api/onboarding: HTTP ${response.status}: ${await response.text()}`);
  const onboarding = (await response.json()) as { isComplete: boolean; documents: { document: string; version: string }[] };
  if (onboarding.isComplete) return;
  await postJson(
    `${origin}/investor-api/onboarding`,
    { accepted: onboarding.documents.map(({ document, version }) => ({ document, version })) },
    token,
  );
}

/**
 * Stores the session in the browser's default profile, the one Lighthouse's tabs open in (a context made with
 * `browser.newContext()` is a separate, incognito-like profile: the pages measured there were logged out).
 */
async function storeSession(context: BrowserContext, origin: string, tokens: Tokens) {
  const page = await context.newPage();
  await page.goto(`${origin}/access-denied`);
  await page.evaluate(({ accessToken, refreshToken }) => {
    localStorage.setItem('apiKey', accessToken);
    if (refreshToken) localStorage.setItem('refreshToken', refreshToken);
  }, tokens);
  await page.close();
}

/** Ends the session the previous preset's logged-in pages left in the profile: the public pages are measured logged out. */
async function clearSession(context: BrowserContext, origin: string) {
  const page = await context.newPage();
  await page.goto(`${origin}/access-denied`);
  await page.evaluate(() => localStorage.clear());
  await page.close();
}

interface Scores {
  page: string;
  preset: string;
  performance: number;
  accessibility: number;
  'best-practices': number;
  failing: string;
  /** The performance metrics behind the score: first and largest contentful paint, total blocking time, speed index. */
  metrics: string;
}

async function audit(url: string, port: number, preset: 'desktop' | 'mobile', keepStorage: boolean): Promise<Scores> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    disableStorageReset: keepStorage,
  };
  const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // BENCH_LIGHTHOUSE_REPORT_DIR=<dir> keeps each run's full JSON report there (the LCP element, the request chains, the
  // main-thread work), for finding where a score's time goes.
  const reportDir = process.env.BENCH_LIGHTHOUSE_REPORT_DIR;
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    const name = `${preset}${new URL(url).pathname.replaceAll('/', '_')}.json`;
    writeFileSync(path.join(reportDir, name), JSON.stringify(lhr, null, 1));
  }
  const score = (category: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  // The audits that cost points in accessibility and best practices, so a miss says what to fix.
  const failing = (['accessibility', 'best-practices'] as const)
    .flatMap((category) => lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => {
      // Chrome's own issue list says which kind of issue it found.
      const items = (lhr.audits[ref.id]?.details as { items?: { issueType?: string }[] } | undefined)?.items ?? [];
      const kinds = [...new Set(items.map((item) => item.issueType).filter(Boolean))];
      return kinds.length > 0 ? `${ref.id} (${kinds.join(', ')})` : ref.id;
    });
  if (lhr.runtimeError) failing.unshift(`runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  // A page that sent the browser elsewhere (a lost session lands on the login) was not the page asked for.
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== new URL(url).pathname) failing.unshift(`ended on ${finalPath}, not the page asked for`);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const metrics =
    `FCP ${(metric('first-contentful-paint') / 1000).toFixed(1)} s, LCP ${(metric('largest-contentful-paint') / 1000).toFixed(1)} s, ` +
    `TBT ${Math.round(metric('total-blocking-time'))} ms, SI ${(metric('speed-index') / 1000).toFixed(1)} s`;
  return {
    page: new URL(url).pathname + (new URL(url).search ? '?token=...' : ''),
    preset,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    failing: failing.join(', '),
    metrics,
  };
}

export async function benchLighthouse() {
  const port = await freePort();
  const debuggingPort = await freePort();
  // `localhost` is the demo landing page; Chromium resolves it to the loopback by itself.
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'emisja-lighthouse-'));
  const server = startServer(port, dataDir);
  let browser: BrowserContext | null = null;
  try {
    await waitForOk(`${origin}/`, server);
    // A persistent context is the browser's default profile: Lighthouse's tabs share its storage (storeSession).
    browser = await chromium.launchPersistentContext(path.join(dataDir, 'chromium-profile'), {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        `--remote-debugging-port=${debuggingPort}`,
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    const advisor = await postJson<Tokens>(`${origin}/auth/login`, { email: DEMO_ADVISOR.email, password: DEMO_PASSWORD });
    const offerUrl = await campaignOfferUrl(origin, advisor.accessToken);
    const before = await mailIds(origin, DEMO_INVESTOR.email);
    await postJson(`${origin}/auth/investor/send-token`, { email: DEMO_INVESTOR.email });
    const investorLink = new URL(await linkTo(origin, DEMO_INVESTOR.email, '/auth/confirm-login', before));
    const investorToken = investorLink.searchParams.get('token');
    if (!investorToken) throw new Error('the investor login link has no token');

    const rows: Scores[] = [];
    // BENCH_LIGHTHOUSE_PRESETS=mobile (or desktop) runs one preset.
    const presets = (process.env.BENCH_LIGHTHOUSE_PRESETS ?? 'desktop,mobile')
      .split(',')
      .filter((preset): preset is 'desktop' | 'mobile' => preset === 'desktop' || preset === 'mobile');
    for (const preset of presets) {
      await clearSession(browser, origin);
      for (const page of ['/', '/doradcy']) rows.push(await audit(`${origin}${page}`, debuggingPort, preset, false));
      rows.push(await audit(offerUrl.replace(/^https?:\/\/[^/]+/, origin), debuggingPort, preset, false));
      // A fresh session per run: Lighthouse's navigation keeps the storage, and the app rotates the refresh token.
      await storeSession(
        browser,
        origin,
        await postJson<Tokens>(`${origin}/auth/login`, { email: DEMO_ADVISOR.email, password: DEMO_PASSWORD }),
      );
      rows.push(await audit(`${origin}/app/investors`, debuggingPort, preset, true));
      const login = await postJson<Tokens>(`${origin}/auth/login-investor`, { token: investorToken }).catch(async () => {
        // A link is single-use: the second preset asks for a new one.
        const seen = await mailIds(origin, DEMO_INVESTOR.email);
        await postJson(`${origin}/auth/investor/send-token`, { email: DEMO_INVESTOR.email });
        const link = new URL(await linkTo(origin, DEMO_INVESTOR.email, '/auth/confirm-login', seen));
        return postJson<Tokens>(`${origin}/auth/login-investor`, { token: link.searchParams.get('token') });
      });
      await completeOnboarding(origin, login.accessToken);
      await storeSession(browser, origin, login);
      rows.push(await audit(`${origin}/app`, debuggingPort, preset, true));
    }
    console.log(
      '\nLighthouse 12 (Debian Chromium, the built app from `npm start` on embedded PGlite), desktop and mobile presets; ' +
        `targets: performance >= ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices >= ${TARGETS['best-practices']}`,
    );
    console.table(
      rows.map((row) => ({
        ...row,
        meets: CATEGORIES.every((category) => row[category] >= TARGETS[category]) ? 'yes' : 'no',
      })),
    );
  } finally {
    await browser?.close();
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
