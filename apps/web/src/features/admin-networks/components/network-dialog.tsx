import { ZNetworkUpdateRequestSchema, type TNetworkDetail } from '@emisja/shared';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { BusyStatus } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/notify';
import { useApiForm } from '@/hooks/use-api-form';
import { useFieldErrorText } from '@/lib/form-errors';
import { useActiveAdvisors } from '../api/get-active-advisors';
import { useSaveNetwork } from '../api/save-network';

type NetworkDialogProps = {
  /** The network renamed and staffed; null creates one (a name only: coordinators come after). */
  network: TNetworkDetail | null;
  onClose: () => void;
};

/**
 * Creates a network (its name) or renames one and chooses its coordinators among the landing page's active advisors (a
 * coordinator who is not a member becomes one). One request; the server's violations land on the name or the choice.
 * Render it only while open: it starts from the network.
 */
export function NetworkDialog({ network, onClose }: NetworkDialogProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const save = useSaveNetwork(network?.id ?? null);
  const advisors = useActiveAdvisors({ isEnabled: network !== null });
  const { form, onSubmit, status } = useApiForm({
    schema: ZNetworkUpdateRequestSchema,
    defaultValues: {
      name: network?.name ?? '',
      coordinatorIds: network?.coordinators.map((coordinator) => coordinator.advisorId) ?? [],
    },
    serverFields: ['name', 'coordinatorIds'],
    onValid: async (body) => {
      const saved = await save.mutateAsync(body);
      notify.success({
        title: network ? t('adminNetworks.saved', { name: saved.name }) : t('adminNetworks.created', { name: saved.name }),
      });
      onClose();
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  const options = (advisors.data ?? []).map((advisor) => ({
    value: advisor.id,
    label: `${advisor.firstName} ${advisor.surname} (${advisor.email})`,
  }));

  return (
    <ModalDialog
      isOpen
      isForm
      title={network ? t('adminNetworks.editTitle', { name: network.name }) : t('adminNetworks.newTitle')}
      confirmLabel={network ? t('adminNetworks.save') : t('adminNetworks.create')}
      tone="primary"
      isPending={status.isSubmitting}
      onConfirm={() => void onSubmit()}
      onCancel={onClose}
      buttonTestIdPrefix="network-dialog"
      data-testid="network-dialog"
    >
      <TextField
        label={t('adminNetworks.fields.name')}
        isRequired
        autoComplete="off"
        maxLength={100}
        error={errorText(errors.name)}
        {...register('name')}
      />
      {network !== null &&
        (advisors.isPending ? (
          <BusyStatus>{t('adminNetworks.loadingAdvisors')}</BusyStatus>
        ) : advisors.isError ? (
          <Alert>{t('adminNetworks.advisorsFailed')}</Alert>
        ) : (
          <Controller
            control={control}
            name="coordinatorIds"
            render={({ field }) => (
              <CheckboxGroup
                label={t('adminNetworks.fields.coordinators')}
                options={options}
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorText(errors.coordinatorIds as Parameters<typeof errorText>[0])}
                emptyText={t('adminNetworks.noAdvisors')}
                className="[&>div]:max-h-64 [&>div]:overflow-y-auto [&>div]:sm:grid-cols-1"
                data-testid="network-coordinators"
              />
            )}
          />
        ))}
      {status.error && <Alert data-testid="form-error">{status.error}</Alert>}
    </ModalDialog>
  );
}
