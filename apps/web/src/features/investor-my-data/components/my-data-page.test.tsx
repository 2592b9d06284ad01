import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '@/lib/i18n';
import { investorLeadForm } from '@/testing/investor-home-fixtures';
import { mockInvestorSession } from '@/testing/investor-panel-fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, receivedRequests } from '@/testing/server-api';

describe('my data (/app/my-data)', () => {
  it('shows the last questionnaire by its seven sections with the shared labels, personal numbers masked as sent', async () => {
    mockInvestorSession({ 'GET /investor-api/lead-form/last': jsonResponse(investorLeadForm()) });
    renderApp('/app/my-data');

    expect(await screen.findByRole('heading', { level: 2, name: 'Dane inwestora' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '1. Dane inwestora',
      '2. Dokument tożsamości',
      '3. Adresy',
      '4. Rezydencja podatkowa, FATCA/CRS i sytuacja rodzinna',
      '5. Rachunek bankowy',
      '6. Pochodzenie środków i PEP',
      '7. Sankcje, oświadczenia i podsumowanie',
      'Status',
      'Coś się nie zgadza?',
      'Pobierz moje dane',
    ]);
    expect(screen.getByTestId('my-data-title')).toHaveTextContent('Pani');
    expect(screen.getByTestId('my-data-identificationNo')).toHaveTextContent('*******2344');
    expect(screen.getByTestId('my-data-documentNo')).toHaveTextContent('*****0000');
    expect(screen.getByTestId('my-data-bankAccount')).toHaveTextContent('**********************2874');
    expect(screen.getByTestId('my-data-nationality')).toHaveTextContent('Polska');
    expect(screen.getByTestId('my-data-residentialAddress')).toHaveTextContent('Marszałkowska 10/5, 00-590 Warszawa');
    expect(screen.getByTestId('my-data-mailingAddress')).toHaveTextContent('Taki sam jak adres zamieszkania');
    expect(screen.getByTestId('my-data-originOfFunds')).toHaveTextContent(
      'Wynagrodzenie ze stosunku pracy lub umowy cywilnoprawnej, Oszczędności',
    );
    expect(screen.getByTestId('my-data-identity')).toHaveTextContent('Zweryfikowano');
    expect(screen.getByTestId('my-data-submitted-at')).toHaveTextContent('02.03.2026, 09:05');
  });

  it('reads the labels in English too', async () => {
    await changeLanguage(i18n, 'en');
    mockInvestorSession({ 'GET /investor-api/lead-form/last': jsonResponse(investorLeadForm()) });
    renderApp('/app/my-data');

    expect(await screen.findByRole('heading', { level: 2, name: 'Investor details' })).toBeInTheDocument();
    expect(screen.getByTestId('my-data-title')).toHaveTextContent('TitleMrs.');
    expect(screen.getByTestId('my-data-maritalStatus')).toHaveTextContent('Married');
  });

  it('asks the advisor for a correction with a message of at least 10 characters', async () => {
    const fetchMock = mockInvestorSession({
      'GET /investor-api/lead-form/last': jsonResponse(investorLeadForm()),
      'POST /investor-api/lead-form/correction-request': new Response(null, { status: 202 }),
    });
    const user = userEvent.setup();
    renderApp('/app/my-data');

    const form = within(await screen.findByTestId('correction-form'));
    const message = form.getByLabelText(/Wiadomość do doradcy/);
    await user.type(message, 'Zły adres');
    await user.click(form.getByRole('button', { name: 'Poproś o korektę' }));
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(receivedRequests(fetchMock).some((request) => request.url.endsWith('/correction-request'))).toBe(false);

    await user.type(message, ': nowy to ul. Polna 1, Kraków');
    await user.click(form.getByRole('button', { name: 'Poproś o korektę' }));

    expect(await form.findByTestId('correction-sent')).toHaveTextContent('Wysłaliśmy Twoją prośbę do doradcy.');
    const request = receivedRequests(fetchMock).find((candidate) => candidate.url.endsWith('/correction-request'));
    expect(await request?.json()).toEqual({ message: 'Zły adres: nowy to ul. Polna 1, Kraków' });
  });

  it('has a clear empty state before the first questionnaire (the server’s 404)', async () => {
    mockInvestorSession({ 'GET /investor-api/lead-form/last': errorResponse(404, { label: 'error.notFound' }) });
    renderApp('/app/my-data');

    expect(await screen.findByTestId('my-data-empty')).toHaveTextContent('Nie przesłano jeszcze kwestionariusza');
  });
});
