import type { ContextType } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-messages';
import { useStartImpersonation } from '../api/start-impersonation';

type ImpersonateButtonProps = {
  /** A user's, an advisor's or an investor's id of the landing page. */
  id: string;
  /** Who, for the button's accessible name. */
  name: string;
  contextType?: ContextType;
};

/** "Impersonate" / "Zaloguj jako" for admins (product-decisions section 11): opens the user's panel as them. */
export function ImpersonateButton({ id, name, contextType }: ImpersonateButtonProps) {
  const { t } = useTranslation();
  const start = useStartImpersonation();
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        variant="secondary"
        isLoading={start.isPending}
        onClick={() => start.mutate({ id, contextType })}
        aria-label={t('impersonation.startLabel', { name })}
        data-testid="impersonate-button"
      >
        {start.isPending ? t('impersonation.starting') : t('impersonation.start')}
      </Button>
      {start.isError && <Alert data-testid="impersonate-error">{errorMessage(start.error, t)}</Alert>}
    </div>
  );
}
