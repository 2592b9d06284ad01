import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Instance } from 'tippy.js';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './tooltip';

/** The tippy instance tippy.js attaches to its reference element. */
function tippyOf(element: HTMLElement): Instance | undefined {
  return (element as HTMLElement & { _tippy?: Instance })._tippy;
}

function referenceOf(trigger: HTMLElement): HTMLElement {
  const reference = trigger.parentElement;
  if (!reference) throw new Error('The tooltip reference element is missing');
  return reference;
}

describe('Tooltip', () => {
  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['missing', null],
  ])('with %s content is never created or shown', async (_name, content) => {
    const user = userEvent.setup();
    render(
      <Tooltip content={content}>
        <button type="button">Info</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Info' });

    await user.hover(trigger);
    await user.click(trigger);

    expect(tippyOf(referenceOf(trigger))).toBeUndefined();
    expect(document.body.querySelector('[data-tippy-root]')).toBeNull();
  });

  it('appears in document.body on hover and goes away on unhover', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Tooltip content="Gross interest before tax">
        <button type="button">Info</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Info' });

    await user.hover(trigger);

    const tooltip = await waitFor(() => {
      const root = document.body.querySelector<HTMLElement>('[data-tippy-root]');
      expect(root).not.toBeNull();
      return root as HTMLElement;
    });
    expect(tooltip).toHaveTextContent('Gross interest before tax');
    expect(tooltip.parentElement).toBe(document.body);
    expect(container).not.toContainElement(tooltip);
    expect(tooltip.querySelector('.tippy-box')).toHaveAttribute('data-theme', 'tailwind');

    await user.unhover(trigger);
    await waitFor(() => expect(tippyOf(referenceOf(trigger))?.state.isVisible).toBe(false));
  });

  it('uses the options of spec section 9', () => {
    render(
      <Tooltip content="Hint">
        <span>Label</span>
      </Tooltip>,
    );
    const props = tippyOf(referenceOf(screen.getByText('Label')))?.props;

    expect(props).toMatchObject({
      appendTo: document.body,
      placement: 'auto',
      interactive: false,
      hideOnClick: false,
      theme: 'tailwind',
      interactiveDebounce: 5,
      allowHTML: false,
    });
  });

  it('shows the content as text, never as HTML', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="<img src=x onerror=alert(1)>">
        <span>Label</span>
      </Tooltip>,
    );

    await user.hover(screen.getByText('Label'));

    const content = await waitFor(() => {
      const element = document.body.querySelector('.tippy-content');
      expect(element).not.toBeNull();
      return element as HTMLElement;
    });
    expect(content.querySelector('img')).toBeNull();
    expect(content).toHaveTextContent('<img src=x onerror=alert(1)>');
  });

  it('is destroyed when its content becomes blank and on unmount', async () => {
    const { rerender, unmount } = render(
      <Tooltip content="Hint">
        <span>Label</span>
      </Tooltip>,
    );
    const reference = referenceOf(screen.getByText('Label'));
    expect(tippyOf(reference)).toBeDefined();

    rerender(
      <Tooltip content=" ">
        <span>Label</span>
      </Tooltip>,
    );
    expect(tippyOf(reference)).toBeUndefined();

    rerender(
      <Tooltip content="Another hint">
        <span>Label</span>
      </Tooltip>,
    );
    const instance = tippyOf(reference);
    expect(instance?.props.content).toBe('Another hint');

    unmount();
    expect(instance?.state.isDestroyed).toBe(true);
  });
});
