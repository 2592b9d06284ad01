import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TAdminConfiguration, TWhiteLabelConfigurationAdmin } from '@emisja/shared';
import { adminConfigurationAdmin, adminPanelAnswers, asset, whiteLabelAdmin } from '@/testing/admin-fixtures';
import { demoWhiteLabel } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, mockServerApi, receivedRequests, type MockAnswer } from '@/testing/server-api';
import { storeSession } from '@/testing/tokens';

const LOAD = { timeout: 15_000 };
const SLOW_TESTS = { timeout: 45_000 };
const LOGO_ASSET_ID = 'a5500000-0000-4000-8000-0000000000aa';

/** The branding endpoints over one stored state, which the PUTs change as the server would. */
function mockBranding(
  answers: Record<string, MockAnswer> = {},
  stored: { whiteLabel?: TWhiteLabelConfigurationAdmin; admin?: TAdminConfiguration } = {},
) {
  let whiteLabel: TWhiteLabelConfigurationAdmin = stored.whiteLabel ?? whiteLabelAdmin();
  let admin: TAdminConfiguration = stored.admin ?? adminConfigurationAdmin();
  const fetchMock = mockServerApi(
    adminPanelAnswers({
      'GET /public-api/white-label': () =>
        jsonResponse(
          demoWhiteLabel({ configuration: { ...whiteLabel, theme: admin.themeColors ? 'theme-custom' : whiteLabel.theme } }),
        ),
      'GET /public-api/advisor-panel-configuration': () => jsonResponse(admin),
      'GET /api/advisor/white-label': () => jsonResponse(whiteLabel),
      'GET /api/advisor/admin-configuration': () => jsonResponse(admin),
      'PUT /api/advisor/white-label': async (request) => {
        whiteLabel = (await request.json()) as TWhiteLabelConfigurationAdmin;
        return jsonResponse(whiteLabel);
      },
      'PUT /api/advisor/admin-configuration': async (request) => {
        admin = (await request.json()) as TAdminConfiguration;
        return jsonResponse(admin);
      },
      ...answers,
    }),
  );
  return fetchMock;
}

const themeForm = async () => within(await screen.findByRole('form', { name: 'Motyw i nadpisania' }, LOAD));
const landingForm = () => within(screen.getByRole('form', { name: 'Strona' }));

