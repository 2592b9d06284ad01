import type { Language } from '@emisja/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CampaignStateBadge } from '@/components/campaign/campaign-state-badge';
import { TEXT_LINK_CLASSES } from '@/components/ui/button-link';
import { RetryAlert } from '@/components/ui/retry-alert';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useAdminCampaign } from '../api/get-admin-campaign';
import { CampaignActions } from './campaign-actions';
import { CampaignForm } from './campaign-form';
import { CampaignProducts } from './campaign-products';

function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2">
      <Link to={paths.app.admin.campaigns.list.getHref()} className={TEXT_LINK_CLASSES}>
        {t('adminCampaigns.form.backToList')}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-balance text-gray-900" data-testid="campaign-form-title">
          {title}
        </h1>
        {children}
      </div>
    </div>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="text-gray-500" data-testid="campaign-form-loading">
      {t('adminCampaigns.form.loading')}
    </p>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="rounded-lg bg-white p-6 shadow-xs ring-1 ring-gray-200" data-testid="campaign-not-found">
      <h2 className="text-lg font-semibold text-gray-900">{t('adminCampaigns.form.notFound.title')}</h2>
      <p className="mt-2 text-sm text-gray-600">{t('adminCampaigns.form.notFound.description')}</p>
    </div>
  );
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * `/app/admin/campaigns/new`: an empty campaign, or with `copyOf` a copy of one (GET + POST: its texts, terms, cover,
 * documents, account and products, to check and save as a new campaign). Saving returns to the list.
 */
export function NewCampaignPage({ copyOf, landingLanguage }: { copyOf: string | null; landingLanguage: Language }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const source = useAdminCampaign(copyOf, landingLanguage);
  const listHref = paths.app.admin.campaigns.list.getHref();
  const form = (campaign?: Parameters<typeof CampaignForm>[0]['campaign']) => (
    <CampaignForm
      mode="create"
      campaign={campaign}
      landingLanguage={landingLanguage}
      cancelHref={listHref}
      onSaved={() => void navigate(listHref)}
    />
  );

  if (copyOf === null) {
    return (
      <div className="space-y-6">
        <PageHeader title={t('adminCampaigns.form.newTitle')} />
        {form()}
      </div>
    );
  }
  let content;
  if (isNotFound(source.error)) content = <NotFound />;
  else if (source.isError) content = <RetryAlert error={source.error} onRetry={() => void source.refetch()} />;
  else if (!source.data || !source.isFetchedAfterMount) content = <Loading />;
  else
    content = (
      <>
        <p className="text-sm text-gray-600" data-testid="campaign-copy-note">
          {t('adminCampaigns.form.copyNote', { name: source.data.name })}
        </p>
        {form(source.data)}
      </>
    );
  return (
    <div className="space-y-6">
      <PageHeader title={t('adminCampaigns.form.copyTitle')} />
      {content}
    </div>
  );
}

/** `/app/admin/campaigns/{id}`: the campaign's actions and form, and its products below (each saved on its own). */
export function EditCampaignPage({ campaignId, landingLanguage }: { campaignId: string; landingLanguage: Language }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The texts of the landing page's language, whatever the interface's: switching the language never reloads the form.
  const language = landingLanguage;
  const campaign = useAdminCampaign(campaignId, language);
  const listHref = paths.app.admin.campaigns.list.getHref();

  let content;
  if (isNotFound(campaign.error)) content = <NotFound />;
  else if (campaign.isError) content = <RetryAlert error={campaign.error} onRetry={() => void campaign.refetch()} />;
  else if (!campaign.data || !campaign.isFetchedAfterMount) content = <Loading />;
  else
    content = (
      <>
        <CampaignActions campaign={campaign.data} language={language} />
        <CampaignForm
          key={campaign.data.id}
          mode="edit"
          campaign={campaign.data}
          landingLanguage={landingLanguage}
          cancelHref={listHref}
          onSaved={() => void navigate(listHref)}
        />
        <CampaignProducts campaign={campaign.data} language={language} />
      </>
    );

  return (
    <div className="space-y-6">
      <PageHeader
        title={
          campaign.data
            ? t('adminCampaigns.form.editTitleWithName', { name: campaign.data.name })
            : t('adminCampaigns.form.editTitle')
        }
      >
        {campaign.data && <CampaignStateBadge state={campaign.data.state} />}
      </PageHeader>
      {content}
    </div>
  );
}
