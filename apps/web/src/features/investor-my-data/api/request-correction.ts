import type { TCorrectionRequest } from '@emisja/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /investor-api/lead-form/correction-request {message}`: an e-mail to the advisor asking to correct the data (202). */
export function requestCorrection(body: TCorrectionRequest): Promise<unknown> {
  return apiRequest('/investor-api/lead-form/correction-request', { method: 'POST', body });
}

export function useRequestCorrection() {
  return useMutation({ mutationFn: requestCorrection });
}
