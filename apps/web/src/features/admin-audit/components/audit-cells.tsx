import type { TAuditRow } from '@emisja/shared';
import { useTranslation } from 'react-i18next';

/** Who acted, and the admin behind an impersonated session ("as admin@..."). */
export function AuditActor({ row }: { row: TAuditRow }) {
  const { t } = useTranslation();
  return (
    <span className="break-all" data-testid="audit-actor">
      {row.actor.label ?? t('adminAudit.noActor')}
      {row.impersonator && (
        <span className="block text-xs text-amber-800" data-testid="audit-impersonator">
          {t('adminAudit.impersonatedBy', { admin: row.impersonator.label ?? row.impersonator.userId })}
        </span>
      )}
    </span>
  );
}
