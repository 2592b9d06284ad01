import type { TSettlementDocument } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/components/ui/notify';
import { paths } from '@/config/paths';
import { useSettlement } from '../api/settlements';
import { SettlementForm } from './settlement-form';

function PageFrame({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <Link to={paths.app.settlements.list.getHref()} className="text-sm text-gray-700 underline">
        {t('settlements.back')}
      </Link>
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{title}</h1>
      {children}
    </div>
  );
}

/** `/app/settlements/new`: a new settlement document; once saved, its page (where the PDF is attached). */
export function NewSettlementPage({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onSaved = (document: TSettlementDocument) => {
    notify.success({ title: t('settlements.saved') });
    void navigate(paths.app.settlements.edit.getHref(document.id), { replace: true });
  };
  return (
    <PageFrame title={t('settlements.newTitle')}>
      <SettlementForm document={null} isAdmin={isAdmin} onSaved={onSaved} />
    </PageFrame>
  );
}

/** `/app/settlements/{id}`: one document, editable by its owner while unpaid, with its PDF and the admin's accounting. */
export function EditSettlementPage({ id, isAdmin }: { id: string; isAdmin: boolean }) {
  const { t } = useTranslation();
  const settlement = useSettlement(id);
  if (settlement.isPending) return <Spinner />;
  if (settlement.isError) return <RetryAlert error={settlement.error} onRetry={() => void settlement.refetch()} />;
  const document = settlement.data;
  return (
    <PageFrame title={t('settlements.editTitle', { number: document.documentNumber })}>
      <SettlementForm
        key={document.updatedAt}
        document={document}
        isAdmin={isAdmin}
        onSaved={() => notify.success({ title: t('settlements.saved') })}
      />
    </PageFrame>
  );
}
