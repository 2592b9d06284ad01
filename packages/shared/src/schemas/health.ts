import { z } from 'zod';

export const ZHealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});
export type THealthResponse = z.infer<typeof ZHealthResponseSchema>;

/** GET /ready (issue 17 item 7): this instance can serve requests; otherwise 503 with the error body. */
export const ZReadyResponseSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
  storage: z.literal('writable'),
});
export type TReadyResponse = z.infer<typeof ZReadyResponseSchema>;
