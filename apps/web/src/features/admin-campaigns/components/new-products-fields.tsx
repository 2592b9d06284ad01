import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/ui/bound-fields';
import { Button } from '@/components/ui/button';
import { EMPTY_PRODUCT, type TCampaignFormValues } from '../lib/campaign-form';
import { ProductFields } from './product-fields';

/** A new campaign's products (series), saved with it in one request: added, edited and removed here. */
export function NewProductsFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<TCampaignFormValues>();
  const products = useFieldArray({ control, name: 'products', keyName: 'key' });
  const currency = useWatch<TCampaignFormValues, 'currency'>({ name: 'currency' });
  return (
    <FormSection
      title={t('adminCampaigns.form.sections.products')}
      description={t('adminCampaigns.products.description')}
      data-testid="campaign-section-products"
    >
      <div className="space-y-5">
        {products.fields.length === 0 && (
          <p className="text-sm text-gray-500" data-testid="campaign-products-empty">
            {t('adminCampaigns.products.empty')}
          </p>
        )}
        {products.fields.map((product, index) => (
          <fieldset key={product.key} className="min-w-0 rounded-md p-4 ring-1 ring-gray-200" data-testid="campaign-product">
            <legend className="px-1 text-sm font-semibold text-gray-900">
              {t('adminCampaigns.products.legend', { number: index + 1 })}
            </legend>
            <ProductFields prefix={`products.${index}.`} currency={currency} />
            <Button
              variant="secondary"
              className="mt-4 px-3 py-2 text-red-700"
              onClick={() => products.remove(index)}
              data-testid="campaign-product-remove"
            >
              {t('adminCampaigns.products.remove', { number: index + 1 })}
            </Button>
          </fieldset>
        ))}
        <Button
          variant="secondary"
          onClick={() => products.append({ ...EMPTY_PRODUCT }, { focusName: `products.${products.fields.length}.code` })}
          data-testid="campaign-product-add"
        >
          {t('adminCampaigns.products.add')}
        </Button>
      </div>
    </FormSection>
  );
}
