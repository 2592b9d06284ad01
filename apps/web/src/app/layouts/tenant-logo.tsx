const SIZES = {
  /** The landing pages' header. */
  large: { image: 'h-10 w-auto max-w-56 object-contain', text: 'text-xl font-semibold tracking-tight text-primary' },
  /** The public offer pages' bar. */
  small: { image: 'h-9 w-auto max-w-52 object-contain', text: 'text-lg font-semibold tracking-tight text-primary' },
} as const;

type TenantLogoProps = {
  /** The tenant's logo, if it has one. */
  src: string | null;
  /** The logo's alternative text, shown in its place when there is no logo. */
  name: string;
  size: keyof typeof SIZES;
  'data-testid': string;
};

/** The tenant's logo, or its name in the theme colour when it has none. */
export function TenantLogo({ src, name, size, 'data-testid': testId }: TenantLogoProps) {
  return src ? (
    <img data-testid={testId} src={src} alt={name} className={SIZES[size].image} />
  ) : (
    <span data-testid={testId} className={SIZES[size].text}>
      {name}
    </span>
  );
}
