import { KYC_SECTION_LABELS, KYC_SECTIONS, type TKycSection } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';

type KycStepIndicatorProps = {
  current: TKycSection;
  /** Sections that pass their rules (as of the last move). */
  complete: ReadonlySet<TKycSection>;
  /** Sections the server refused on the submit: marked until corrected. */
  faulty?: ReadonlySet<TKycSection>;
  /** A step's button; none shows the steps without links. */
  onSelect?: (section: TKycSection) => void;
  isDisabled?: boolean;
};

/**
 * The seven sections with their names (KYC_SECTION_LABELS): the current one marked (aria-current="step"), the complete ones
 * ticked. A step is a button to any section up to the first incomplete one; later ones wait until those before are done.
 * Narrow screens show numbered circles and the current section's name; wide ones list the names.
 */
export function KycStepIndicator({ current, complete, faulty, onSelect, isDisabled = false }: KycStepIndicatorProps) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const isReachable = (section: TKycSection) =>
    section <= current || KYC_SECTIONS.every((earlier) => earlier >= section || complete.has(earlier));

  return (
    <nav aria-label={t('kycForm.steps.label')} data-testid="kyc-steps">
      <p className="text-sm font-medium text-gray-600 lg:hidden" data-testid="kyc-step-counter">
        {t('kycForm.steps.counter', { current, total: KYC_SECTIONS.length })}
        <span className="text-gray-900">: {KYC_SECTION_LABELS[language][current]}</span>
      </p>
      <ol className="mt-3 flex gap-1.5 lg:mt-0 lg:flex-col lg:gap-1">
        {KYC_SECTIONS.map((section) => {
          const isCurrent = section === current;
          const isLocked = !isReachable(section);
          // A later section the draft already answers is ticked only once the sections before it are done.
          const isFaulty = faulty?.has(section) === true && !isCurrent;
          const isComplete = complete.has(section) && !isCurrent && !isLocked && !isFaulty;
          const name = KYC_SECTION_LABELS[language][section];
          const state = isCurrent
            ? t('kycForm.steps.current')
            : isFaulty
              ? t('kycForm.steps.faulty')
              : isComplete
                ? t('kycForm.steps.complete')
                : isLocked
                  ? t('kycForm.steps.locked')
                  : null;
          return (
            <li key={section} className="lg:w-full" data-testid={`kyc-step-${section}`}>
              <button
                type="button"
                aria-current={isCurrent ? 'step' : undefined}
                disabled={isLocked || isDisabled || !onSelect}
                onClick={() => onSelect?.(section)}
                className={cn(
                  'group flex items-center gap-3 rounded-md text-left text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary lg:w-full lg:px-2 lg:py-1.5',
                  !isLocked && !isCurrent && 'cursor-pointer lg:hover:bg-white',
                  isLocked && 'cursor-not-allowed',
                  isCurrent && 'lg:bg-white lg:shadow-xs lg:ring-1 lg:ring-gray-200',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold tabular-nums ring-1 ring-inset',
                    isCurrent && 'bg-primary text-white ring-primary',
                    isFaulty && 'bg-red-50 text-red-700 ring-red-300',
                    isComplete && 'bg-white text-primary ring-primary',
                    !isCurrent &&
                      !isComplete &&
                      !isFaulty &&
                      (isLocked ? 'bg-gray-50 text-gray-400 ring-gray-200' : 'bg-white text-gray-600 ring-gray-300'),
                  )}
                >
                  {isComplete ? '✓' : isFaulty ? '!' : section}
                </span>
                <span
                  className={cn(
                    'sr-only lg:not-sr-only',
                    isCurrent ? 'font-semibold text-gray-900' : isLocked ? 'text-gray-400' : 'text-gray-700',
                  )}
                >
                  <span className="sr-only">{section}. </span>
                  {name}
                  {state && <span className="sr-only"> ({state})</span>}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
