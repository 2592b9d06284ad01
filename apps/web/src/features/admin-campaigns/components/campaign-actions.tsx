import type { Language, TCampaign } from '@emisja/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/notify';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-messages';
import { useDeactivateCampaign } from '../api/deactivate-campaign';

const SMALL = 'px-3 py-2';

/** Preview of the public page, a copy as a new campaign, and switching the campaign off (after a confirmation). */
export function CampaignActions({ campaign, language }: { campaign: TCampaign; language: Language }) {
  const { t } = useTranslation();
  const deactivate = useDeactivateCampaign(language);
  const [isConfirming, setIsConfirming] = useState(false);

  const confirm = () =>
    deactivate.mutate(campaign.id, {
      onSuccess: () => notify.success({ title: t('adminCampaigns.deactivate.done', { name: campaign.name }) }),
      onError: (error) => notify.error({ title: t('adminCampaigns.deactivate.failed'), description: errorMessage(error, t) }),
      onSettled: () => setIsConfirming(false),
    });

  return (
    <div
      role="group"
      aria-label={t('adminCampaigns.list.actionsFor', { name: campaign.name })}
      className="flex flex-wrap items-center gap-2"
    >
      <ButtonLink
        variant="secondary"
        className={SMALL}
        to={paths.app.admin.campaigns.preview.getHref(campaign.id)}
        data-testid="campaign-preview-link"
      >
        {t('adminCampaigns.actions.preview')}
      </ButtonLink>
      <ButtonLink
        variant="secondary"
        className={SMALL}
        to={paths.app.admin.campaigns.new.getHref(campaign.id)}
        data-testid="campaign-copy-link"
      >
        {t('adminCampaigns.actions.copy')}
      </ButtonLink>
      {campaign.state !== 'inactive' && (
        <Button
          variant="secondary"
          className={`${SMALL} text-red-700`}
          onClick={() => setIsConfirming(true)}
          data-testid="campaign-deactivate"
        >
          {t('adminCampaigns.deactivate.button')}
        </Button>
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('adminCampaigns.deactivate.title', { name: campaign.name })}
        description={t('adminCampaigns.deactivate.description')}
        confirmLabel={t('adminCampaigns.deactivate.confirm')}
        isPending={deactivate.isPending}
        onConfirm={confirm}
        onCancel={() => setIsConfirming(false)}
        data-testid="campaign-deactivate-dialog"
      />
    </div>
  );
}
