import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminReturnDetail,
  ReturnNoteInput,
  ReturnReceiptInput,
  ReturnRejectionInput,
} from '@store/shared/schemas/returns';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminOrderKeys } from './order-keys.ts';
import { adminReturnKeys } from './return-keys.ts';

/** What each step of a return takes (POST /api/admin/returns/{id}/{step}). */
export type ReturnStepInput =
  | { step: 'approve'; body: ReturnNoteInput }
  | { step: 'reject'; body: ReturnRejectionInput }
  | { step: 'receive'; body: ReturnReceiptInput }
  | { step: 'refund'; body: ReturnNoteInput }
  | { step: 'close'; body: ReturnNoteInput };

export function takeReturnStep(id: string, input: ReturnStepInput): Promise<AdminReturnDetail> {
  return apiRequest<AdminReturnDetail>(`/admin/returns/${encodeURIComponent(id)}/${input.step}`, {
    method: 'POST',
    body: input.body,
  });
}

/**
 * A step of a return. The order changes with some (returned when all is back, refunds), so its
 * page and the lists are read again too.
 */
export function useReturnStep(id: string, orderId: string) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: adminReturnKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: adminOrderKeys.detail(orderId) });
    void queryClient.invalidateQueries({ queryKey: adminOrderKeys.lists() });
  };
  return useMutation({
    mutationFn: (input: ReturnStepInput) => takeReturnStep(id, input),
    onSuccess: (detail) => {
      queryClient.setQueryData(adminReturnKeys.detail(id), detail);
      refresh();
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: adminReturnKeys.detail(id) });
      refresh();
    },
  });
}
