// The tenant's title and favicon (spec section 1: the host chooses the branding).

export const DEFAULT_FAVICON = '/favicon.svg';

export function setDocumentTitle(title: string): void {
  document.title = title;
}

export function setFavicon(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  // Tenants upload .svg, .png or .ico files; without a type the browser sniffs the format.
  if (/\.svg(\?|#|$)/i.test(href)) link.type = 'image/svg+xml';
  else link.removeAttribute('type');
  link.href = href;
}
