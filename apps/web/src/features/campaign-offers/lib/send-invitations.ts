import { zEmail } from '@emisja/shared';
import { randomUuid } from '@/lib/random-uuid';

// Spec sections 5 and 7: the invitation form takes e-mails separated by semicolons, makes one call per e-mail and settles
// them one by one. A malformed address is a failure of its own (never sent), so one bad address does not stop the others
// (docs/decisions/019).

export type InvitationFailure =
  /** Refused by the shared e-mail rule before any call; `message` is its validation key (validation.email, ...). */
  | { email: string; kind: 'invalid'; message: string }
  /** The server refused it (or could not be reached). */
  | { email: string; kind: 'refused'; error: unknown };

/** What the server answers an invitation: a new offer, or the advisor's open offer of the address (`created: false`). */
export type InvitationAnswer = { created: boolean; offer: { id: string } };

export type InvitationOutcome = {
  /** The normalised addresses invited now: a new offer and its e-mail. */
  sent: string[];
  /**
   * The addresses that already had the advisor's open offer of the product: the server sent nothing (docs/decisions/016);
   * the form says so and offers to send the link again (docs/decisions/040).
   */
  alreadyInvited: { email: string; offerId: string }[];
  /** In the order typed, each with the text as typed so that it can go back into the field. */
  failed: InvitationFailure[];
};

/**
 * Validates each entry with the shared e-mail rule (`zEmail`, the one the server applies), sends the valid ones at once,
 * each with its own Idempotency-Key, and waits for every answer (`Promise.allSettled`).
 */
export async function sendInvitations(
  entries: readonly string[],
  send: (email: string, idempotencyKey: string) => Promise<InvitationAnswer>,
  createKey: () => string = randomUuid,
): Promise<InvitationOutcome> {
  const schema = zEmail();
  const checked = entries.map((entry) => ({ entry, parsed: schema.safeParse(entry) }));
  const calls = checked.map(({ parsed }) => (parsed.success ? send(parsed.data, createKey()) : null));
  const settled = await Promise.allSettled(calls.filter((call) => call !== null));

  const outcome: InvitationOutcome = { sent: [], alreadyInvited: [], failed: [] };
  let answer = 0;
  for (const { entry, parsed } of checked) {
    if (!parsed.success) {
      outcome.failed.push({ email: entry, kind: 'invalid', message: parsed.error.issues[0]?.message ?? 'validation.email' });
      continue;
    }
    const result = settled[answer++];
    if (result?.status === 'fulfilled') {
      if (result.value.created) outcome.sent.push(parsed.data);
      else outcome.alreadyInvited.push({ email: parsed.data, offerId: result.value.offer.id });
    } else outcome.failed.push({ email: entry, kind: 'refused', error: result?.reason });
  }
  return outcome;
}
