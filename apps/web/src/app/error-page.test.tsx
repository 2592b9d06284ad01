import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider, type RouteObject } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '@/lib/i18n';
import { expectConsoleError } from '@/testing/console';
import { adminConfiguration, demoWhiteLabel } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, mockServerApi } from '@/testing/server-api';
import { ErrorPage } from './error-page';
import { routes } from './router';

function renderErrorPage(props: Parameters<typeof ErrorPage>[0] = {}) {
  const router = createMemoryRouter([{ path: '*', element: <ErrorPage {...props} /> }], { initialEntries: ['/somewhere'] });
  return render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

/** The app's routes with one extra child route under the root, to make it fail on purpose. */
function routesWith(child: RouteObject): RouteObject[] {
  return routes.map((route) => (route.index ? route : { ...route, children: [...(route.children ?? []), child] }));
}

describe('404 page', () => {
  beforeEach(() => {
    mockServerApi({ 'GET /public-api/white-label': errorResponse(500) });
  });

  it("shows 'Page not found: {path}' in English", async () => {
    await changeLanguage(i18n, 'en');
    renderApp('/nope');

    expect(await screen.findByTestId('error-message')).toHaveTextContent('Page not found: /nope');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('404');
  });

  it('shows the Polish texts in Polish', async () => {
    renderApp('/nope');

    expect(await screen.findByTestId('error-message')).toHaveTextContent('Nie znaleziono strony: /nope');
    expect(screen.getByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć na stronę główną' })).toHaveAttribute('href', '/');
  });

  it('covers nested unknown paths too', async () => {
    await changeLanguage(i18n, 'en');
    // Outside /app: without a session an /app path goes to / (spec section 2).
    renderApp('/offers/unknown/page');

    expect(await screen.findByTestId('error-message')).toHaveTextContent('Page not found: /offers/unknown/page');
  });
});

describe('error page', () => {
  it("defaults to status 500 and 'Internal Server Error'", async () => {
    await i18n.changeLanguage('en');
    renderErrorPage();

    expect(await screen.findByTestId('error-status')).toHaveTextContent('500');
    expect(screen.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByTestId('error-message')).toHaveTextContent('Something went wrong. Please try again later.');
    expect(screen.getByTestId('error-description')).not.toBeEmptyDOMElement();
  });

  it("shows 'Page Not Found' for status 404", async () => {
    await i18n.changeLanguage('en');
    renderErrorPage({ status: 404 });

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByTestId('error-message')).toHaveTextContent('Page not found: /somewhere');
  });

  it("shows 'Internal Server Error' for any status other than 404", async () => {
    await i18n.changeLanguage('en');
    renderErrorPage({ status: 403, message: 'Forbidden', description: 'Ask your administrator.' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('403');
    expect(screen.getByTestId('error-message')).toHaveTextContent('Forbidden');
    expect(screen.getByTestId('error-description')).toHaveTextContent('Ask your administrator.');
  });

  it('translates the headings into Polish', async () => {
    renderErrorPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Wewnętrzny błąd serwera' })).toBeInTheDocument();
    expect(screen.getByTestId('error-message')).toHaveTextContent('Coś poszło nie tak. Spróbuj ponownie później.');
  });
});

describe('router error element', () => {
  beforeEach(() => {
    mockServerApi({
      'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
      'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    });
  });

  it('renders the error page with status 500 when a page throws while rendering', async () => {
    function Broken(): never {
      throw new Error('secret internals');
    }
    renderApp('/broken', { routes: routesWith({ path: '/broken', Component: Broken }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Wewnętrzny błąd serwera' })).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('500');
    expect(screen.queryByText(/secret internals/)).not.toBeInTheDocument();
    expectConsoleError(/secret internals/);
  });

  it('keeps the status of an error response thrown by a route', async () => {
    renderApp('/gone', {
      routes: routesWith({
        path: '/gone',
        loader: () => {
          throw data(null, { status: 404 });
        },
        Component: () => null,
      }),
    });

    expect(await screen.findByTestId('error-status')).toHaveTextContent('404');
    expect(screen.getByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeInTheDocument();
  });
});
