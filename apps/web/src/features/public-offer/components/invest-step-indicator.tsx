import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { INVEST_STEPS, type TInvestStep } from '../lib/invest-steps';

/** The steps of the invest form; the current one is marked (aria-current="step"), the done ones ticked. */
export function InvestStepIndicator({ current }: { current: TInvestStep }) {
  const { t } = useTranslation();
  const currentIndex = INVEST_STEPS.indexOf(current);
  return (
    <div>
      <p className="text-sm font-medium text-gray-600" data-testid="invest-step-counter">
        {t('publicOffer.invest.stepOf', { current: currentIndex + 1, total: INVEST_STEPS.length })}
      </p>
      <ol aria-label={t('publicOffer.invest.stepsLabel')} className="mt-3 flex flex-wrap gap-x-2 gap-y-2 text-sm">
        {INVEST_STEPS.map((step, index) => {
          const isCurrent = index === currentIndex;
          const isDone = index < currentIndex;
          return (
            <li
              key={step}
              aria-current={isCurrent ? 'step' : undefined}
              data-testid={`invest-step-${step}`}
              className={cn(
                'flex items-center gap-2 rounded-full px-3 py-1 ring-1 ring-inset',
                isCurrent && 'bg-primary font-semibold text-white ring-primary',
                isDone && 'bg-white text-primary ring-primary/40',
                !isCurrent && !isDone && 'bg-white text-gray-500 ring-gray-200',
              )}
            >
              <span aria-hidden="true" className="tabular-nums">
                {isDone ? '✓' : index + 1}
              </span>
              {t(`publicOffer.invest.steps.${step}`)}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
