import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { OfferDeclaredTerms } from './offer-declared-terms';

function renderTerms(offer: { investmentValue: string | null; agreementDate: string | null }) {
  return render(
    <I18nextProvider i18n={i18n}>
      <OfferDeclaredTerms offer={{ ...offer, product: { currency: 'PLN' } }} />
    </I18nextProvider>,
  );
}

afterEach(async () => {
  await i18n.changeLanguage('pl');
});

describe('OfferDeclaredTerms', () => {
  it('shows nothing before the offer is accepted', () => {
    const { container } = renderTerms({ investmentValue: null, agreementDate: null });
    expect(container).toBeEmptyDOMElement();
  });

  it('names the declared amount and the agreement date in one wording, in Polish and in English', async () => {
    const { rerender } = renderTerms({ investmentValue: '12500.50', agreementDate: '2026-11-20' });
    const terms = screen.getByTestId('offer-declared-terms');
    expect(terms).toHaveTextContent('Zadeklarowana kwota:12 500,50 PLN');
    expect(terms).toHaveTextContent('Data zawarcia umowy:20.11.2026');

    await i18n.changeLanguage('en');
    rerender(
      <I18nextProvider i18n={i18n}>
        <OfferDeclaredTerms offer={{ investmentValue: '12500.50', agreementDate: '2026-11-20', product: { currency: 'PLN' } }} />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('offer-declared-terms')).toHaveTextContent('Declared amount:12 500.50 PLN');
    expect(screen.getByTestId('offer-declared-terms')).toHaveTextContent('Agreement date:20/11/2026');
  });

  it('shows only what is known: the amount without a date', () => {
    renderTerms({ investmentValue: '1000.00', agreementDate: null });
    expect(screen.getByTestId('offer-investment-value')).toHaveTextContent('1 000,00 PLN');
    expect(screen.queryByTestId('offer-agreement-date')).not.toBeInTheDocument();
  });
});
