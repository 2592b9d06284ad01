import type { TKycDraftInput } from '@emisja/shared';
import { useCallback, useRef, useState } from 'react';
import { saveKycDraft } from '../api/save-kyc-draft';
import { kycGoneReason, type TKycGoneReason } from '../lib/kyc-api-errors';

/** How a save ended: on the server, failed (the form keeps everything; retry), or the form is gone (submitted, dead link). */
export type TKycDraftSaveOutcome = 'saved' | 'failed' | 'gone';

export type TKycDraftSaveState =
  | { status: 'idle'; savedAt: null }
  | { status: 'saving'; savedAt: string | null }
  | { status: 'saved'; savedAt: string }
  | { status: 'failed'; savedAt: string | null; error: unknown };

type DraftSaverOptions = {
  token: string;
  /** The draft as loaded (already in the form's terms): sending it back would change nothing. */
  initialDraft: TKycDraftInput;
  onGone: (reason: TKycGoneReason) => void;
};

/**
 * Saves the questionnaire's draft on the server (`PUT .../draft`, product-decisions section 9): one request at a time, the
 * newest draft last, and none when the draft is what the server holds already. A failure keeps the form as it is (nothing
 * typed is lost) and says so; `save` again (the retry) sends the form's current draft. A submitted form (410) or a dead link
 * (404) ends the page through `onGone`.
 */
export function useKycDraftSaver({ token, initialDraft, onGone }: DraftSaverOptions) {
  const [state, setState] = useState<TKycDraftSaveState>({ status: 'idle', savedAt: null });
  const [initialJson] = useState(() => JSON.stringify(initialDraft));
  const savedJson = useRef<string>(initialJson);
  const queued = useRef<TKycDraftInput | null>(null);
  const running = useRef<Promise<TKycDraftSaveOutcome> | null>(null);

  const isGone = useRef(false);

  /**
   * Sends the queued draft, if it is not what the server holds. With nothing queued (the save before this one took the
   * draft along), the outcome is that save's.
   */
  const flush = useCallback(
    async (previousResult: TKycDraftSaveOutcome): Promise<TKycDraftSaveOutcome> => {
      const draft = queued.current;
      queued.current = null;
      if (isGone.current) return 'gone';
      if (draft === null) return previousResult;
      const json = JSON.stringify(draft);
      if (json === savedJson.current) return 'saved';
      setState((current) => ({ status: 'saving', savedAt: current.savedAt }));
      try {
        const saved = await saveKycDraft(token, draft);
        savedJson.current = json;
        setState({ status: 'saved', savedAt: saved.savedAt });
        return 'saved';
      } catch (error) {
        const reason = kycGoneReason(error);
        if (reason) {
          isGone.current = true;
          onGone(reason);
          return 'gone';
        }
        setState((current) => ({ status: 'failed', savedAt: current.savedAt, error }));
        return 'failed';
      }
    },
    [token, onGone],
  );

  /**
   * Queues the draft behind the save on its way, if any; resolves 'saved' once the server holds it (or a newer one queued
   * meanwhile, which replaces it).
   */
  const save = useCallback(
    (draft: TKycDraftInput): Promise<TKycDraftSaveOutcome> => {
      queued.current = draft;
      const next = (running.current ?? Promise.resolve<TKycDraftSaveOutcome>('saved')).then((previousResult) =>
        flush(previousResult),
      );
      running.current = next;
      void next.finally(() => {
        if (running.current === next) running.current = null;
      });
      return next;
    },
    [flush],
  );

  /** The draft differs from what the server holds (or a save is still on its way). */
  const hasUnsavedChanges = useCallback(
    (draft: TKycDraftInput) => running.current !== null || JSON.stringify(draft) !== savedJson.current,
    [],
  );

  return { state, save, hasUnsavedChanges };
}

export type TKycDraftSaver = ReturnType<typeof useKycDraftSaver>;
