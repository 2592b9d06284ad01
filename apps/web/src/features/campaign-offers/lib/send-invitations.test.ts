import { describe, expect, it, vi } from 'vitest';
import { emailEntries } from '@/lib/email-entries';
import { randomUuid } from '@/lib/random-uuid';
import { sendInvitations } from './send-invitations';

describe('emailEntries', () => {
  it('splits on semicolons, drops empty entries and sends a repeated address once', () => {
    expect(emailEntries('a@x.pl;B@y.pl;;a@X.pl;')).toEqual(['a@x.pl', 'B@y.pl']);
    expect(emailEntries('')).toEqual([]);
    expect(emailEntries(';')).toEqual([]);
  });
});

describe('sendInvitations', () => {
  it('sends each valid address once with its own key, never the malformed ones, and reports in the order typed', async () => {
    const send = vi.fn(async (email: string) => {
      if (email === 'refused@x.pl') throw new Error('refused');
      return { created: email !== 'c@x.pl', offer: { id: `offer-${email}` } };
    });
    let counter = 0;
    const outcome = await sendInvitations(['A@X.pl', 'bad', 'refused@x.pl', 'c@x.pl'], send, () => `key-${++counter}`);

    expect(send.mock.calls).toEqual([
      ['a@x.pl', 'key-1'],
      ['refused@x.pl', 'key-2'],
      ['c@x.pl', 'key-3'],
    ]);
    expect(outcome.sent).toEqual(['a@x.pl']);
    // An open offer of the address: nothing was sent, the form offers to send its link again.
    expect(outcome.alreadyInvited).toEqual([{ email: 'c@x.pl', offerId: 'offer-c@x.pl' }]);
    expect(outcome.failed).toEqual([
      { email: 'bad', kind: 'invalid', message: 'validation.email' },
      { email: 'refused@x.pl', kind: 'refused', error: new Error('refused') },
    ]);
  });

  it('waits for every call, however the others end', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<{ created: boolean; offer: { id: string } }>((resolve) => {
      release = () => resolve({ created: true, offer: { id: 'offer-slow' } });
    });
    const send = vi.fn((email: string) => (email === 'slow@x.pl' ? slow : Promise.reject(new Error('no'))));
    const pending = sendInvitations(['fast@x.pl', 'slow@x.pl'], send);
    let isSettled = false;
    void pending.then(() => {
      isSettled = true;
    });
    await Promise.resolve();
    expect(isSettled).toBe(false);
    release();
    const outcome = await pending;
    expect(outcome.sent).toEqual(['slow@x.pl']);
    expect(outcome.failed.map((failure) => failure.email)).toEqual(['fast@x.pl']);
  });
});

describe('randomUuid', () => {
  it('makes version 4 UUIDs, also where crypto.randomUUID is unavailable', () => {
    const pattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(randomUuid()).toMatch(pattern);
    vi.stubGlobal('isSecureContext', false);
    const keys = new Set(Array.from({ length: 50 }, () => randomUuid()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(pattern);
  });
});
