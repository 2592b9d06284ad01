import { useEffect, useRef, type ReactNode } from 'react';
import tippy, { type Props } from 'tippy.js';
import { cn } from '@/lib/cn';

/** Tooltip options of spec section 9, exactly. */
export function tooltipOptions(): Partial<Props> {
  return {
    appendTo: document.body,
    placement: 'auto',
    interactive: false,
    hideOnClick: false,
    theme: 'tailwind',
    interactiveDebounce: 5,
  };
}

type TooltipProps = {
  /** Plain text (tippy sets it as text, never as HTML). Empty or blank: no tooltip is created (spec section 9). */
  content: string | null | undefined;
  children: ReactNode;
  className?: string;
};

export function Tooltip({ content, children, className }: TooltipProps) {
  const referenceRef = useRef<HTMLSpanElement>(null);
  const text = content?.trim() ?? '';

  useEffect(() => {
    const reference = referenceRef.current;
    if (!reference || !text) return;
    const instance = tippy(reference, { ...tooltipOptions(), content: text });
    return () => instance.destroy();
  }, [text]);

  return (
    <span ref={referenceRef} className={cn('inline-flex', className)}>
      {children}
    </span>
  );
}
