import { z } from 'zod';

// Broker networks (spec section 3, `brokerNetworkIds`; product-decisions section 2): what the advisor panel lists of them.

/** A network of `GET /api/advisor/network`: the networks the caller may use (all for an admin, their own otherwise). */
export const ZNetworkSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The caller coordinates it (always true for an admin: they manage every network). */
  coordinated: z.boolean(),
});
export type TNetwork = z.infer<typeof ZNetworkSchema>;
