import type { ReactNode } from 'react';
import { LanguageSwitcher } from '@/components/language-switcher';
import type { TTextColors } from '@/features/white-label/lib/resolve-branding';
import { TenantLogo } from './tenant-logo';

type AuthLayoutProps = {
  /** The tenant's background picture; without one the side shows the theme colour. */
  imageUrl: string | null;
  logoUrl: string | null;
  /** Alternative text of the logo, also shown in its place when there is no logo. */
  logoAlt: string;
  headline: string;
  description: string | null;
  /** Admin colours of the headline and description (admin configuration). */
  textColors?: TTextColors;
  /** Language of the tenant's texts, which the tenant writes in its landing page's language. */
  contentLanguage?: string | null;
  children: ReactNode;
};

/** An admin's colour of a text, when there is one; else the text keeps the theme's (its class). */
const colorStyle = (color: string | null | undefined) => (color ? { color } : undefined);

/** Split screen of the landing pages: the tenant's picture and headline on one side, the content on the other. */
export function AuthLayout({
  imageUrl,
  logoUrl,
  logoAlt,
  headline,
  description,
  textColors,
  contentLanguage,
  children,
}: AuthLayoutProps) {
  const lang = contentLanguage ?? undefined;
  return (
    // On small screens the picture sits between the header and the content; on large ones it fills the right half.
    <div className="grid min-h-dvh grid-rows-[auto_auto_1fr] bg-white lg:grid-cols-2 lg:grid-rows-[auto_1fr]">
      <header className="flex items-center justify-between gap-6 px-6 py-6 sm:px-12 lg:col-start-1 lg:row-start-1 lg:pt-12">
        <TenantLogo src={logoUrl} name={logoAlt} size="large" data-testid="landing-logo" />
        <LanguageSwitcher />
      </header>
      <section className="relative isolate flex min-h-72 flex-col justify-end overflow-hidden bg-primary px-6 py-10 text-white sm:px-12 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:min-h-dvh lg:py-16">
        {imageUrl && (
          <img
            data-testid="landing-background"
            src={imageUrl}
            alt=""
            className="absolute inset-0 -z-10 h-full w-full object-cover"
          />
        )}
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-linear-to-t from-black/70 via-black/25 to-black/0" />
        <div className="max-w-xl">
          <h1
            data-testid="landing-headline"
            lang={lang}
            style={colorStyle(textColors?.headline)}
            className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl xl:text-5xl"
          >
            {headline}
          </h1>
          {description && (
            <p
              data-testid="landing-description"
              lang={lang}
              style={colorStyle(textColors?.description)}
              className="mt-4 max-w-lg text-base/7 text-pretty text-white/85 sm:text-lg/8"
            >
              {description}
            </p>
          )}
        </div>
      </section>
      <main className="flex px-6 sm:px-12 lg:col-start-1 lg:row-start-2">
        <div className="mx-auto flex w-full max-w-md flex-col justify-center py-12">{children}</div>
      </main>
    </div>
  );
}