describe('branding (/app/admin/branding)', () => {
  it('previews the theme with the real buttons and headings under its class, and warns below WCAG AA', SLOW_TESTS, async () => {
    storeSession();
    mockBranding();
    const user = userEvent.setup();
    renderApp('/app/admin/branding');

    const theme = await themeForm();
    const preview = theme.getByTestId('theme-preview');
    // No colours of its own: the base theme, with the spec's colours (section 9).
    expect(preview).toHaveClass('theme-default');
    expect(preview.style.getPropertyValue('--color-primary')).toBe('#000000');
    expect(theme.getByLabelText('Kolor domyślny')).toBeDisabled();

    await user.click(theme.getByRole('checkbox', { name: 'Użyj własnych kolorów motywu' }));
    expect(preview).toHaveClass('theme-custom');
    expect(within(preview).getByTestId('theme-preview-button')).toHaveClass('bg-primary');
    expect(within(preview).getByRole('heading', { name: 'Nagłówek w kolorze motywu' })).toHaveClass('text-primary');
    expect(theme.queryByTestId('contrast-warning')).not.toBeInTheDocument();

    const primary = theme.getByLabelText('Kolor domyślny');
    await user.clear(primary);
    await user.type(primary, '#fde68a');
    expect(preview.style.getPropertyValue('--color-primary')).toBe('#fde68a');
    expect(theme.getByLabelText('Kolor domyślny: wybór koloru')).toHaveValue('#fde68a');
    const warning = theme.getByTestId('contrast-warning');
    expect(warning).toHaveAttribute('role', 'status');
    expect(
      within(warning)
        .getAllByTestId('contrast-failure')
        .map((item) => item.dataset.pair),
    ).toEqual(['buttonText', 'headingOnPage', 'headingOnHighlight']);
    expect(warning).toHaveTextContent('Biały tekst na przyciskach: 1,');

    // A dark colour passes.
    await user.clear(primary);
    await user.type(primary, '#0f766e');
    expect(theme.queryByTestId('contrast-warning')).not.toBeInTheDocument();
  });

  it('saves three colours as the theme, and the app switches to theme-custom at once', SLOW_TESTS, async () => {
    storeSession();
    const fetchMock = mockBranding();
    const user = userEvent.setup();
    renderApp('/app/admin/branding');

    const theme = await themeForm();
    expect(document.documentElement).toHaveClass('theme-default');
    await user.click(theme.getByRole('checkbox', { name: 'Użyj własnych kolorów motywu' }));
    for (const [label, color] of [
      ['Kolor domyślny', '#0f766e'],
      ['Kolor po najechaniu', '#115e59'],
      ['Kolor wyróżnienia', '#f0fdfa'],
    ] as const) {
      await user.clear(theme.getByLabelText(label));
      await user.type(theme.getByLabelText(label), color);
    }
    // A colour that is not one is refused on its field, without a request.
    await user.clear(theme.getByLabelText('Kolor wyróżnienia'));
    await user.type(theme.getByLabelText('Kolor wyróżnienia'), '#f0fdf');
    await user.click(theme.getByRole('button', { name: 'Zapisz motyw i nadpisania' }));
    await waitFor(() =>
      expect(theme.getByLabelText('Kolor wyróżnienia')).toHaveAccessibleDescription('Podaj kolor w formacie #rrggbb'),
    );
    expect(receivedRequests(fetchMock).filter((request) => request.method === 'PUT')).toHaveLength(0);

    await user.type(theme.getByLabelText('Kolor wyróżnienia'), 'a');
    await user.click(theme.getByRole('button', { name: 'Zapisz motyw i nadpisania' }));

    await waitFor(() => expect(document.documentElement).toHaveClass('theme-custom'), LOAD);
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#0f766e');
    const put = receivedRequests(fetchMock).find((request) => request.method === 'PUT');
    await expect(put?.json()).resolves.toMatchObject({
      themeColors: '#0f766e,#115e59,#f0fdfa',
      requireKycBeforePayment: true,
      requireTwoFactorForAdvisors: false,
    });
    const configurationReads = receivedRequests(fetchMock).filter((request) =>
      request.url.endsWith('/public-api/advisor-panel-configuration'),
    );
    expect(configurationReads).toHaveLength(2);
  });

  it("shows the server's 413 and 415 for a logo, then saves an uploaded one", SLOW_TESTS, async () => {
    storeSession();
    let upload: Response = errorResponse(413, { label: 'error.payloadTooLarge', message: 'Plik jest za duży' });
    const fetchMock = mockBranding({ 'POST /api/advisor/white-label/asset': () => upload });
    const user = userEvent.setup();
    renderApp('/app/admin/branding');

    await themeForm();
    const logoField = within(landingForm().getByTestId('asset-field-logo'));
    const input = logoField.getByLabelText('Prześlij: Logo');
    await user.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(await logoField.findByRole('alert')).toHaveTextContent('Plik logo.png jest za duży: limit to 2 MB.');

    upload = errorResponse(415, { label: 'error.unsupportedMediaType', message: 'Ten typ pliku jest niedozwolony' });
    await user.upload(input, new File(['MZ'], 'logo.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(logoField.getByRole('alert')).toHaveTextContent(
        'Plik logo.png jest niedozwolony: jego zawartość musi być w formacie PNG, JPEG, WEBP, SVG.',
      ),
    );

    upload = jsonResponse(
      asset({ id: LOGO_ASSET_ID, url: `/public-api/asset/${LOGO_ASSET_ID}`, kind: 'logo', fileName: 'logo.svg' }),
      201,
    );
    await user.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    await waitFor(() => expect(logoField.getByLabelText('Logo')).toHaveValue(`/public-api/asset/${LOGO_ASSET_ID}`), LOAD);
    expect(logoField.getByTestId('asset-preview')).toHaveAttribute('src', `/public-api/asset/${LOGO_ASSET_ID}`);
    expect(logoField.queryByRole('alert')).not.toBeInTheDocument();
    const uploads = receivedRequests(fetchMock).filter((request) => request.method === 'POST');
    expect(new URL(uploads[0]?.url ?? '').searchParams.get('kind')).toBe('logo');

    await user.click(landingForm().getByRole('button', { name: 'Zapisz stronę' }));
    await waitFor(() => expect(receivedRequests(fetchMock).some((request) => request.method === 'PUT')).toBe(true), LOAD);
    const put = receivedRequests(fetchMock).find((request) => request.method === 'PUT');
    await expect(put?.json()).resolves.toMatchObject({ logo: `/public-api/asset/${LOGO_ASSET_ID}`, siteTitle: 'Emisja Demo' });
    expect(await screen.findByText('Strona została zapisana', {}, LOAD)).toBeInTheDocument();
  });

  it("puts the server's violations on the panels' nested fields", SLOW_TESTS, async () => {
    storeSession();
    mockBranding({
      'PUT /api/advisor/white-label': errorResponse(400, {
        label: 'error.validation',
        violations: [
          {
            propertyPath: 'advisorPanel.bgImage',
            title: 'Wybierz przesłany plik, ścieżkę zaczynającą się od / lub adres http(s)',
            code: 'validation.assetUrl',
          },
        ],
      }),
    });
    const user = userEvent.setup();
    renderApp('/app/admin/branding');

    await themeForm();
    const panel = within(landingForm().getByTestId('branding-section-advisorPanel'));
    await user.type(panel.getByLabelText('Nagłówek'), ' dla doradców');
    await user.click(landingForm().getByRole('button', { name: 'Zapisz stronę' }));
    await waitFor(() =>
      expect(panel.getByLabelText('Obraz tła')).toHaveAccessibleDescription(
        'Wybierz przesłany plik, ścieżkę zaczynającą się od / lub adres http(s)',
      ),
    );
  });

  it(
    'sets which consents the invest form requires: a checkbox per consent on the page, a select per consent in the overrides',
    SLOW_TESTS,
    async () => {
      storeSession();
      const fetchMock = mockBranding(
        {},
        {
          whiteLabel: whiteLabelAdmin({ requireConsent2: false, requireConsent3: true }),
          admin: adminConfigurationAdmin({ requireConsent2: true, requireConsent3: null }),
        },
      );
      const user = userEvent.setup();
      renderApp('/app/admin/branding');
      const puts = (path: string) =>
        receivedRequests(fetchMock).filter((request) => request.method === 'PUT' && request.url.endsWith(path));

      // The saved values load: the page's two checkboxes, the overrides' two selects (null: as on the page).
      const theme = await themeForm();
      const consent2Required = landingForm().getByRole('checkbox', { name: 'Zgoda na przetwarzanie danych: wymagana do zapisu' });
      const consent3Required = landingForm().getByRole('checkbox', { name: 'Zgoda marketingowa: wymagana do zapisu' });
      expect(within(landingForm().getByTestId('branding-consent3')).getByText('Wymagana do zapisu')).toBeInTheDocument();
      expect(consent2Required).not.toBeChecked();
      expect(consent3Required).toBeChecked();
      const consent2Override = theme.getByRole('combobox', { name: 'Zgoda na przetwarzanie danych: wymagana do zapisu?' });
      const consent3Override = theme.getByRole('combobox', { name: 'Zgoda marketingowa: wymagana do zapisu?' });
      expect(consent2Override).toHaveDisplayValue('Wymagana');
      expect(consent3Override).toHaveDisplayValue('Jak na stronie (wymagana)');
      expect(
        within(consent3Override)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Jak na stronie (wymagana)', 'Wymagana', 'Dobrowolna']);

      // The page's requirements go in its PUT; once saved, "as on the page" says what the page now does.
      await user.click(consent2Required);
      await user.click(consent3Required);
      await user.click(landingForm().getByRole('button', { name: 'Zapisz stronę' }));
      await waitFor(() => expect(puts('/api/advisor/white-label')).toHaveLength(1), LOAD);
      await expect(puts('/api/advisor/white-label')[0]?.json()).resolves.toMatchObject({
        requireConsent2: true,
        requireConsent3: false,
      });
      await waitFor(() => expect(consent3Override).toHaveDisplayValue('Jak na stronie (dobrowolna)'), LOAD);
      expect(landingForm().getByRole('checkbox', { name: 'Zgoda marketingowa: wymagana do zapisu' })).not.toBeChecked();

      // The overrides: "as on the page" is null, the others true and false; null comes back as "as on the page".
      await user.selectOptions(consent2Override, 'Jak na stronie (wymagana)');
      await user.selectOptions(consent3Override, 'Wymagana');
      await user.click(theme.getByRole('button', { name: 'Zapisz motyw i nadpisania' }));
      await waitFor(() => expect(puts('/api/advisor/admin-configuration')).toHaveLength(1), LOAD);
      await expect(puts('/api/advisor/admin-configuration')[0]?.json()).resolves.toMatchObject({
        requireConsent2: null,
        requireConsent3: true,
      });
      expect(await screen.findByText('Motyw i nadpisania zostały zapisane', {}, LOAD)).toBeInTheDocument();
      expect(theme.getByRole('combobox', { name: 'Zgoda na przetwarzanie danych: wymagana do zapisu?' })).toHaveDisplayValue(
        'Jak na stronie (wymagana)',
      );

      await user.selectOptions(theme.getByRole('combobox', { name: 'Zgoda marketingowa: wymagana do zapisu?' }), 'Dobrowolna');
      await user.click(theme.getByRole('button', { name: 'Zapisz motyw i nadpisania' }));
      await waitFor(() => expect(puts('/api/advisor/admin-configuration')).toHaveLength(2), LOAD);
      await expect(puts('/api/advisor/admin-configuration')[1]?.json()).resolves.toMatchObject({
        requireConsent2: null,
        requireConsent3: false,
      });
    },
  );
});
