import { ERROR_LABELS } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';

/** A link without a token, or one the server refused: the catalogue's "token is no longer active" (spec section 8). */
export function TokenInactive({ message }: { message?: string }) {
  const { t } = useTranslation();
  return <Alert data-testid="form-error">{message ?? t(`errors.${ERROR_LABELS.tokenInactive}`)}</Alert>;
}
