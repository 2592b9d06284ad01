import type { TCampaignDocument } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { TEXT_LINK_CLASSES } from '@/components/ui/button-link';
import { useFormat } from '@/lib/format';

type CampaignDocumentsProps = {
  documents: readonly TCampaignDocument[];
  /**
   * How a reader gets a document: a link the browser opens (the public offer page: its path carries the link's secret), or a
   * download behind the session's token (the back office's preview).
   */
  access:
    | { type: 'link'; hrefOf: (document: TCampaignDocument) => string }
    | { type: 'download'; onDownload: (document: TCampaignDocument) => void };
  className?: string;
};

/**
 * The campaign's documents (terms, information memorandum; issue 14): what each is, its file and size, on the investor's
 * offer page and the issuer's preview of it alike (docs/decisions/027). Nothing when the campaign has none.
 */
export function CampaignDocuments({ documents, access, className }: CampaignDocumentsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  if (documents.length === 0) return null;
  return (
    <ul className={className ?? 'space-y-3'} data-testid="campaign-documents">
      {documents.map((document) => {
        const name = t('campaign.documents.linkName', {
          kind: t(`campaign.documents.kinds.${document.kind}`),
          fileName: document.fileName,
        });
        const content = (
          <>
            <span className="block">{t(`campaign.documents.kinds.${document.kind}`)}</span>
            <span className="block text-xs font-normal break-all text-gray-600">
              {document.fileName} · {format.fileSize(document.bytes)}
            </span>
          </>
        );
        return (
          <li key={document.id} data-testid="campaign-document" data-kind={document.kind} className="text-sm">
            {access.type === 'link' ? (
              <a href={access.hrefOf(document)} download={document.fileName} aria-label={name} className={TEXT_LINK_CLASSES}>
                {content}
              </a>
            ) : (
              <button
                type="button"
                aria-label={name}
                onClick={() => access.onDownload(document)}
                className={`${TEXT_LINK_CLASSES} cursor-pointer text-left`}
              >
                {content}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
