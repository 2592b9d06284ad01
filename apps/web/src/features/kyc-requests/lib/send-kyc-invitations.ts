import { isValidEmail } from '@emisja/shared';
import { emailEntries as emailListEntries } from '@/lib/email-entries';

// Spec sections 5 and 7, product-decisions section 9: the KYC invitation form takes e-mails separated by semicolons (without
// spaces) and makes one `POST .../investor-request/send` per e-mail, settled one by one: a refused address does not stop the
// others, and the page lists the refused ones with the reason.
//
// The offers' invitation form splits the field the same way (lib/email-entries.ts) and settles the calls differently
// (features/campaign-offers/lib/send-invitations.ts); this one differs on purpose in two points:
// - Calls go one after another, not all at once: each send creates the investor's user and an e-mail in one transaction that
//   serialises on the address, and a list of fifty should not be fifty requests in flight from one page.
// - The Idempotency-Key of an address is kept until it is sent (IdempotencyKeys below): a retry of a refused or lost call
//   (network failure after the server committed) sends the same key, so the server answers the first result instead of a
//   second invitation e-mail. The server keys it by advisor and refuses the same key for another body (409), so the key
//   belongs to the address and the message together.

/** The entries of the field (lib/email-entries.ts), trimmed. */
export function emailEntries(value: string): string[] {
  return emailListEntries(value).map((entry) => entry.trim());
}

/** The entries that are not e-mail addresses by the shared rule (the server's `zEmail`), as typed. */
export function invalidEmailEntries(value: string): string[] {
  return emailEntries(value).filter((entry) => !isValidEmail(entry.toLowerCase()));
}

/** An address as the server stores it (`zEmail`: trimmed, lower case). */
export function normalizeEmail(entry: string): string {
  return entry.trim().toLowerCase();
}

/**
 * One Idempotency-Key per address and message, made on first use and kept until the address is sent: a new form (or a
 * changed message) starts over, a retry of the same invitation reuses its key.
 */
export class IdempotencyKeys {
  readonly #keys = new Map<string, string>();
  readonly #createKey: () => string;

  constructor(createKey: () => string) {
    this.#createKey = createKey;
  }

  keyFor(email: string, message: string): string {
    const id = JSON.stringify([email, message]);
    let key = this.#keys.get(id);
    if (key === undefined) {
      key = this.#createKey();
      this.#keys.set(id, key);
    }
    return key;
  }

  /** The invitation went through: sending it again later is a new invitation. */
  forget(email: string, message: string): void {
    this.#keys.delete(JSON.stringify([email, message]));
  }
}

export type KycInvitationFailure = { email: string; error: unknown };

export type KycInvitationOutcome = {
  sent: string[];
  /** In the order typed. */
  failed: KycInvitationFailure[];
  /** True when a call was cancelled (the session rules are moving the user away): the rest was not sent. */
  isCancelled: boolean;
};

/**
 * Sends each address (already checked by the form) one after another with its key; a refusal is recorded and the next
 * address is sent. A cancelled call (`isCancelled(error)`) stops the run: nothing more can be sent in this session.
 */
export async function sendKycInvitations({
  emails,
  message,
  keys,
  send,
  isCancelled = () => false,
  onProgress,
}: {
  emails: readonly string[];
  message: string;
  keys: IdempotencyKeys;
  send: (body: { investorEmail: string; message: string }, idempotencyKey: string) => Promise<unknown>;
  isCancelled?: (error: unknown) => boolean;
  /** Before each call: its position from 1. */
  onProgress?: (current: number, total: number) => void;
}): Promise<KycInvitationOutcome> {
  const outcome: KycInvitationOutcome = { sent: [], failed: [], isCancelled: false };
  for (const [index, email] of emails.entries()) {
    const investorEmail = normalizeEmail(email);
    onProgress?.(index + 1, emails.length);
    try {
      await send({ investorEmail, message }, keys.keyFor(investorEmail, message));
      keys.forget(investorEmail, message);
      outcome.sent.push(investorEmail);
    } catch (error) {
      if (isCancelled(error)) return { ...outcome, isCancelled: true };
      outcome.failed.push({ email, error });
    }
  }
  return outcome;
}
