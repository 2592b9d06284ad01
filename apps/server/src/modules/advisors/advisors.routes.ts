import {
  advisorInputSchema,
  ZAdvisorFormDefinitionSchema,
  ZAdvisorListRowSchema,
  ZAdvisorSchema,
  ZNetworkSchema,
} from '@emisja/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/app-error.ts';
import { isTotalCountRequested, parseListRequest, replyWithList } from '../../lib/list-query/index.ts';
import { ADVISOR_LIST } from './advisors.repository.ts';
import {
  activateAdvisor,
  archiveAdvisor,
  createAdvisor,
  getAdvisor,
  getAdvisorForm,
  listAdvisors,
  listNetworks,
  sendAdvisorActivationMail,
  updateAdvisor,
} from './advisors.service.ts';

// Advisor routes of spec section 7 (Advisor table) as the issue 4 contract fixes them; the rules are in advisors.service.ts
// and docs/decisions/013-advisor-management.md.

const BASE = '/api/advisor/advisor';
const zId = () => z.uuid({ error: 'validation.invalid' });
const ZIdParamsSchema = z.object({ id: zId() });
const ZBrokerIdParamsSchema = z.object({ brokerId: zId() });

const LIST_SUMMARY =
  'Advisors the caller manages (admin: all; coordinator: advisors of the networks they coordinate; plain advisor: 403). ' +
  'List query: filters[firstName|surname|email][operator]=like|leq, filters[brokerNetworkIds][operator]=contain with ' +
  'several values, filters[status][operator]=in (initial, active, deleted); sort=firstName|surname|email|status|createdAt, ' +
  'order=asc|desc; limit (default 20, limit=99999 loads all), offset; X-Request-Total-Count: true -> X-Total-Count';

export const advisorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ZAdvisorInputSchema = advisorInputSchema();

  app.get(
    BASE,
    {
      schema: {
        tags: ['advisors'],
        summary: LIST_SUMMARY,
        response: { 200: z.array(ZAdvisorListRowSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      const query = parseListRequest(request, ADVISOR_LIST);
      const page = await listAdvisors(ctx, await ctx.advisorActor(), query, { withTotal: isTotalCountRequested(request) });
      return replyWithList(reply, page);
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      schema: {
        tags: ['advisors'],
        summary: 'One advisor the caller manages (404 outside their scope or of another landing page)',
        params: ZIdParamsSchema,
        response: { 200: ZAdvisorSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getAdvisor(request.ctx, app.kyc.cipher, await request.ctx.advisorActor(), request.params.id),
  );

  app.post(
    BASE,
    {
      schema: {
        tags: ['advisors'],
        summary:
          'Adds an advisor (status initial) and e-mails the activation link. Only an admin sets coordinatedNetworkIds; a ' +
          'coordinator assigns the networks they coordinate',
        body: ZAdvisorInputSchema,
        response: { 201: ZAdvisorSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      const { advisor, outboxIds } = await createAdvisor(ctx, app.kyc.cipher, await ctx.advisorActor(), request.body);
      await app.mailer.dispatchAfterCommit(outboxIds, ctx.log);
      return reply.status(201).send(advisor);
    },
  );

  app.put(
    `${BASE}/:brokerId`,
    {
      schema: {
        tags: ['advisors'],
        summary:
          "Replaces the advisor's data. A coordinator's network change applies within the networks they coordinate; the " +
          'e-mail changes only before activation and never in an impersonated session (403 error.impersonationForbidden); ' +
          'an archived advisor is not edited (409)',
        params: ZBrokerIdParamsSchema,
        body: ZAdvisorInputSchema,
        response: { 200: ZAdvisorSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { ctx } = request;
      const { advisor, outboxIds } = await updateAdvisor(
        ctx,
        app.kyc.cipher,
        await ctx.advisorActor(),
        request.params.brokerId,
        request.body,
      );
      await app.mailer.dispatchAfterCommit(outboxIds, ctx.log);
      return advisor;
    },
  );

  app.delete(
    `${BASE}/:id`,
    {
      schema: {
        tags: ['advisors'],
        summary:
          'Archives the advisor (status deleted; row and history kept); their sessions end and login is refused. ' +
          'Archiving oneself or an archived advisor: 409',
        params: ZIdParamsSchema,
        response: { 200: ZAdvisorSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => archiveAdvisor(request.ctx, app.kyc.cipher, await request.ctx.advisorActor(), request.params.id),
  );

  app.patch(
    `${BASE}/:id/activate`,
    {
      schema: {
        tags: ['advisors'],
        summary: 'Activates an advisor awaiting activation (initial -> active); 409 otherwise',
        params: ZIdParamsSchema,
        response: { 200: ZAdvisorSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => activateAdvisor(request.ctx, app.kyc.cipher, await request.ctx.advisorActor(), request.params.id),
  );

  app.post(
    `${BASE}/:id/activation-mail`,
    {
      schema: {
        tags: ['advisors'],
        summary: 'E-mails a new activation link (older links stop working); 409 when the advisor is not awaiting activation',
        params: ZIdParamsSchema,
        response: { 202: z.object({}), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      const { outboxIds } = await sendAdvisorActivationMail(ctx, await ctx.advisorActor(), request.params.id);
      await app.mailer.dispatchAfterCommit(outboxIds, ctx.log);
      return reply.status(202).send({});
    },
  );

  app.get(
    '/api/advisor/advisor-form',
    {
      schema: {
        tags: ['advisors'],
        summary: 'The advisor form definition; network options are the networks the caller may assign',
        response: { 200: ZAdvisorFormDefinitionSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getAdvisorForm(request.ctx, await request.ctx.advisorActor()),
  );

  app.get(
    '/api/advisor/network',
    {
      schema: {
        tags: ['advisors'],
        summary:
          "Networks the caller may use, sorted by name: an admin every network of the landing page, others the networks they belong to (with the 'coordinated' flag)",
        response: { 200: z.array(ZNetworkSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listNetworks(request.ctx, await request.ctx.advisorActor()),
  );
};
