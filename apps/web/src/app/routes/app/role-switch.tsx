import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyStatus } from '@/components/ui/spinner';
import { usePanelContext } from './panel-context';

/**
 * One path, two panels (spec section 2 lists `/app/offers`, `/app/offers/{id}` and `/app/documents` for both): the session's
 * context type chooses the screen. Each screen is its own lazy chunk, so an investor never loads the advisor's code and the
 * other way round (docs/decisions/033-investor-panel-web.md).
 */
export function RoleSwitch({ advisor, investor }: { advisor: ReactNode; investor: ReactNode }) {
  const { t } = useTranslation();
  const { user } = usePanelContext();
  return (
    <Suspense fallback={<BusyStatus>{t('app.loading')}</BusyStatus>}>
      {user.contextType === 'investor-panel' ? investor : advisor}
    </Suspense>
  );
}
