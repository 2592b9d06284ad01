import type { TUserContext } from '@emisja/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-messages';
import { storeTokens, type TTokenData } from '@/lib/session';
import { useChangeContext } from '../api/change-context';

function contextKey(context: TUserContext): string {
  return `${context.context.type}:${context.id}`;
}

/**
 * Spec section 6: a user may have several contexts and can change context. Shown only then; the new context's tokens
 * replace the session and its data loads afresh.
 */
export function ContextSwitcher({ contexts, current }: { contexts: TUserContext[]; current: TTokenData }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const changeContext = useChangeContext();
  const [error, setError] = useState<string | null>(null);
  if (contexts.length < 2) return null;

  const onChange = async (key: string) => {
    const target = contexts.find((context) => contextKey(context) === key);
    if (!target) return;
    setError(null);
    try {
      const tokens = await changeContext.mutateAsync({ contextId: target.id, contextType: target.context.type });
      queryClient.removeQueries({ queryKey: ['auth'] });
      storeTokens(tokens);
      await navigate(paths.app.root.getHref());
    } catch (changeError) {
      setError(errorMessage(changeError, t));
    }
  };

  return (
    <div data-testid="context-switcher">
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
        {t('app.contextSwitcher.label')}
      </label>
      <select
        id={id}
        value={`${current.context_type}:${current.context_id}`}
        disabled={changeContext.isPending}
        onChange={(event) => void onChange(event.target.value)}
        className="mt-1.5 block rounded-md bg-white px-3 py-2 text-sm text-gray-900 outline-1 -outline-offset-1 outline-gray-300 focus:outline-2 focus:outline-primary"
      >
        {contexts.map((context) => (
          <option key={contextKey(context)} value={contextKey(context)}>
            {t(`app.contextSwitcher.${context.context.type}`)}
          </option>
        ))}
      </select>
      {error && (
        <Alert className="mt-3" data-testid="form-error">
          {error}
        </Alert>
      )}
    </div>
  );
}
