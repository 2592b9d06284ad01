import type { TAskAdvisorRequest } from '@emisja/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { productPath } from './get-product';

/**
 * `POST /investor-api/product/{id}/ask-advisor {message?}`: an e-mail to the investor's advisor asking for an offer of this
 * product (202: the server sends it after answering).
 */
export function askAdvisor(productId: string, body: TAskAdvisorRequest): Promise<unknown> {
  return apiRequest(productPath(productId, '/ask-advisor'), { method: 'POST', body });
}

export function useAskAdvisor(productId: string) {
  return useMutation({ mutationFn: (body: TAskAdvisorRequest) => askAdvisor(productId, body) });
}
