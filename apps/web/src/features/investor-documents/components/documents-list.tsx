import { INVESTOR_DOCUMENT_KINDS, type TInvestorDocument, type TInvestorDocumentKind } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InvestorListPage } from '@/components/investor-panel/investor-list-page';
import { TEXT_LINK_CLASSES } from '@/components/ui/button-link';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useDocuments } from '../api/get-documents';
import { useDownloadDocument } from '../hooks/use-download-document';

/** `/app/documents` in the investor context: the offers' PDFs, the investor's own uploads and the campaigns' documents. */
export function InvestorDocumentsList() {
  const { t, i18n } = useTranslation();
  const documents = useDocuments(currentLanguage(i18n));
  return (
    <InvestorListPage
      className="space-y-8"
      title={t('investorPanel.documents.title')}
      subtitle={t('investorPanel.documents.subtitle')}
      query={documents}
      isEmpty={(rows) => rows.length === 0}
      empty={{
        'data-testid': 'documents-empty',
        title: t('investorPanel.documents.emptyTitle'),
        description: t('investorPanel.documents.emptyDescription'),
      }}
    >
      {(rows) =>
        INVESTOR_DOCUMENT_KINDS.map((kind) => (
          <DocumentGroup key={kind} kind={kind} documents={rows.filter((document) => document.kind === kind)} />
        ))
      }
    </InvestorListPage>
  );
}

const KIND_KEYS = {
  'offer-pdf': 'offerPdf',
  'payment-confirmation': 'paymentConfirmation',
  'campaign-document': 'campaignDocument',
} as const satisfies Record<TInvestorDocumentKind, string>;

function DocumentGroup({ kind, documents }: { kind: TInvestorDocumentKind; documents: TInvestorDocument[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const download = useDownloadDocument();
  if (documents.length === 0) return null;
  const headingId = `documents-${kind}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid={`documents-${kind}`}>
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {t(`investorPanel.documents.kinds.${KIND_KEYS[kind]}`)}
      </h2>
      <ul className="divide-y divide-gray-100 rounded-lg bg-white shadow-xs ring-1 ring-gray-200">
        {documents.map((document) => (
          <li
            key={`${document.downloadPath}:${document.name}`}
            className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
            data-testid="document-row"
          >
            <div className="min-w-0 text-sm">
              <p className="font-medium break-all text-gray-900">{document.name}</p>
              <p className="text-xs text-gray-500">
                {[document.campaignName, document.createdAt ? format.dateTime(document.createdAt) : null]
                  .filter(Boolean)
                  .join(' · ')}
                {document.offerId && (
                  <>
                    {' · '}
                    <Link to={paths.app.offers.detail.getHref(document.offerId)} className={TEXT_LINK_CLASSES}>
                      {t('investorPanel.documents.openOffer')}
                    </Link>
                  </>
                )}
              </p>
            </div>
            <Button
              variant="secondary"
              className="shrink-0 self-start px-3 py-1.5 sm:self-auto"
              data-testid="document-download"
              isLoading={download.isPending && download.variables === document}
              aria-label={t('investorPanel.documents.downloadNamed', { name: document.name })}
              onClick={() => download.mutate(document)}
            >
              {t('investorPanel.documents.download')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
