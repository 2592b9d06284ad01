import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BackToListLink, DetailSection } from './detail-page';

function renderAt(state: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/app/things/:id',
        element: (
          <BackToListLink listPath="/app/things" data-testid="thing-back">
            Back to the list
          </BackToListLink>
        ),
      },
    ],
    { initialEntries: [{ pathname: '/app/things/1', state }] },
  );
  render(<RouterProvider router={router} />);
  return screen.getByTestId('thing-back');
}

describe('BackToListLink', () => {
  it('goes back to the list, with its filters, the page was opened from', () => {
    const link = renderAt({ listHref: '/app/things?sort=name&page=2' });
    expect(link).toHaveAttribute('href', '/app/things?sort=name&page=2');
    expect(link).toHaveTextContent('← Back to the list');
  });

  it('goes to the list itself when the page was not opened from it', () => {
    expect(renderAt(null)).toHaveAttribute('href', '/app/things');
  });

  it('ignores a state that points elsewhere', () => {
    expect(renderAt({ listHref: '/app/other?x=1' })).toHaveAttribute('href', '/app/things');
  });
});

describe('DetailSection', () => {
  it('is a region named by its heading, with its id as the test id', () => {
    render(
      <DetailSection id="thing-summary" title="Summary">
        <p>Body</p>
      </DetailSection>,
    );
    const section = screen.getByRole('region', { name: 'Summary' });
    expect(section).toHaveAttribute('data-testid', 'thing-summary');
    expect(screen.getByRole('heading', { level: 2, name: 'Summary' })).toHaveAttribute('id', 'thing-summary-heading');
    expect(section).toHaveTextContent('Body');
  });
});
