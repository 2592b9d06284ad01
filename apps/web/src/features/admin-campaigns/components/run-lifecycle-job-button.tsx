import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/notify';
import { errorMessage } from '@/lib/error-messages';
import { useRunLifecycleJob } from '../api/run-lifecycle-job';

/**
 * "Run campaign-end job" (docs/decisions/048): the nightly job brought forward for this landing page, e.g. right after a
 * campaign's end date was moved to the past; after a confirmation, with what it did in a notice.
 */
export function RunLifecycleJobButton() {
  const { t } = useTranslation();
  const run = useRunLifecycleJob();
  const [isConfirming, setIsConfirming] = useState(false);

  const confirm = () =>
    run.mutate(undefined, {
      onSuccess: (result) =>
        notify.success({
          title: t('adminCampaigns.lifecycleJob.done'),
          description: t('adminCampaigns.lifecycleJob.result', {
            archivedOffers: result.archivedOffers,
            finishedInvestments: result.finishedInvestments,
          }),
        }),
      onError: (error) => notify.error({ title: t('adminCampaigns.lifecycleJob.failed'), description: errorMessage(error, t) }),
      onSettled: () => setIsConfirming(false),
    });

  return (
    <>
      <Button variant="secondary" onClick={() => setIsConfirming(true)} data-testid="lifecycle-job-run">
        {t('adminCampaigns.lifecycleJob.button')}
      </Button>
      <ConfirmDialog
        isOpen={isConfirming}
        tone="primary"
        title={t('adminCampaigns.lifecycleJob.title')}
        description={t('adminCampaigns.lifecycleJob.description')}
        confirmLabel={t('adminCampaigns.lifecycleJob.confirm')}
        isPending={run.isPending}
        onConfirm={confirm}
        onCancel={() => setIsConfirming(false)}
        data-testid="lifecycle-job-dialog"
      />
    </>
  );
}
