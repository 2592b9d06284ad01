import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { CampaignSections } from './campaign-sections';

const titles = { description: 'Opis', product: 'Produkt' };
const debt = {
  interestType: 'Fixed',
  interestRate: '8.5000',
  paymentFrequency: 'Quarterly',
  duration: { value: 24, unit: 'month' },
  taxRate: '19.0000',
} as const;

function renderSections(props: ComponentProps<typeof CampaignSections>) {
  render(
    <I18nextProvider i18n={i18n}>
      <CampaignSections {...props} />
    </I18nextProvider>,
  );
}

describe('CampaignSections', () => {
  it('shows the description in its language, the terms and the product, each a card named by its heading', () => {
    renderSections({
      campaign: { description: 'Farma wiatrowa.', debt, equity: null, currency: 'PLN' },
      idPrefix: 'offer',
      titles,
      textLanguage: 'en',
      product: <p>Limity</p>,
    });
    expect(screen.getByRole('region', { name: 'Opis' })).toHaveAttribute('data-testid', 'offer-description');
    expect(screen.getByText('Farma wiatrowa.')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('region', { name: 'Warunki' })).toHaveAttribute('data-testid', 'offer-terms');
    expect(screen.getByTestId('campaign-terms')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Produkt' })).toHaveTextContent('Limity');
    expect(screen.getByTestId('offer-limits')).toBeInTheDocument();
  });

  it('leaves out the description and the terms when the campaign has none, never the product', () => {
    renderSections({
      campaign: { description: null, debt: null, equity: null, currency: 'PLN' },
      idPrefix: 'product',
      titles,
      product: <p>Limity</p>,
    });
    expect(screen.queryByTestId('product-description')).not.toBeInTheDocument();
    expect(screen.queryByTestId('product-terms')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Produkt' })).toHaveTextContent('Limity');
  });
});
