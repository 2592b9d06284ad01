import type { ReactNode } from 'react';

const HEADINGS = {
  /** The side panel of the offer page: status, actions, payment, advisor. */
  panel: 'text-base font-semibold text-gray-900',
  /** A card of the offer page's main column: the investment (the campaign's cards are components/campaign/campaign-sections). */
  card: 'text-lg font-semibold text-gray-900',
  /** The invest form's closing states: thanks, no form now. */
  step: 'text-xl font-semibold text-gray-900',
} as const;

type OfferSectionProps = {
  /** The section's test id; its heading's id is `<id>-heading`, which names the section. */
  id: string;
  title: string;
  size: keyof typeof HEADINGS;
  /** The section's spacing (and card look); 'space-y-4' unless told otherwise. */
  className?: string;
  children: ReactNode;
};

/** A part of the public offer pages: a section named by its heading. */
export function OfferSection({ id, title, size, className = 'space-y-4', children }: OfferSectionProps) {
  return (
    <section aria-labelledby={`${id}-heading`} data-testid={id} className={className}>
      <h2 id={`${id}-heading`} className={HEADINGS[size]}>
        {title}
      </h2>
      {children}
    </section>
  );
}
