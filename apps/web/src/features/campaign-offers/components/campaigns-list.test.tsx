import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '@/lib/i18n';
import {
  CAMPAIGN_BONDS_ID,
  CAMPAIGN_SHARES_ID,
  bondsCampaign,
  finishedCampaign,
  sharesCampaign,
} from '@/testing/campaign-fixtures';
import { dashboardAnswers } from '@/testing/admin-fixtures';
import { adminConfiguration, advisorUser, demoWhiteLabel } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, mockServerApi, receivedRequests, type MockAnswer } from '@/testing/server-api';
import { storeSession } from '@/testing/tokens';

function mockOffers(answers: Record<string, MockAnswer> = {}) {
  return mockServerApi({
    ...dashboardAnswers(),
    'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
    'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    'GET /api/contexts': jsonResponse(advisorUser().contexts),
    'GET /api/auth/data': jsonResponse(advisorUser()),
    'GET /api/advisor/network': jsonResponse([]),
    'GET /api/advisor/campaigns': jsonResponse([bondsCampaign(), sharesCampaign(), finishedCampaign()]),
    ...answers,
  });
}

const card = (name: string) => within(screen.getByRole('article', { name }));
const term = (scope: ReturnType<typeof card>, id: string) => scope.getByTestId(`campaign-term-${id}`);

