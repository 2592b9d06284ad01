import type { TActiveUserData, TUserContext } from '@emisja/shared';
import { useOutletContext } from 'react-router';
import type { TTokenData } from '@/lib/session';

export type TPanelContext = { user: TActiveUserData; contexts: TUserContext[]; token: TTokenData };

/** The session's user, contexts and token, loaded by the panel route (./panel.tsx) for its pages. */
export function usePanelContext(): TPanelContext {
  return useOutletContext<TPanelContext>();
}
