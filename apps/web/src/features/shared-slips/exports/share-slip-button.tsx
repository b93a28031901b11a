/** 공유: makes a link of a sports bet or of the cart's picks and opens the share dialog (베팅 공유). */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

import type { CreateSharedSlip } from '@site/contracts/api/shared-slips';

import { ActionButton } from '../../../components/ui/action-button';
import { showAlert } from '../../../components/ui/alert';
import { koSharedSlips as t } from '../../../i18n/ko-shared-slips';
import { userFacingMessage } from '../../../lib/api-client';
import { createSharedSlip } from '../api/shared-slips';
import { ShareDialog } from '../components/share-dialog';

/** `label` names what is shared; `text` is what the button shows (공유 where its row says the rest). */
export function ShareSlipButton({
  source,
  label,
  text = t.share,
}: {
  source: CreateSharedSlip;
  label: string;
  text?: string;
}) {
  const [link, setLink] = useState<string | null>(null);
  const making = useMutation({
    mutationFn: () => createSharedSlip(source),
    onSuccess: ({ path }) => setLink(`${window.location.origin}${path}`),
    onError: (error) => showAlert(userFacingMessage(error)),
  });
  return (
    <>
      <ActionButton
        compact
        variant="outlined"
        aria-label={label}
        aria-haspopup="dialog"
        disabled={making.isPending}
        onClick={() => making.mutate()}
      >
        {text}
      </ActionButton>
      <ShareDialog link={link} onClose={() => setLink(null)} />
    </>
  );
}
