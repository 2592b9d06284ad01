import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ExternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & { href: string; children: ReactNode };

/**
 * A link that opens in a new tab: documents (terms, privacy policy, investment risks) and other tenant files.
 * `noopener noreferrer` keeps the opened page from reaching back to this one (window.opener) or seeing our URL.
 */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  const { t } = useTranslation();
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> ({t('common.opensInNewTab')})</span>
    </a>
  );
}
