import { translateValidationMessage, type Language } from '@emisja/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/select-field';
import { notify } from '@/components/ui/notify';
import { errorMessage } from '@/lib/error-messages';
import { useChangeOfferOwner, useOwnerChoices } from '../api/change-offer-owner';
import { FormDialog } from './form-dialog';

export type OwnerChangeTarget = {
  id: string;
  investorName: string | null;
  investorEmail: string;
  ownerId: string;
  ownerName: string;
};

type ChangeOwnerDialogProps = {
  offer: OwnerChangeTarget;
  language: Language;
  onClose: () => void;
};

/**
 * "Change advisor": the active advisors of the offer's network (owner-choices, the current owner left out), then
 * PATCH .../{offerId}/owner/{ownerId}; a toast names the new owner and the offer's page and lists load again. Mounted
 * only while open, so every opening starts from a fresh choice.
 */
export function ChangeOwnerDialog({ offer, language, onClose }: ChangeOwnerDialogProps) {
  const { t } = useTranslation();
  const choices = useOwnerChoices(offer.id);
  const change = useChangeOfferOwner(offer.id, language);
  const [ownerId, setOwnerId] = useState('');
  const [isMissing, setIsMissing] = useState(false);
  const options = (choices.data ?? [])
    .filter((choice) => choice.id !== offer.ownerId)
    .map((choice) => ({ value: choice.id, label: `${choice.name} (${choice.email})` }));

  const submit = () => {
    if (!ownerId) {
      setIsMissing(true);
      return;
    }
    const name = choices.data?.find((choice) => choice.id === ownerId)?.name ?? '';
    change.mutate(ownerId, {
      onSuccess: () => {
        notify.success({ title: t('investorOffers.actions.changeOwnerDialog.success', { name }) });
        onClose();
      },
    });
  };

  let error: string | null = null;
  if (change.isError) error = errorMessage(change.error, t);
  else if (choices.isError) error = t('investorOffers.actions.changeOwnerDialog.loadFailed');

  return (
    <FormDialog
      isOpen
      title={t('investorOffers.actions.changeOwnerDialog.title')}
      description={
        <>
          <p>{t('investorOffers.actions.changeOwnerDialog.description', { name: offer.investorName ?? offer.investorEmail })}</p>
          <p className="mt-1">{t('investorOffers.actions.changeOwnerDialog.current', { name: offer.ownerName })}</p>
        </>
      }
      submitLabel={t('investorOffers.actions.changeOwnerDialog.submit')}
      isPending={change.isPending}
      error={error}
      onSubmit={submit}
      onCancel={onClose}
      data-testid="change-owner-dialog"
    >
      {choices.isSuccess && options.length === 0 ? (
        <p className="text-sm text-gray-600" data-testid="change-owner-no-choices">
          {t('investorOffers.actions.changeOwnerDialog.noChoices')}
        </p>
      ) : (
        <SelectField
          label={t('investorOffers.actions.changeOwnerDialog.owner')}
          options={options}
          emptyLabel={
            choices.isPending ? t('investorOffers.kanban.loading') : t('investorOffers.actions.changeOwnerDialog.choose')
          }
          value={ownerId}
          isRequired
          disabled={choices.isPending}
          error={isMissing && !ownerId ? translateValidationMessage('validation.required', language) : undefined}
          onChange={(event) => {
            setOwnerId(event.target.value);
            setIsMissing(false);
          }}
          data-testid="change-owner-select"
        />
      )}
    </FormDialog>
  );
}
