import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ScrollManager } from './scroll-manager';

function Page() {
  return (
    <>
      <ScrollManager />
      <h2 id="faq">FAQ</h2>
      <h2 id="zgody i ryzyka">Zgody</h2>
    </>
  );
}

function setup(initialEntry = '/') {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
  const router = createMemoryRouter(
    [
      { path: '/', Component: Page },
      { path: '/other', Component: Page },
    ],
    { initialEntries: [initialEntry] },
  );
  render(<RouterProvider router={router} />);
  return { router, scrollTo, scrollIntoView };
}

describe('ScrollManager', () => {
  it('scrolls to the top on a page change', async () => {
    const { router, scrollTo } = setup();
    scrollTo.mockClear();

    await act(() => router.navigate('/other'));

    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('scrolls to the element of the URL hash', async () => {
    const { router, scrollTo, scrollIntoView } = setup();
    scrollTo.mockClear();

    await act(() => router.navigate('/other#faq'));

    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'faq');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('finds ids with encoded characters', async () => {
    const { router, scrollIntoView } = setup();

    await act(() => router.navigate('/#zgody%20i%20ryzyka'));

    expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'zgody i ryzyka');
  });

  it('scrolls to the hash target on the first page too', () => {
    const { scrollIntoView } = setup('/#faq');

    expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'faq');
  });

  it('scrolls to the top when the hash points at nothing', async () => {
    const { router, scrollTo, scrollIntoView } = setup();
    scrollTo.mockClear();

    await act(() => router.navigate('/other#missing'));

    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
