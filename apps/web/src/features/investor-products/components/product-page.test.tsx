import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { investorProduct, OFFER_ID, PRODUCT_ID } from '@/testing/investor-home-fixtures';
import { mockInvestorSession } from '@/testing/investor-panel-fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, receivedRequests } from '@/testing/server-api';

const PRODUCT_PATH = `/investor-api/product/${PRODUCT_ID}`;

describe('products (/app/products)', () => {
  it('lists the products of the active campaigns, marking those the investor has an offer of', async () => {
    const fetchMock = mockInvestorSession({
      'GET /investor-api/products': jsonResponse([
        investorProduct(),
        investorProduct({ id: '0b6f0f8e-4a8e-4a55-9a53-8c1f5b0e7a03', code: 'SERIA-B', offerId: OFFER_ID }),
      ]),
    });
    renderApp('/app/products');

    const cards = await screen.findAllByTestId('product-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Obligacje Zielona Energia 2026' })).toHaveAttribute(
      'href',
      `/app/products/${PRODUCT_ID}`,
    );
    expect(within(cards[0]!).getByText('1 000,00 PLN')).toBeInTheDocument();
    expect(within(cards[0]!).queryByTestId('product-has-offer')).not.toBeInTheDocument();
    expect(within(cards[1]!).getByTestId('product-has-offer')).toHaveTextContent('Masz ofertę');
    const list = receivedRequests(fetchMock).find((request) => request.url.includes('/investor-api/products'));
    expect(new URL(list?.url ?? '').search).toBe('?limit=99999&offset=0&language=pl');
  });
});

describe('one product (/app/products/{id})', () => {
  it('asks the advisor for an offer, with the optional message', async () => {
    const fetchMock = mockInvestorSession({
      [`GET ${PRODUCT_PATH}`]: jsonResponse(investorProduct()),
      [`POST ${PRODUCT_PATH}/ask-advisor`]: new Response(null, { status: 202 }),
    });
    const user = userEvent.setup();
    renderApp(`/app/products/${PRODUCT_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Obligacje Zielona Energia 2026' })).toBeInTheDocument();
    expect(screen.getByTestId('offer-product-max')).toHaveTextContent('100 000,00 PLN');
    const next = within(screen.getByTestId('product-next-step'));
    await user.type(next.getByLabelText('Wiadomość do doradcy (opcjonalnie)'), 'Myślę o 20 000 zł.');
    await user.click(next.getByRole('button', { name: 'Poproś o ofertę' }));

    expect(await screen.findByTestId('ask-advisor-sent')).toHaveTextContent('Wysłaliśmy Twoją prośbę do doradcy.');
    const ask = receivedRequests(fetchMock).find((request) => request.url.endsWith('/ask-advisor'));
    expect(await ask?.json()).toEqual({ message: 'Myślę o 20 000 zł.' });
  });

  it('sends no message when none was written', async () => {
    const fetchMock = mockInvestorSession({
      [`GET ${PRODUCT_PATH}`]: jsonResponse(investorProduct()),
      [`POST ${PRODUCT_PATH}/ask-advisor`]: new Response(null, { status: 202 }),
    });
    const user = userEvent.setup();
    renderApp(`/app/products/${PRODUCT_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Poproś o ofertę' }));
    expect(await screen.findByTestId('ask-advisor-sent')).toBeInTheDocument();
    const ask = receivedRequests(fetchMock).find((request) => request.url.endsWith('/ask-advisor'));
    expect(await ask?.json()).toEqual({});
  });

  it('links to the investor’s offer instead when there is one', async () => {
    mockInvestorSession({ [`GET ${PRODUCT_PATH}`]: jsonResponse(investorProduct({ offerId: OFFER_ID })) });
    renderApp(`/app/products/${PRODUCT_ID}`);

    expect(await screen.findByTestId('product-offer-link')).toHaveAttribute('href', `/app/offers/${OFFER_ID}`);
    expect(screen.queryByTestId('ask-advisor-form')).not.toBeInTheDocument();
  });
});
