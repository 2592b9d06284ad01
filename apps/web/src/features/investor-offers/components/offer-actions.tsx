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
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/notify';
import { errorMessage } from '@/lib/error-messages';
import { useFieldErrorText } from '@/lib/form-errors';
import { useOfferStatusAction, type OfferStatusAction } from '../api/offer-actions';
import { ChangeOwnerDialog } from './change-owner-dialog';
import { FormDialog } from './form-dialog';

/**
 * The order of the buttons: the next step of the lifecycle first, the closing ones last. `recordSchedulePayment` is not
 * one of them: the schedule's rows carry it (payment-schedule.tsx).
 */
const BUTTON_ORDER = ['confirmPayment', 'changeOwner', 'reject', 'archive'] as const satisfies readonly TAdvisorOfferAction[];
type ButtonAction = (typeof BUTTON_ORDER)[number];

const ZConfirmPaymentFormSchema = z.object({
  paymentDate: z.string().min(1, { error: 'validation.required' }).refine(isValidIsoDate, { error: 'validation.invalidDate' }),
});

type StatusDialogProps = {
  offer: TOfferDetail;
  language: Language;
  onClose: () => void;
};

type StatusAction = OfferStatusAction['action'];

const DIALOG_TEST_IDS: Record<StatusAction, string> = {
  reject: 'reject-offer-dialog',
  archive: 'archive-offer-dialog',
  confirmPayment: 'confirm-payment-dialog',
};

/**
 * The dialog of one status action (texts `investorOffers.actions.<action>Dialog.*`): runs the request the fields make
 * (`onSubmit` hands it over once they are valid), shows the server's refusal inside, and closes with a toast on success.
 */
function StatusDialog({
  action,
  offer,
  language,
  onClose,
  tone,
  onSubmit,
  children,
}: StatusDialogProps & {
  action: StatusAction;
  tone?: 'danger' | 'primary';
  onSubmit: (run: (request: OfferStatusAction) => void) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const mutation = useOfferStatusAction(offer.id, language);
  const run = (request: OfferStatusAction) =>
    mutation.mutate(request, {
      onSuccess: () => {
        notify.success({ title: t(`investorOffers.actions.${action}Dialog.success`) });
        onClose();
      },
    });
  return (
    <FormDialog
      isOpen
      title={t(`investorOffers.actions.${action}Dialog.title`)}
      description={t(`investorOffers.actions.${action}Dialog.description`)}
      submitLabel={t(`investorOffers.actions.${action}Dialog.submit`)}
      tone={tone}
      isPending={mutation.isPending}
      error={mutation.isError ? errorMessage(mutation.error, t) : null}
      onSubmit={() => onSubmit(run)}
      onCancel={onClose}
      data-testid={DIALOG_TEST_IDS[action]}
    >
      {children}
    </FormDialog>
  );
}

function RejectDialog(props: StatusDialogProps) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const form = useForm<TRejectOfferRequest>({ resolver: zodResolver(ZRejectOfferRequestSchema), defaultValues: { reason: '' } });
  return (
    <StatusDialog
      {...props}
      action="reject"
      tone="danger"
      onSubmit={(run) => void form.handleSubmit((body) => run({ action: 'reject', body }))()}
    >
      <TextAreaField
        {...form.register('reason')}
        label={t('investorOffers.actions.rejectDialog.reason')}
        isRequired
        rows={4}
        maxLength={1000}
        error={fieldError(form.formState.errors.reason)}
        data-testid="reject-reason"
      />
    </StatusDialog>
  );
}

function ConfirmPaymentDialog(props: StatusDialogProps) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  // "Today" is the business day in Europe/Warsaw (product-decisions section 6), like the server's default.
  const form = useForm<z.infer<typeof ZConfirmPaymentFormSchema>>({
    resolver: zodResolver(ZConfirmPaymentFormSchema),
    defaultValues: { paymentDate: isoDateInTimeZone(new Date()) },
  });
  return (
    <StatusDialog
      {...props}
      action="confirmPayment"
      onSubmit={(run) => void form.handleSubmit((body) => run({ action: 'confirmPayment', body }))()}
    >
      <TextField
        {...form.register('paymentDate')}
        type="date"
        label={t('investorOffers.actions.confirmPaymentDialog.paymentDate')}
        isRequired
        error={fieldError(form.formState.errors.paymentDate)}
        data-testid="confirm-payment-date"
      />
    </StatusDialog>
  );
}

/**
 * The buttons of the actions the server allows the caller now (`allowedActions`: lifecycle and role both checked) and their
 * dialogs. A refused action (e.g. 409 error.offerInvalidTransition after someone else moved the offer) shows the catalogue's
 * message in the dialog and the offer reloads.
 */
export function OfferActions({ offer, language }: { offer: TOfferDetail; language: Language }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ButtonAction | null>(null);
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
      {open === 'archive' && (
        <StatusDialog {...dialogProps} action="archive" tone="danger" onSubmit={(run) => run({ action: 'archive' })} />
      )}
      {open === 'confirmPayment' && <ConfirmPaymentDialog {...dialogProps} />}
      {open === 'changeOwner' && <ChangeOwnerDialog offer={offer} language={language} onClose={close} />}
    </section>
  );
}
