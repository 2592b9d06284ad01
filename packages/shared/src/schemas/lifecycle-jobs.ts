import { z } from 'zod';

// The campaign-end job run by hand from the back office (docs/decisions/048): the admin's landing page only, now.

/** How many runs an admin may start per landing page in `LIFECYCLE_RUN_WINDOW_MINUTES` (429 past it). */
export const LIFECYCLE_RUNS_PER_WINDOW = 5;
export const LIFECYCLE_RUN_WINDOW_MINUTES = 10;

/** `POST /api/advisor/lifecycle-job/run`: what one run did on the caller's landing page. */
export const ZLifecycleRunResultSchema = z.object({
  /** The business day of the run (`yyyy-mm-dd`, Europe/Warsaw): campaigns and investments that ended before it. */
  today: z.string(),
  archivedOffers: z.number().int().nonnegative(),
  finishedInvestments: z.number().int().nonnegative(),
  /** Summary e-mails written to the owner advisors. */
  summaries: z.number().int().nonnegative(),
});
export type TLifecycleRunResult = z.infer<typeof ZLifecycleRunResultSchema>;
