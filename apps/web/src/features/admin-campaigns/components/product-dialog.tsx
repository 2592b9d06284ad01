import {
  ZProductInputSchema,
  productLimitIssues,
  type Currency,
  type Language,
  type TProduct,
  type TProductData,
} from '@emisja/shared';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { notify } from '@/components/ui/notify';
import { isRequestCancelled } from '@/lib/api-error';
import { bodySchemaResolver } from '@/lib/body-schema-resolver';
import { applyServerViolationsAt } from '@/lib/form-errors';
import { currentLanguage } from '@/lib/i18n';
import { useSaveProduct } from '../api/save-product';
import { productBody, productFormValues, type TProductValues } from '../lib/campaign-form';
import { ProductFields } from './product-fields';

const PRODUCT_FIELDS = new Set([
  'code',
  'currency',
  'investmentValueMin',
  'investmentValueMax',
  'investmentValueStep',
  'nominalValue',
]);

type ProductDialogProps = {
  campaignId: string;
  currency: Currency;
  /** The product edited; null adds one. */
  product: TProduct | null;
  language: Language;
  onClose: () => void;
};

/**
 * Adds or edits one product of an existing campaign: one request (`POST .../campaign/{id}/product`, `PUT .../product/{id}`),
 * one transaction; new limits apply to offers not yet accepted. Render it only while open: it starts from the product.
 */
export function ProductDialog({ campaignId, currency, product, language, onClose }: ProductDialogProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveProduct(campaignId, language);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const resolver = useMemo(
    () =>
      bodySchemaResolver<TProductValues, typeof ZProductInputSchema>(ZProductInputSchema, {
        toBody: (values) => productBody(values, currency),
        fieldOf: (path) => (PRODUCT_FIELDS.has(path) ? path : null),
        language: () => currentLanguage(i18n),
        crossFieldIssues: (values) => productLimitIssues(values).map((issue) => ({ ...issue, path: issue.path.join('.') })),
      }),
    [currency, i18n],
  );
  const form = useForm<TProductValues, unknown, TProductData>({
    resolver,
    defaultValues: productFormValues(product ?? undefined),
  });

  const onSubmit = form.handleSubmit(async (body) => {
    setFormErrors([]);
    try {
      await save.mutateAsync({ productId: product?.id ?? null, body });
      notify.success({ title: t('adminCampaigns.products.saved', { code: body.code }) });
      onClose();
    } catch (error) {
      if (isRequestCancelled(error)) return;
      setFormErrors(
        applyServerViolationsAt<TProductValues>(error, {
          fieldOf: (path) => (PRODUCT_FIELDS.has(path) ? (path as Path<TProductValues>) : null),
          setError: form.setError,
          t,
        }),
      );
    }
  });

  return (
    <ModalDialog
      isOpen
      isForm
      title={product ? t('adminCampaigns.products.editTitle', { code: product.code }) : t('adminCampaigns.products.addTitle')}
      description={t('adminCampaigns.products.limitsApply')}
      confirmLabel={t('adminCampaigns.products.save')}
      tone="primary"
      isPending={form.formState.isSubmitting}
      onConfirm={() => void onSubmit()}
      onCancel={onClose}
      buttonTestIdPrefix="product-dialog"
      data-testid="product-dialog"
    >
      <FormProvider {...form}>
        <ProductFields prefix="" currency={currency} isCompact />
        {form.formState.errors.root?.form?.message && <Alert>{form.formState.errors.root.form.message}</Alert>}
        {formErrors.length > 0 && <Alert data-testid="form-error">{formErrors.join(' ')}</Alert>}
      </FormProvider>
    </ModalDialog>
  );
}
