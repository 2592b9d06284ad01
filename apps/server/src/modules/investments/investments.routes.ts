import { ZRecordSchedulePaymentRequestSchema, ZServicedScheduleEntrySchema } from '@emisja/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/app-error.ts';
import { recordSchedulePayment } from './schedule-servicing.service.ts';

// Schedule servicing in the advisor panel (product-decisions section 10; docs/decisions/033-investor-panel-server.md). The
// offer page (`GET /api/advisor/investor/offer/{id}`) shows the serviced rows (id, paidAmount, paidAt) this acts on.

export const investmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/api/advisor/investment/:investmentId/schedule/:rowId',
    {
      schema: {
        tags: ['offers'],
        summary:
          "Records a payment on a payment schedule row (coordinator of the offer's network or admin; the owner alone 403, " +
          'others 404): paid = the full net + principal, partially paid = more than 0 and less than that, both with paidAt ' +
          'not in the future; cancelled and unpaid clear the amount. E-mails the investor a redirect link to the investment. ' +
          'Answers the row as the panels show it',
        params: z.object({ investmentId: z.uuid(), rowId: z.uuid() }),
        body: ZRecordSchedulePaymentRequestSchema,
        response: { 200: ZServicedScheduleEntrySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { ctx } = request;
      const { entry, outboxIds } = await recordSchedulePayment(ctx, await ctx.advisorActor(), {
        ...request.params,
        ...request.body,
      });
      await app.mailer.dispatchAfterCommit(outboxIds, ctx.log);
      return entry;
    },
  );
};
