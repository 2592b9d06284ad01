import { describe, expect, it, vi } from 'vitest';
import { kycInvitationFormSchema } from './kyc-invitation-form';
import { emailEntries, IdempotencyKeys, invalidEmailEntries, sendKycInvitations } from './send-kyc-invitations';

const MESSAGE = 'Proszę o wypełnienie ankiety.';

function counterKeys() {
  let counter = 0;
  return new IdempotencyKeys(() => `key-${++counter}`);
}

describe('emailEntries', () => {
  it('splits on semicolons, drops empty entries and keeps a repeated address once', () => {
    expect(emailEntries('a@x.pl;B@y.pl;;A@X.pl;')).toEqual(['a@x.pl', 'B@y.pl']);
    expect(emailEntries('')).toEqual([]);
    expect(emailEntries(';')).toEqual([]);
  });

  it('names the entries that are not e-mail addresses, as typed', () => {
    expect(invalidEmailEntries('a@x.pl;b@y;c,d@z.pl;E@X.PL')).toEqual(['b@y', 'c,d@z.pl']);
  });
});

describe('kycInvitationFormSchema', () => {
  const messages = (emails: string) =>
    kycInvitationFormSchema()
      .safeParse({ emails, message: MESSAGE, consent: true })
      .error?.issues.map((issue) => issue.message) ?? [];

  it('takes addresses separated by semicolons without spaces (spec section 5)', () => {
    expect(messages('a@x.pl;b@y.pl')).toEqual([]);
    expect(messages('a@x.pl; b@y.pl')).toEqual(['kycRequests.send.emailsNoSpaces']);
    expect(messages('a@x.pl,b@y.pl')).toEqual(['kycRequests.send.emailsInvalid']);
    expect(messages(';;')).toEqual(['validation.emailList']);
    expect(messages('')).toEqual(['validation.required']);
  });
});

describe('sendKycInvitations', () => {
  it('sends one address after another, each with its key, and goes on after a refusal', async () => {
    const order: string[] = [];
    const send = vi.fn(async ({ investorEmail }: { investorEmail: string }) => {
      order.push(`start ${investorEmail}`);
      await Promise.resolve();
      order.push(`end ${investorEmail}`);
      if (investorEmail === 'refused@x.pl') throw new Error('refused');
    });
    const progress: number[] = [];

    const outcome = await sendKycInvitations({
      emails: ['A@X.pl', 'refused@x.pl', 'c@x.pl'],
      message: MESSAGE,
      keys: counterKeys(),
      send,
      onProgress: (current) => progress.push(current),
    });

    expect(send.mock.calls).toEqual([
      [{ investorEmail: 'a@x.pl', message: MESSAGE }, 'key-1'],
      [{ investorEmail: 'refused@x.pl', message: MESSAGE }, 'key-2'],
      [{ investorEmail: 'c@x.pl', message: MESSAGE }, 'key-3'],
    ]);
    expect(order).toEqual(['start a@x.pl', 'end a@x.pl', 'start refused@x.pl', 'end refused@x.pl', 'start c@x.pl', 'end c@x.pl']);
    expect(progress).toEqual([1, 2, 3]);
    expect(outcome).toEqual({
      sent: ['a@x.pl', 'c@x.pl'],
      failed: [{ email: 'refused@x.pl', error: new Error('refused') }],
      isCancelled: false,
    });
  });

  it('keeps the key of an unsent invitation for a retry, and makes a new one for a changed message or a sent one', async () => {
    const keys = counterKeys();
    const send = vi.fn(async ({ investorEmail }: { investorEmail: string }, _key: string) => {
      if (investorEmail === 'b@x.pl') throw new Error('offline');
    });
    await sendKycInvitations({ emails: ['a@x.pl', 'b@x.pl'], message: MESSAGE, keys, send });
    await sendKycInvitations({ emails: ['b@x.pl'], message: MESSAGE, keys, send });
    await sendKycInvitations({ emails: ['b@x.pl'], message: `${MESSAGE} Pilne.`, keys, send });
    await sendKycInvitations({ emails: ['a@x.pl'], message: MESSAGE, keys, send });

    expect(send.mock.calls.map(([body, key]) => `${body.investorEmail} ${key}`)).toEqual([
      'a@x.pl key-1',
      'b@x.pl key-2',
      'b@x.pl key-2',
      'b@x.pl key-3',
      'a@x.pl key-4',
    ]);
  });

  it('stops when a call is cancelled (the session rules are moving the user away)', async () => {
    const cancelled = new Error('cancelled');
    const send = vi.fn(async ({ investorEmail }: { investorEmail: string }) => {
      if (investorEmail === 'b@x.pl') throw cancelled;
    });
    const outcome = await sendKycInvitations({
      emails: ['a@x.pl', 'b@x.pl', 'c@x.pl'],
      message: MESSAGE,
      keys: counterKeys(),
      send,
      isCancelled: (error) => error === cancelled,
    });
    expect(send).toHaveBeenCalledTimes(2);
    expect(outcome).toEqual({ sent: ['a@x.pl'], failed: [], isCancelled: true });
  });
});
