import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, DEMO_HOST, NAVY_HOST, waitFor } from '../../../test/helpers.ts';
import { emailOutbox } from '../../db/schema/index.ts';

/** A real SMTP peer on loopback that parses what it receives; `failFirst` rejects that many deliveries first. */
async function startSmtpServer(failFirst = 0) {
  const received: ParsedMail[] = [];
  let rejected = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (rejected < failFirst) {
            rejected++;
            const error = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
            return callback(error);
          }
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `smtp://127.0.0.1:${port}`, received, rejections: () => rejected };
}

describe('e-mail', () => {
  it('sends through SMTP via the outbox and a pg-boss job: branded HTML, a plain-text part, Polish letters intact', async () => {
    const smtp = await startSmtpServer();
    const app = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Emisja <no-reply@emisja.test>' }, runJobs: true });

    const response = await app.inject({
      method: 'POST',
      url: '/dev/mailbox/test-message',
      headers: { host: `${DEMO_HOST}:3000` },
      payload: { to: 'Jan.Kowalski@Example.com' },
    });
    // With SMTP configured there is no development mailbox at all.
    expect(response.statusCode).toBe(404);

    const outboxId = await app.mailer.send({
      landingPageId: null,
      to: 'jan.kowalski@example.com',
      language: 'pl',
      template: { name: 'test-message', data: { requestedAt: '2026-11-22 10:00' } },
      branding: {
        siteTitle: 'Emisja Demo',
        logoUrl: 'http://localhost:3000/branding/demo/logo.svg',
        primaryColor: '#000000',
        origin: 'http://localhost:3000',
      },
    });

    const mail = await waitFor(async () => smtp.received[0]);
    expect(mail.subject).toBe('Wiadomość testowa z platformy Emisja Demo');
    expect(mail.from?.text).toContain('no-reply@emisja.test');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('jan.kowalski@example.com');
    expect(mail.headers.get('x-emisja-outbox-id')).toBe(outboxId);
    expect(mail.html).toContain('http://localhost:3000/branding/demo/logo.svg');
    expect(mail.html).toContain('Żółć, gęś i źdźbło');
    expect(mail.text).toContain('Żółć, gęś i źdźbło');
    expect(mail.text).toContain('Otwórz platformę: http://localhost:3000/');

    const [row] = await waitFor(async () => {
      const rows = await app.db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
      return rows[0]?.status === 'sent' ? rows : null;
    });
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1 });
  });

  it('retries a failed delivery and sends the mail exactly once', async () => {
    const smtp = await startSmtpServer(1);
    const app = await buildTestApp({ env: { SMTP_URL: smtp.url }, runJobs: true });
    // Retries back off from 5 s; shorten the delay of this queue for the test.
    await app.jobs!.updateQueue('send-email', { name: 'send-email', retryLimit: 3, retryDelay: 1, retryBackoff: false });
    const outboxId = await app.mailer.send({
      landingPageId: null,
      to: 'retry@example.com',
      language: 'en',
      template: { name: 'test-message', data: { requestedAt: '2026-11-22 10:00' } },
      branding: { siteTitle: 'Navy Capital', logoUrl: null, primaryColor: '#172554', origin: 'http://navy.localhost:3000' },
    });
    await waitFor(async () => smtp.received.length === 1, 20_000);
    expect(smtp.rejections()).toBe(1);
    const [row] = await waitFor(async () => {
      const rows = await app.db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
      return rows[0]?.status === 'sent' ? rows : null;
    });
    expect(row!.attempts).toBe(2);
    // Dispatching the same outbox mail again (at-least-once) does not send it twice.
    await app.mailer.dispatch([outboxId]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.subject).toBe('Test message from Navy Capital');
  });

  it('keeps mail in the development mailbox without SMTP_URL and lists it at /dev/mailbox with its HTML and links', async () => {
    const app = await buildTestApp({ runJobs: true });
    const sent = await app.inject({
      method: 'POST',
      url: '/dev/mailbox/test-message',
      headers: { host: `${NAVY_HOST}:3000`, 'accept-language': 'en' },
      payload: { to: 'mailbox-check@example.com' },
    });
    expect(sent.statusCode).toBe(202);

    const messages = await waitFor(async () => {
      const list = (await app.inject({ method: 'GET', url: '/dev/mailbox/messages' })).json() as Array<Record<string, unknown>>;
      return list.find((message) => message.to === 'mailbox-check@example.com' && message.status === 'sent') ? list : null;
    });
    const message = messages.find((item) => item.to === 'mailbox-check@example.com')!;
    expect(message).toMatchObject({ subject: 'Test message from Navy Capital', template: 'test-message', language: 'en' });
    expect(message.links).toEqual(['http://navy.localhost:3000/']);

    const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('mailbox-check@example.com');
    expect(page.body).toContain('Test message from Navy Capital');
    expect(page.body).toContain('href="http://navy.localhost:3000/"');
    expect(page.body).not.toMatch(/<script/i);

    const html = await app.inject({ method: 'GET', url: `/dev/mailbox/${String(message.id)}/html` });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('/branding/navy/horizontal-logo.svg');
    expect(html.headers['x-frame-options']).toBe('SAMEORIGIN');

    const form = await app.inject({
      method: 'POST',
      url: '/dev/mailbox/test-message',
      headers: { host: DEMO_HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'to=form%40example.com',
    });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe('/dev/mailbox?sent=form%40example.com');
  });

  it('has no development mailbox in production', async () => {
    const app = await buildTestApp({ env: { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) } });
    const response = await app.inject({ method: 'GET', url: '/dev/mailbox/messages', headers: { host: DEMO_HOST } });
    expect(response.statusCode).toBe(404);
  });
});
