import { useTranslation } from 'react-i18next';
import { TEXT_LINK_CLASSES } from '@/components/ui/button-link';

type AdvisorContactProps = {
  advisor: { name: string; email: string; phone: string | null };
  /** The advisor's message to the investor; nothing is shown when it is blank. */
  message: string;
};

/**
 * The advisor who sent an offer, how to reach them, and their message: on the public offer page and in the investor panel,
 * in one wording (`common.advisorContact`; the card's title is `common.advisorContact.title`).
 */
export function AdvisorContact({ advisor, message }: AdvisorContactProps) {
  const { t } = useTranslation();
  return (
    <>
      <dl className="space-y-2 text-sm">
        <div>
          <dt className="sr-only">{t('common.advisorContact.name')}</dt>
          <dd className="font-medium text-gray-900" data-testid="offer-advisor-name">
            {advisor.name}
          </dd>
        </div>
        <div className="flex flex-wrap gap-x-1.5">
          <dt className="text-gray-500">{t('common.advisorContact.email')}:</dt>
          <dd className="min-w-0 break-all">
            <a href={`mailto:${advisor.email}`} className={TEXT_LINK_CLASSES} data-testid="offer-advisor-email">
              {advisor.email}
            </a>
          </dd>
        </div>
        {advisor.phone && (
          <div className="flex flex-wrap gap-x-1.5">
            <dt className="text-gray-500">{t('common.advisorContact.phone')}:</dt>
            <dd>
              <a
                href={`tel:${advisor.phone.replace(/\s+/g, '')}`}
                className={TEXT_LINK_CLASSES}
                data-testid="offer-advisor-phone"
              >
                {advisor.phone}
              </a>
            </dd>
          </div>
        )}
      </dl>
      {message.trim() && (
        <figure>
          <figcaption className="text-sm font-medium text-gray-900">{t('common.advisorContact.message')}</figcaption>
          <blockquote
            data-testid="offer-advisor-message"
            className="mt-2 border-l-4 border-primary/30 bg-highlight px-4 py-3 text-sm/6 whitespace-pre-line text-gray-700"
          >
            {message}
          </blockquote>
        </figure>
      )}
    </>
  );
}