describe('campaigns the advisor can offer (/app/offers)', () => {
  it('cuts a long campaign name by the card’s width in two lines, not at 25 characters, with the whole name as the tooltip', async () => {
    const longName = 'Obligacje Zielona Energia seria B na rozbudowę farm wiatrowych w Wielkopolsce 2026–2029';
    storeSession();
    mockOffers({ 'GET /api/advisor/campaigns': jsonResponse([bondsCampaign({ name: longName })]) });
    renderApp('/app/offers');

    const bonds = within(await screen.findByRole('article', { name: longName }));
    const link = bonds.getByTestId('campaign-link');
    // The whole name is in the page (spec section 9's 25 characters are for table cells): CSS cuts it, not the text.
    expect(link.textContent).toBe(longName);
    expect(bonds.getByRole('heading', { level: 2 })).toHaveTextContent(longName);
    expect(link).toHaveClass('line-clamp-2');
    expect(link).toHaveAttribute('title', longName);
  });

  it('shows a card per campaign with the debt and equity details, raised vs target and the images', async () => {
    storeSession();
    const fetchMock = mockOffers();
    const user = userEvent.setup();
    const { router } = renderApp('/app');

    await user.click(await screen.findByRole('link', { name: 'Oferty' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Oferty' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Kampanie' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);

    // Debt: the whole name, cut by the card's width only (issue 18), the debt placeholder, the interest labels of spec section 3.
    const bonds = card('Obligacje Zielona Energia seria A');
    expect(bonds.getByRole('heading', { level: 2 })).toHaveTextContent('Obligacje Zielona Energia seria A');
    expect(bonds.getByRole('link', { name: 'Obligacje Zielona Energia seria A' })).toHaveAttribute(
      'title',
      'Obligacje Zielona Energia seria A',
    );
    expect(bonds.getByTestId('campaign-type')).toHaveTextContent('Obligacje');
    expect(bonds.getByTestId('campaign-state')).toHaveTextContent('Trwa');
    expect(bonds.getByTestId('campaign-image')).toHaveAttribute('src', '/branding/demo/debt-placeholder.svg');
    expect(bonds.getByTestId('campaign-image')).toHaveAttribute('data-placeholder', 'debt');
    expect(bonds.getByTestId('campaign-raised')).toHaveTextContent('Zebrano 1 250 000,00 PLN z 5 000 000,00 PLN');
    const progress = bonds.getByRole('progressbar', { name: 'Postęp zbiórki' });
    expect(progress).toHaveAttribute('value', '25');
    expect(bonds.getByTestId('campaign-min-investment')).toHaveTextContent('Minimalna inwestycja1 000,00 PLN');
    expect(term(bonds, 'interestType')).toHaveTextContent('OprocentowanieStałe');
    expect(term(bonds, 'interestRate')).toHaveTextContent('9,00% w skali roku');
    expect(term(bonds, 'paymentFrequency')).toHaveTextContent('Wypłata odsetekKwartalnie');
    expect(term(bonds, 'duration')).toHaveTextContent('Okres24 miesiące');

    // Equity: its own image and the share details.
    const shares = card('Akcje BioMedica seria C');
    expect(shares.getByTestId('campaign-type')).toHaveTextContent('Akcje');
    expect(shares.getByTestId('campaign-image')).toHaveAttribute('src', '/uploads/campaigns/biomedica.jpg');
    expect(shares.getByTestId('campaign-image')).not.toHaveAttribute('data-placeholder');
    expect(term(shares, 'sharesSeries')).toHaveTextContent('Seria akcjiC');
    expect(term(shares, 'counter')).toHaveTextContent('od 1 000 001 do 1 200 000');
    expect(term(shares, 'issueValue')).toHaveTextContent('2 500 000,00 PLN');
    expect(term(shares, 'notarialDeed')).toHaveTextContent('Rep. A nr 4821/2025');
    expect(term(shares, 'pcc')).toHaveTextContent('Podatek PCCTak');
    expect(shares.queryByTestId('campaign-term-interestType')).not.toBeInTheDocument();

    // No image and no placeholder: a neutral block; finished; variable rate, semi-annual, years.
    const finished = card('Obligacje Osiedle Parkowe seria B');
    expect(finished.queryByRole('img')).not.toBeInTheDocument();
    expect(finished.getByTestId('campaign-image-empty')).toBeInTheDocument();
    expect(finished.getByTestId('campaign-state')).toHaveTextContent('Zakończona');
    expect(finished.getByTestId('campaign-min-investment')).toHaveTextContent('Brak');
    expect(term(finished, 'interestType')).toHaveTextContent('Zmienne');
    expect(term(finished, 'paymentFrequency')).toHaveTextContent('Półrocznie');
    expect(term(finished, 'duration')).toHaveTextContent('3 lata');
    expect(finished.getByRole('progressbar', { name: 'Postęp zbiórki' })).toHaveAttribute('value', '100');

    const campaignsCall = receivedRequests(fetchMock).find((request) => request.url.includes('/api/advisor/campaigns'));
    expect(new URL(campaignsCall!.url).searchParams.get('language')).toBe('pl');

    mockOffers({ 'GET /api/advisor/campaign/c0000000-0000-4000-8000-000000000002': jsonResponse(sharesCampaign()) });
    await user.click(shares.getByRole('link'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Akcje BioMedica seria C' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/app/offers/${CAMPAIGN_SHARES_ID}`);
  });

  it('asks for the campaigns in the interface language and shows the English labels', async () => {
    storeSession();
    // The user's choice (stored), which wins over the landing page's Polish.
    await changeLanguage(i18n, 'en');
    const fetchMock = mockOffers({
      'GET /api/advisor/campaigns': jsonResponse([
        bondsCampaign({ name: 'Green Energy Bonds Series A', language: 'en' }),
        sharesCampaign({ equity: { ...sharesCampaign().equity!, pccFlag: false } }),
        finishedCampaign(),
      ]),
    });
    renderApp('/app/offers');

    const bonds = within(await screen.findByRole('article', { name: 'Green Energy Bonds Series A' }));
    expect(bonds.getByRole('heading', { level: 2 })).toHaveTextContent('Green Energy Bonds Series A');
    expect(bonds.getByTestId('campaign-type')).toHaveTextContent('Bonds');
    expect(bonds.getByTestId('campaign-raised')).toHaveTextContent('Raised 1 250 000.00 PLN of 5 000 000.00 PLN');
    expect(bonds.getByRole('progressbar', { name: 'Funding progress' })).toBeInTheDocument();
    expect(term(bonds, 'interestType')).toHaveTextContent('Fixed');
    expect(term(bonds, 'interestRate')).toHaveTextContent('9.00% a year');
    expect(term(bonds, 'paymentFrequency')).toHaveTextContent('Quarterly');
    expect(term(bonds, 'duration')).toHaveTextContent('24 months');
    const shares = card('Akcje BioMedica seria C');
    expect(shares.getByTestId('campaign-type')).toHaveTextContent('Shares');
    expect(term(shares, 'pcc')).toHaveTextContent('PCC taxNo');
    const finished = card('Obligacje Osiedle Parkowe seria B');
    expect(finished.getByTestId('campaign-state')).toHaveTextContent('Finished');
    expect(term(finished, 'interestType')).toHaveTextContent('Variable');
    expect(term(finished, 'paymentFrequency')).toHaveTextContent('Semi-annually');
    expect(term(finished, 'duration')).toHaveTextContent('3 years');

    const campaignsCall = receivedRequests(fetchMock).find((request) => request.url.includes('/api/advisor/campaigns'));
    expect(new URL(campaignsCall!.url).searchParams.get('language')).toBe('en');
    expect(bonds.getByRole('link')).toHaveAttribute('href', `/app/offers/${CAMPAIGN_BONDS_ID}`);
  });

  it('says when there is nothing to offer', async () => {
    storeSession();
    mockOffers({ 'GET /api/advisor/campaigns': jsonResponse([]) });
    renderApp('/app/offers');

    expect(await screen.findByTestId('campaigns-empty')).toHaveTextContent('Nie ma jeszcze żadnych kampanii do zaoferowania.');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows a failed load with the catalogue message and loads again on request', async () => {
    storeSession();
    mockOffers({ 'GET /api/advisor/campaigns': errorResponse(500) });
    const user = userEvent.setup();
    renderApp('/app/offers');

    const alert = await screen.findByTestId('campaigns-error');
    expect(alert).toHaveTextContent('Coś poszło nie tak. Spróbuj ponownie później.');
    mockOffers();
    await user.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });
});
