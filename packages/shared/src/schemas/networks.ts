import { z } from 'zod';
import { zRequiredString } from '../validation/zod.ts';

// Broker networks (spec section 3, `brokerNetworkIds`; product-decisions section 2): what the advisor panel lists of them.

/** A network of `GET /api/advisor/network`: the networks the caller may use (all for an admin, their own otherwise). */
export const ZNetworkSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The caller coordinates it (always true for an admin: they manage every network). */
  coordinated: z.boolean(),
});
export type TNetwork = z.infer<typeof ZNetworkSchema>;

// The issuer's back office (issue 14; product-decisions section 11): the admin creates, renames and staffs networks.

/** `POST /api/advisor/network` (admin). */
export const ZNetworkCreateRequestSchema = z.object({ name: zRequiredString({ max: 100 }) });
export type TNetworkCreateRequest = z.input<typeof ZNetworkCreateRequestSchema>;

/**
 * `PUT /api/advisor/network/{id}` (admin): the name and the coordinators, chosen among the landing page's active advisors. A
 * coordinator who is not yet a member becomes one; advisors left out stay members without the coordinator flag.
 */
export const ZNetworkUpdateRequestSchema = z.object({
  name: zRequiredString({ max: 100 }),
  coordinatorIds: z
    .array(z.uuid({ error: 'validation.invalid' }))
    .max(500, { error: 'validation.maxItems' })
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.duplicateValue' }),
});
export type TNetworkUpdateRequest = z.input<typeof ZNetworkUpdateRequestSchema>;

/** A network as the admin manages it: `GET /api/advisor/network-details`, and the answer of its create and update. */
export const ZNetworkDetailSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  memberCount: z.number().int().nonnegative(),
  coordinators: z.array(z.object({ advisorId: z.uuid(), firstName: z.string(), surname: z.string(), email: z.string() })),
});
export type TNetworkDetail = z.infer<typeof ZNetworkDetailSchema>;
