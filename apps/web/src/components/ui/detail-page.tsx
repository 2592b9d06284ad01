import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

/** A headed part of a detail page (`<id>-heading` names it; `id` is its test id). */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} data-testid={id} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The `state` a list puts on its links to a detail page, so the page can go back to the list with its filters. */
export type ListLinkState = { listHref: string };

type BackToListLinkProps = {
  /** The list's own address: where the link goes when the page was not opened from it (a typed or shared link). */
  listPath: string;
  children: ReactNode;
  'data-testid': string;
};

/**
 * "Back to the list" of a detail page: the list (with its filters) the page was opened from, when the link's state names an
 * address of that list, else the list itself. Any other address in the state is ignored: the state is not trusted.
 */
export function BackToListLink({ listPath, children, 'data-testid': testId }: BackToListLinkProps) {
  const { state } = useLocation() as { state: unknown };
  const listHref =
    typeof state === 'object' && state !== null && 'listHref' in state && typeof state.listHref === 'string'
      ? state.listHref
      : null;
  return (
    <Link
      to={listHref?.startsWith(listPath) ? listHref : listPath}
      className="text-sm font-medium text-primary hover:underline"
      data-testid={testId}
    >
      ← {children}
    </Link>
  );
}
