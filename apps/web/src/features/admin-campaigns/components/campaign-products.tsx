import type { Language, TCampaign, TProduct } from '@emisja/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/format';
import { ProductDialog } from './product-dialog';

/**
 * The products (series) of an existing campaign with their limits; each is added or edited in its own dialog and saved at
 * once (one request each), apart from the campaign's form, so a failure never leaves half of a change saved.
 */
export function CampaignProducts({ campaign, language }: { campaign: TCampaign; language: Language }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [editing, setEditing] = useState<{ product: TProduct | null } | null>(null);
  const money = (value: string) => format.money(value, campaign.currency);
  const headingId = 'campaign-products-heading';
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg bg-white p-4 shadow-xs ring-1 ring-gray-200 sm:p-6"
      data-testid="campaign-products"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {t('adminCampaigns.form.sections.products')}
        </h2>
        <Button variant="secondary" onClick={() => setEditing({ product: null })} data-testid="campaign-product-add">
          {t('adminCampaigns.products.add')}
        </Button>
      </div>
      {campaign.products.length === 0 ? (
        <p className="text-sm text-gray-500">{t('adminCampaigns.products.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-md ring-1 ring-gray-200">
          <table className="min-w-full divide-y divide-gray-200 text-sm">
            <caption className="sr-only">{t('adminCampaigns.products.caption')}</caption>
            <thead className="bg-gray-50">
              <tr>
                {(['code', 'min', 'max', 'step', 'nominalValue'] as const).map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className="px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-gray-700 uppercase"
                  >
                    {t(`adminCampaigns.products.${column}`)}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2.5">
                  <span className="sr-only">{t('adminCampaigns.list.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100 bg-white">
              {campaign.products.map((product) => (
                <tr key={product.id} data-testid="campaign-product-row">
                  <th scope="row" className="px-3 py-2.5 text-left font-medium text-gray-900">
                    {product.code}
                  </th>
                  <td className="px-3 py-2.5 whitespace-nowrap tabular-nums">{money(product.investmentValueMin)}</td>
                  <td className="px-3 py-2.5 whitespace-nowrap tabular-nums">{money(product.investmentValueMax)}</td>
                  <td className="px-3 py-2.5 whitespace-nowrap tabular-nums">{money(product.investmentValueStep)}</td>
                  <td className="px-3 py-2.5 whitespace-nowrap tabular-nums">
                    {product.nominalValue === null ? '—' : money(product.nominalValue)}
                  </td>
                  <td className="px-3 py-2.5 text-right">
                    <Button
                      variant="secondary"
                      className="px-2.5 py-1.5 text-xs"
                      aria-label={t('adminCampaigns.products.editNamed', { code: product.code })}
                      onClick={() => setEditing({ product })}
                      data-testid="campaign-product-edit"
                    >
                      {t('adminCampaigns.products.edit')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && (
        <ProductDialog
          campaignId={campaign.id}
          currency={campaign.currency}
          product={editing.product}
          language={language}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
