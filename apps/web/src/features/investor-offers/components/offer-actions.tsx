import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADVISOR_OFFER_ACTIONS,
  isoDateInTimeZone,
  isValidIsoDate,
  ZRejectOfferRequestSchema,
  type Language,
  type TAdvisorOfferAction,
  type TOfferDetail,
  type TRejectOfferRequest,
} from '@emisja/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FieldError, FieldLabel } from '@/components/ui/field-label';
import { TextField, INPUT_CLASSES, inputStateClasses } from '@/components/ui/text-field';
import { notify } from '@/components/ui/toast';
import { errorMessage } from '@/lib/error-messages';
import { cn } from '@/lib/cn';
import { useFieldErrorText } from '@/lib/form-errors';
import { useOfferStatusAction, type OfferStatusAction } from '../api/offer-actions';
import { ChangeOwnerDialog } from './change-owner-dialog';
import { FormDialog } from './form-dialog';

/** The order of the buttons: the next step of the lifecycle first, the closing ones last. */
const BUTTON_ORDER: readonly TAdvisorOfferAction[] = ['confirmPayment', 'changeOwner', 'reject', 'archive'];

const ZConfirmPaymentFormSchema = z.object({
  paymentDate: z.string().min(1, { error: 'validation.required' }).refine(isValidIsoDate, { error: 'validation.invalidDate' }),
});

type StatusDialogProps = {
  offer: TOfferDetail;
  language: Language;
  onClose: () => void;
};

function useStatusAction({ offer, language, onClose }: StatusDialogProps, successKey: 'reject' | 'archive' | 'confirmPayment') {
  const { t } = useTranslation();
  const mutation = useOfferStatusAction(offer.id, language);
  const run = (request: OfferStatusAction) =>
    mutation.mutate(request, {
      onSuccess: () => {
        notify.success({ title: t(`investorOffers.actions.${successKey}Dialog.success`) });
        onClose();
      },
    });
  return { mutation, run, error: mutation.isError ? errorMessage(mutation.error, t) : null };
}

function RejectDialog(props: StatusDialogProps) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const id = useId();
  const { mutation, run, error } = useStatusAction(props, 'reject');
  const form = useForm<TRejectOfferRequest>({ resolver: zodResolver(ZRejectOfferRequestSchema), defaultValues: { reason: '' } });
  const reasonError = fieldError(form.formState.errors.reason);
  return (
    <FormDialog
      isOpen
      title={t('investorOffers.actions.rejectDialog.title')}
      description={t('investorOffers.actions.rejectDialog.description')}
      submitLabel={t('investorOffers.actions.rejectDialog.submit')}
      tone="danger"
      isPending={mutation.isPending}
      error={error}
      onSubmit={() => void form.handleSubmit((values) => run({ action: 'reject', body: values }))()}
      onCancel={props.onClose}
      data-testid="reject-offer-dialog"
    >
      <div>
        <FieldLabel htmlFor={id} isRequired>
          {t('investorOffers.actions.rejectDialog.reason')}
        </FieldLabel>
        <textarea
          {...form.register('reason')}
          id={id}
          rows={4}
          maxLength={1000}
          aria-required
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${id}-error` : undefined}
          data-testid="reject-reason"
          className={cn(INPUT_CLASSES, inputStateClasses(reasonError))}
        />
        {reasonError && <FieldError id={`${id}-error`}>{reasonError}</FieldError>}
      </div>
    </FormDialog>
  );
}

function ArchiveDialog(props: StatusDialogProps) {
  const { t } = useTranslation();
  const { mutation, run, error } = useStatusAction(props, 'archive');
  return (
    <FormDialog
      isOpen
      title={t('investorOffers.actions.archiveDialog.title')}
      description={t('investorOffers.actions.archiveDialog.description')}
      submitLabel={t('investorOffers.actions.archiveDialog.submit')}
      tone="danger"
      isPending={mutation.isPending}
      error={error}
      onSubmit={() => run({ action: 'archive' })}
      onCancel={props.onClose}
      data-testid="archive-offer-dialog"
    />
  );
}

function ConfirmPaymentDialog(props: StatusDialogProps) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const { mutation, run, error } = useStatusAction(props, 'confirmPayment');
  // "Today" is the business day in Europe/Warsaw (product-decisions section 6), like the server's default.
  const form = useForm<z.infer<typeof ZConfirmPaymentFormSchema>>({
    resolver: zodResolver(ZConfirmPaymentFormSchema),
    defaultValues: { paymentDate: isoDateInTimeZone(new Date()) },
  });
  return (
    <FormDialog
      isOpen
      title={t('investorOffers.actions.confirmPaymentDialog.title')}
      description={t('investorOffers.actions.confirmPaymentDialog.description')}
      submitLabel={t('investorOffers.actions.confirmPaymentDialog.submit')}
      isPending={mutation.isPending}
      error={error}
      onSubmit={() => void form.handleSubmit((values) => run({ action: 'confirmPayment', body: values }))()}
      onCancel={props.onClose}
      data-testid="confirm-payment-dialog"
    >
      <TextField
        {...form.register('paymentDate')}
        type="date"
        label={t('investorOffers.actions.confirmPaymentDialog.paymentDate')}
        isRequired
        error={fieldError(form.formState.errors.paymentDate)}
        data-testid="confirm-payment-date"
      />
    </FormDialog>
  );
}

/**
 * The buttons of the actions the server allows the caller now (`allowedActions`: lifecycle and role both checked) and their
 * dialogs. A refused action (e.g. 409 error.offerInvalidTransition after someone else moved the offer) shows the catalogue's
 * message in the dialog and the offer reloads.
 */
export function OfferActions({ offer, language }: { offer: TOfferDetail; language: Language }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<TAdvisorOfferAction | null>(null);
  const allowed = BUTTON_ORDER.filter(
    (action) => offer.allowedActions.includes(action) && (ADVISOR_OFFER_ACTIONS as readonly string[]).includes(action),
  );
  const close = () => setOpen(null);
  const dialogProps = { offer, language, onClose: close };

  return (
    <section aria-labelledby="offer-actions-heading" data-testid="offer-actions">
      <h2 id="offer-actions-heading" className="sr-only">
        {t('investorOffers.actions.title')}
      </h2>
      {allowed.length === 0 ? (
        <p className="text-sm text-gray-500" data-testid="offer-actions-none">
          {t('investorOffers.actions.none')}
        </p>
      ) : (
        <div className="flex flex-wrap gap-3">
          {allowed.map((action) => (
            <Button
              key={action}
              variant={action === 'confirmPayment' ? 'primary' : action === 'changeOwner' ? 'secondary' : 'danger'}
              onClick={() => setOpen(action)}
              data-testid={`offer-action-${action}`}
            >
              {t(`investorOffers.actions.${action}`)}
            </Button>
          ))}
        </div>
      )}
      {open === 'reject' && <RejectDialog {...dialogProps} />}
      {open === 'archive' && <ArchiveDialog {...dialogProps} />}
      {open === 'confirmPayment' && <ConfirmPaymentDialog {...dialogProps} />}
      {open === 'changeOwner' && <ChangeOwnerDialog offer={offer} language={language} onClose={close} />}
    </section>
  );
}
