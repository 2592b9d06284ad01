import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

type CopyButtonProps = {
  /** What goes to the clipboard. */
  value: string;
  /** The button's accessible name: what it copies ("Copy the account number"). */
  label: string;
  /** Announced once copied ("Account number copied"). */
  copiedMessage: string;
  'data-testid'?: string;
};

type TCopyState = 'idle' | 'copied' | 'failed';

/** How long "Copied" stays on the button before it offers to copy again. */
const COPIED_FOR_MS = 2500;

/**
 * Copies `value` to the clipboard. The outcome is shown on the button and announced (a polite live region): "Copied", or,
 * where the browser refuses (no permission, not a secure page), to select the text and copy it by hand.
 */
export function CopyButton({ value, label, copiedMessage, 'data-testid': testId }: CopyButtonProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<TCopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        aria-label={label}
        data-testid={testId}
        data-state={state}
        onClick={() => void copy()}
        className={cn(
          'inline-flex cursor-pointer items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
          state === 'copied'
            ? 'bg-green-50 text-green-800 ring-green-600/30'
            : 'bg-white text-gray-900 ring-gray-300 hover:bg-gray-50',
        )}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-3.5">
          {state === 'copied' ? (
            <path
              fillRule="evenodd"
              d="M16.704 4.153a.75.75 0 0 1 .143 1.052l-8 10.5a.75.75 0 0 1-1.127.075l-4.5-4.5a.75.75 0 0 1 1.06-1.06l3.894 3.893 7.48-9.817a.75.75 0 0 1 1.05-.143Z"
              clipRule="evenodd"
            />
          ) : (
            <path d="M7 3.5A1.5 1.5 0 0 1 8.5 2h3.879a1.5 1.5 0 0 1 1.06.44l3.122 3.12A1.5 1.5 0 0 1 17 6.622V12.5a1.5 1.5 0 0 1-1.5 1.5h-1v-3.379a3 3 0 0 0-.879-2.121L10.5 5.379A3 3 0 0 0 8.379 4.5H7v-1ZM4.5 6A1.5 1.5 0 0 0 3 7.5v9A1.5 1.5 0 0 0 4.5 18h7a1.5 1.5 0 0 0 1.5-1.5v-5.879a1.5 1.5 0 0 0-.44-1.06L9.44 6.439A1.5 1.5 0 0 0 8.378 6H4.5Z" />
          )}
        </svg>
        {state === 'copied' ? t('publicOffer.paymentInstructions.copied') : t('publicOffer.paymentInstructions.copy')}
      </button>
      <span role="status" aria-live="polite" className={state === 'failed' ? 'text-xs text-red-700' : 'sr-only'}>
        {state === 'copied' && copiedMessage}
        {state === 'failed' && t('publicOffer.paymentInstructions.copyFailed')}
      </span>
    </span>
  );
}
