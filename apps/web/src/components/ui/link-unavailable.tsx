import type { ReactNode } from 'react';
import { useId } from 'react';

type LinkUnavailableProps = {
  title: string;
  /** The error catalogue's message (spec section 8). */
  message: string;
  /** What to do next: one or more short paragraphs. */
  children?: ReactNode;
  'data-testid': string;
  /** Attributes the page's tests read, e.g. the reason. */
  reason?: string;
};

/**
 * The whole page of a public link that leads nowhere (an unknown, expired or replaced token, a finished offer): a mark, the
 * title, the catalogue's message and what to do. The public offer page and the KYC questionnaire show the same page.
 */
export function LinkUnavailable({ title, message, children, 'data-testid': testId, reason }: LinkUnavailableProps) {
  const headingId = useId();
  return (
    <section
      data-testid={testId}
      data-reason={reason}
      aria-labelledby={headingId}
      className="mx-auto max-w-lg rounded-lg bg-white px-6 py-10 text-center shadow-xs ring-1 ring-gray-200"
    >
      <div
        aria-hidden="true"
        className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary"
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75} className="size-6">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7.5v5.25M12 16.25v.01" strokeLinecap="round" />
        </svg>
      </div>
      <h1 id={headingId} className="mt-5 text-2xl font-semibold tracking-tight text-gray-900">
        {title}
      </h1>
      <p data-testid={`${testId}-message`} className="mt-3 text-gray-700">
        {message}
      </p>
      {children}
    </section>
  );
}
