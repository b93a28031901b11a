/** 공유: makes a link of a sports bet or of the cart's picks and opens the share dialog (베팅 공유). */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

import type { CreateSharedSlip } from '@site/contracts/api/shared-slips';

import { ActionButton, IconAction } from '../../../components/ui/action-button';
import { showAlert } from '../../../components/ui/alert';
import { ShareIcon } from '../../../components/ui/icons';
import { koSharedSlips as t } from '../../../i18n/ko-shared-slips';
import { userFacingMessage } from '../../../lib/api-client';
import { createSharedSlip } from '../api/shared-slips';
import { ShareDialog } from '../components/share-dialog';

/** `iconOnly`: a round icon button, where a row has no room for one more word (the cart's title row). */
export function ShareSlipButton({
  source,
  label,
  iconOnly = false,
}: {
  source: CreateSharedSlip;
  label: string;
  iconOnly?: boolean;
}) {
  const [link, setLink] = useState<string | null>(null);
  const making = useMutation({
    mutationFn: () => createSharedSlip(source),
    onSuccess: ({ path }) => setLink(`${window.location.origin}${path}`),
    onError: (error) => showAlert(userFacingMessage(error)),
  });
  const press = () => making.mutate();
  return (
    <>
      {iconOnly ? (
        <IconAction
          aria-label={label}
          title={label}
          aria-haspopup="dialog"
          disabled={making.isPending}
          onClick={press}
          sx={{ width: 32, height: 32 }}
        >
          <ShareIcon sx={{ fontSize: 18 }} />
        </IconAction>
      ) : (
        <ActionButton
          compact
          variant="outlined"
          aria-label={label}
          aria-haspopup="dialog"
          disabled={making.isPending}
          onClick={press}
        >
          {t.share}
        </ActionButton>
      )}
      <ShareDialog link={link} onClose={() => setLink(null)} />
    </>
  );
}
