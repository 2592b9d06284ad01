import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { emailOutbox } from '../../db/schema/index.ts';

// The development mailbox pages newest first, 50 a page, with a search by recipient (issue 16). Mails are written straight
// to the outbox with chosen times, so the order is known; each test uses its own recipient domain and searches by it.

const START = Date.parse('2026-01-01T00:00:00Z');

/** Writes `count` outbox mails to `recipient(i)`, mail i created i minutes after START (so the last is the newest). */
async function writeMails(app: App, count: number, recipient: (index: number) => string) {
  const rows = Array.from({ length: count }, (_, index) => ({
    landingPageId: null,
    template: 'test-message',
    language: 'en' as const,
    toAddress: recipient(index),
    subject: `Mail ${index}`,
    html: `<p>Mail ${index}</p>`,
    text: `Mail ${index}`,
    links: [`http://localhost:3000/link/${index}`],
    status: 'sent' as const,
    createdAt: new Date(START + index * 60_000),
  }));
  for (let from = 0; from < rows.length; from += 500) await app.db.insert(emailOutbox).values(rows.slice(from, from + 500));
}

async function messages(app: App, query: string) {
  const response = await app.inject({ method: 'GET', url: `/dev/mailbox/messages?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<Array<{ id: string; to: string; subject: string }>>();
}

async function mailboxPage(app: App, query: string) {
  const response = await app.inject({ method: 'GET', url: `/dev/mailbox?${query}` });
  expect(response.statusCode).toBe(200);
  const body = response.body;
  return {
    body,
    subjects: [...body.matchAll(/<h2>([^<]*)<\/h2>/g)].map((match) => match[1]),
    frames: body.match(/<iframe /g)?.length ?? 0,
  };
}

describe('development mailbox paging', () => {
  it('lists 50 mails a page, newest first, with newer and older links that keep the search', async () => {
    const app = await buildTestApp();
    await writeMails(app, 120, (index) => `reader${index % 2}@paging.test`);

    const first = await mailboxPage(app, 'to=paging.test');
    expect(first.subjects).toHaveLength(50);
    expect(first.subjects[0]).toBe('Mail 119');
    expect(first.subjects[49]).toBe('Mail 70');
    expect(first.body).toContain('href="/dev/mailbox?to=paging.test&amp;page=2" rel="next"');
    expect(first.body).not.toContain('rel="prev"');

    const third = await mailboxPage(app, 'to=paging.test&page=3');
    expect(third.subjects).toEqual(Array.from({ length: 20 }, (_, index) => `Mail ${19 - index}`));
    expect(third.body).toContain('href="/dev/mailbox?to=paging.test&amp;page=2" rel="prev"');
    expect(third.body).not.toContain('rel="next"');

    const pastTheEnd = await mailboxPage(app, 'to=paging.test&page=4');
    expect(pastTheEnd.subjects).toEqual([]);
    expect(pastTheEnd.body).toContain('data-testid="mailbox-empty"');

    // The JSON list pages the same way.
    const json = await messages(app, 'to=paging.test&page=2');
    expect(json.map((message) => message.subject)).toEqual(Array.from({ length: 50 }, (_, index) => `Mail ${69 - index}`));
  });

  it('searches by a part of the recipient, case-insensitive, with LIKE wildcards taken literally', async () => {
    const app = await buildTestApp();
    await writeMails(app, 6, (index) => ['Ala@Search.test', 'ola@search.test', 'a_b@search.test'][index % 3]!);

    const ala = await messages(app, 'to=ala%40search.test');
    expect(ala.map((message) => message.subject)).toEqual(['Mail 3', 'Mail 0']);
    expect(ala.every((message) => message.to === 'Ala@Search.test')).toBe(true);

    // "_" matches itself only, not any character: a wildcard would also find ala@ and ola@.
    expect((await messages(app, 'to=a_b%40')).map((message) => message.to)).toEqual(['a_b@search.test', 'a_b@search.test']);
    expect(await messages(app, 'to=%25%40search.test')).toEqual([]);

    const page = await mailboxPage(app, 'to=nobody%40search.test');
    expect(page.body).toContain('No e-mails to addresses containing "nobody@search.test".');
    expect(page.body).toContain('value="nobody@search.test"');
  });

  it('frames the HTML of the opened mail only, and keeps the search and page in its link', async () => {
    const app = await buildTestApp();
    await writeMails(app, 60, () => 'frames@open.test');
    const [newest] = await messages(app, 'to=open.test');

    const closed = await mailboxPage(app, 'to=open.test&page=2');
    expect(closed.frames).toBe(0);
    expect(closed.body).toContain('href="/dev/mailbox?to=open.test&amp;page=2&amp;open=');

    const opened = await mailboxPage(app, `to=open.test&open=${newest!.id}`);
    expect(opened.frames).toBe(1);
    expect(opened.body).toContain(`src="/dev/mailbox/${newest!.id}/html"`);
  });

  it('shows 50 rows of 1,000 mails and reaches the oldest on page 20', async () => {
    const app = await buildTestApp();
    await writeMails(app, 1000, (index) => `bulk${index}@thousand.test`);

    const first = await mailboxPage(app, 'to=thousand.test');
    expect(first.subjects).toHaveLength(50);
    expect(first.body.match(/data-testid="mailbox-message"/g)).toHaveLength(50);
    expect(first.subjects[0]).toBe('Mail 999');

    const last = await mailboxPage(app, 'to=thousand.test&page=20');
    expect(last.subjects).toHaveLength(50);
    expect(last.subjects[49]).toBe('Mail 0');
    expect(last.body).not.toContain('rel="next"');
  });

  it('falls back to the first page for a page number that is not one', async () => {
    const app = await buildTestApp();
    await writeMails(app, 2, () => 'fallback@bad-page.test');
    for (const page of ['0', '-3', 'abc', '1.5']) {
      expect((await mailboxPage(app, `to=bad-page.test&page=${page}`)).subjects).toEqual(['Mail 1', 'Mail 0']);
    }
  });
});
