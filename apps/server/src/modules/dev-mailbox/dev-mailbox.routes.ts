import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBodySchema } from '@emisja/shared';
import { zEmail } from '@emisja/shared/validation/zod';
import type { DbExecutor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { emailBrandingFor, getOutboxEmail, listMailboxPage } from '../mail/mail.service.ts';
import { MAILBOX_CSS, MAILBOX_PAGE_SIZE, renderMailboxPage } from './dev-mailbox.page.ts';

// A page past the last one is simply empty; a malformed value falls back to the first page rather than a 400 on a
// development page a person types by hand.
const ZMailboxQuerySchema = z.object({
  to: z.string().trim().max(320).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

/** One page of the mailbox plus whether an older page exists (one row more is read to know). */
async function readMailboxPage(db: DbExecutor, query: z.infer<typeof ZMailboxQuerySchema>) {
  const recipient = query.to ? query.to : null;
  const rows = await listMailboxPage(db, {
    recipient,
    offset: (query.page - 1) * MAILBOX_PAGE_SIZE,
    limit: MAILBOX_PAGE_SIZE + 1,
  });
  return { recipient, emails: rows.slice(0, MAILBOX_PAGE_SIZE), hasOlder: rows.length > MAILBOX_PAGE_SIZE };
}

const ZMailboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  language: z.string(),
  status: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
});

// Only registered while no SMTP_URL is set and NODE_ENV is not production (app.ts): it exposes every mail, tokens included.
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  // The test-message form posts urlencoded data; parsed here only, with the platform's body limit.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get(
    '/dev/mailbox',
    {
      schema: {
        hide: true,
        querystring: ZMailboxQuerySchema.extend({
          sent: z.string().optional(),
          open: z.uuid().optional().catch(undefined),
        }),
      },
    },
    async (request, reply) => {
      const { query } = request;
      const { recipient, emails, hasOlder } = await readMailboxPage(app.db, query);
      const page = renderMailboxPage({
        recipient,
        page: query.page,
        openId: query.open ?? null,
        emails,
        hasOlder,
        notice: query.sent ? `Test message sent to ${query.sent}.` : null,
      });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    },
  );

  app.get('/dev/mailbox/mailbox.css', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(MAILBOX_CSS),
  );

  app.get(
    '/dev/mailbox/messages',
    {
      schema: {
        tags: ['development'],
        summary: 'Mails in the development mailbox, newest first, 50 a page (page), optionally of one recipient (to: a part)',
        querystring: ZMailboxQuerySchema,
        response: { 200: z.array(ZMailboxMessageSchema) },
      },
    },
    async (request) =>
      (await readMailboxPage(app.db, request.query)).emails.map((email) => ({
        id: email.id,
        to: email.toAddress,
        subject: email.subject,
        template: email.template,
        language: email.language,
        status: email.status,
        text: email.text,
        links: email.links,
        createdAt: email.createdAt.toISOString(),
      })),
  );

  app.get('/dev/mailbox/:id/html', { schema: { hide: true, params: z.object({ id: z.uuid() }) } }, async (request, reply) => {
    const email = await getOutboxEmail(app.db, request.params.id);
    if (!email) throw notFound();
    // Shown inside the mailbox page's sandboxed iframe: same-origin framing only, no scripts, images from anywhere.
    return reply
      .type('text/html; charset=utf-8')
      .header('x-frame-options', 'SAMEORIGIN')
      .header('content-security-policy', "default-src 'none'; img-src * data:; style-src 'unsafe-inline'; frame-ancestors 'self'")
      .send(email.html);
  });

  app.post(
    '/dev/mailbox/test-message',
    {
      schema: {
        tags: ['development'],
        summary: 'Sends a branded test message of the current landing page',
        body: z.object({ to: zEmail() }),
        response: { 202: z.object({ status: z.literal('queued') }), 400: ZErrorBodySchema, 404: ZErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      await app.mailer.send({
        landingPageId: ctx.landing.id,
        to: request.body.to,
        language: ctx.language,
        template: { name: 'test-message', data: { requestedAt: new Date().toISOString().slice(0, 16).replace('T', ' ') } },
        branding: await emailBrandingFor(ctx),
      });
      if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        return reply.redirect(`/dev/mailbox?sent=${encodeURIComponent(request.body.to)}`, 303);
      }
      return reply.status(202).send({ status: 'queued' as const });
    },
  );
};
