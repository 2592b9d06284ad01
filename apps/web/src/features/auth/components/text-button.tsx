import type { ReactNode } from 'react';

/** A button that reads like a link, under a login step: "back to login", "use another address". */
export function TextButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="mt-4 cursor-pointer text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      {children}
    </button>
  );
}
