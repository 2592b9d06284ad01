import type { ReactNode } from 'react';
import { LanguageSwitcher } from '@/components/language-switcher';

/** Centred content on a plain background: access denied, error and 404 pages. */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-highlight">
      <header className="flex justify-end px-6 py-4">
        <LanguageSwitcher />
      </header>
      <main className="flex flex-1 items-center justify-center px-6 pb-16">
        <div className="w-full max-w-lg text-center">{children}</div>
      </main>
    </div>
  );
}
