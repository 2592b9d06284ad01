import { STORAGE_KEYS } from '@emisja/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { adminConfiguration, demoWhiteLabel } from '@/testing/fixtures';
import { createTestQueryClient } from '@/testing/render-app';
import { errorResponse, jsonResponse, mockServerApi, receivedRequests } from '@/testing/server-api';
import { prefetchBranding } from '../api/prefetch-branding';
import { BrandingProvider, useBranding } from './branding-provider';

const navyWhiteLabel = demoWhiteLabel({
  landing: {
    id: 'landing-navy',
    language: 'en',
    siteTitle: 'Navy Capital',
    theme: 'theme-navy',
    favicon: '/branding/navy/favicon.svg',
  },
  configuration: { theme: 'theme-navy', siteTitle: 'Navy Capital', favicon: '/branding/navy/favicon.svg' },
});

function Probe() {
  const branding = useBranding();
  const { t } = useTranslation();
  return (
    <p data-testid="probe">
      {branding.siteTitle ?? 'no tenant'} / {t('landing.documents.terms')}
    </p>
  );
}

function renderProvider(queryClient = createTestQueryClient()) {
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <BrandingProvider>
          <Probe />
        </BrandingProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

function favicon(): string | null {
  return document.head.querySelector('link[rel~="icon"]')?.getAttribute('href') ?? null;
}

describe('BrandingProvider', () => {
  it("applies the tenant's theme, title, favicon and language", async () => {
    mockServerApi({
      'GET /public-api/white-label': jsonResponse(navyWhiteLabel),
      'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    });
    renderProvider();

    expect(await screen.findByTestId('probe')).toHaveTextContent('Navy Capital / Terms and conditions');
    const root = document.documentElement;
    expect(root).toHaveClass('theme-navy');
    expect(root.style.getPropertyValue('--color-primary')).toBe('#172554');
    expect(root.style.getPropertyValue('--color-primary-hover')).toBe('#1f3169');
    expect(root.style.getPropertyValue('--color-highlight')).toBe('#eff6ff');
    expect(root.lang).toBe('en');
    expect(document.title).toBe('Navy Capital');
    expect(favicon()).toBe('/branding/navy/favicon.svg');
    // The landing's language is a default, not the user's choice.
    expect(window.localStorage.getItem(STORAGE_KEYS.currentLanguage)).toBeNull();
  });

  it('asks for the admin configuration with the investor-panel context of the landing page', async () => {
    const fetchMock = mockServerApi({
      'GET /public-api/white-label': jsonResponse(navyWhiteLabel),
      'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    });
    renderProvider();
    await screen.findByTestId('probe');

    const request = receivedRequests(fetchMock).find((candidate) => candidate.url.endsWith('/advisor-panel-configuration'));
    expect(request?.headers.get('Context-Type')).toBe('investor-panel');
    expect(request?.headers.get('Context-Id')).toBe('landing-navy');
  });

  it('applies theme-custom with the admin colours and the admin title and favicon', async () => {
    mockServerApi({
      'GET /public-api/white-label': jsonResponse(navyWhiteLabel),
      'GET /public-api/advisor-panel-configuration': jsonResponse(
        adminConfiguration({ themeColors: '#aaaaaa,#bbbbbb,#cccccc', siteTitle: 'Navy Private', favicon: '/uploads/icon.png' }),
      ),
    });
    renderProvider();

    expect(await screen.findByTestId('probe')).toHaveTextContent('Navy Private');
    const root = document.documentElement;
    expect(root).toHaveClass('theme-custom');
    expect(root).not.toHaveClass('theme-navy');
    expect(root.style.getPropertyValue('--color-primary')).toBe('#aaaaaa');
    expect(root.style.getPropertyValue('--color-primary-hover')).toBe('#bbbbbb');
    expect(root.style.getPropertyValue('--color-highlight')).toBe('#cccccc');
    expect(document.title).toBe('Navy Private');
    expect(favicon()).toBe('/uploads/icon.png');
  });

  it("keeps the user's stored language over the landing page's", async () => {
    window.localStorage.setItem(STORAGE_KEYS.currentLanguage, 'pl');
    mockServerApi({
      'GET /public-api/white-label': jsonResponse(navyWhiteLabel),
      'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    });
    renderProvider();

    expect(await screen.findByTestId('probe')).toHaveTextContent('Navy Capital / Regulamin');
    expect(document.documentElement.lang).toBe('pl');
  });

  it('renders with the defaults when the white-label configuration cannot be loaded', async () => {
    const fetchMock = mockServerApi({
      'GET /public-api/white-label': errorResponse(500),
    });
    renderProvider();

    expect(await screen.findByTestId('probe')).toHaveTextContent('no tenant / Regulamin');
    const root = document.documentElement;
    expect(root).toHaveClass('theme-default');
    expect(root.style.getPropertyValue('--color-primary')).toBe('#000000');
    expect(root.lang).toBe('pl');
    expect(document.title).toBe('Emisja');
    expect(favicon()).toBe('/favicon.svg');
    // Without a landing id there is no admin configuration to ask for.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('renders with the defaults when the answer does not match the API contract', async () => {
    mockServerApi({ 'GET /public-api/white-label': jsonResponse({ landing: { id: 1 } }) });
    renderProvider();

    expect(await screen.findByTestId('probe')).toHaveTextContent('no tenant');
    expect(document.documentElement).toHaveClass('theme-default');
  });

  it('keeps the white-label values when the admin configuration cannot be loaded', async () => {
    mockServerApi({
      'GET /public-api/white-label': jsonResponse(navyWhiteLabel),
      'GET /public-api/advisor-panel-configuration': errorResponse(503),
    });
    renderProvider();

    expect(await screen.findByTestId('probe')).toHaveTextContent('Navy Capital');
    expect(document.documentElement).toHaveClass('theme-navy');
  });

  it('renders nothing until the branding has loaded, so the defaults never flash', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockServerApi({
      'GET /public-api/white-label': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    });
    renderProvider();

    expect(screen.queryByTestId('probe')).not.toBeInTheDocument();
    answer(jsonResponse(navyWhiteLabel));
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('Navy Capital / Terms and conditions'));
  });
});

describe('prefetchBranding', () => {
  it('fills the cache the provider reads, so the provider asks for nothing again', async () => {
    const fetchMock = mockServerApi({
      'GET /public-api/white-label': jsonResponse(navyWhiteLabel),
      'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration({ siteTitle: 'Navy Admin Title' })),
    });
    const queryClient = createTestQueryClient();
    await prefetchBranding(queryClient);
    const asked = receivedRequests(fetchMock);
    expect(asked.map((request) => new URL(request.url).pathname)).toEqual([
      '/public-api/white-label',
      '/public-api/advisor-panel-configuration',
    ]);
    expect(asked[1]?.headers.get('Context-Id')).toBe('landing-navy');

    renderProvider(queryClient);
    expect(await screen.findByTestId('probe')).toHaveTextContent('Navy Admin Title');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('leaves a failed white-label answer for the provider, which then renders with the defaults', async () => {
    mockServerApi({ 'GET /public-api/white-label': errorResponse(404, { label: 'error.landingNotFound' }) });
    const queryClient = createTestQueryClient();
    await expect(prefetchBranding(queryClient)).resolves.toBeUndefined();
    renderProvider(queryClient);
    expect(await screen.findByTestId('probe')).toHaveTextContent('no tenant');
  });
});
