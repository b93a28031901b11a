/** 이 조합 담기 on a board post with an attached sports bet: its open picks into the cart in one tap. */
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { ActionButton } from '../../../components/ui/action-button';
import { showAlert } from '../../../components/ui/alert';
import { koSharedSlips as t } from '../../../i18n/ko-shared-slips';
import { userFacingMessage } from '../../../lib/api-client';
import { boardPostSlipQuery } from '../api/shared-slips';
import { useTakeSlip } from '../components/use-take-slip';

export function BoardSlipButton({ postId }: { postId: number }) {
  const client = useQueryClient();
  const take = useTakeSlip();
  // Today's prices, read at the tap: the post's card shows the prices the author took.
  const taking = useMutation({
    mutationFn: async () => take(await client.fetchQuery(boardPostSlipQuery(postId))),
    onError: (error) => showAlert(userFacingMessage(error)),
  });
  return (
    <ActionButton variant="contained" compact disabled={taking.isPending} onClick={() => taking.mutate()}>
      {t.takeBoard}
    </ActionButton>
  );
}
