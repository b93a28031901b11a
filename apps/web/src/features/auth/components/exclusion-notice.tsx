import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

import { EXCLUDED_STATUS, type ExclusionRefusal, type ReopenRequest } from '@site/contracts/api/self-exclusion';

import { showAlert } from '../../../components/ui/alert';
import { ApiError, userFacingMessage } from '../../../lib/api-client';
import { koAuth } from '../../../i18n/ko';
import { requestReopen } from '../../responsible-play/api/breaks';

/** The login's refusal while a time-out or a self-exclusion holds (docs/decisions/063), or undefined. */
export function exclusionRefusalOf(error: unknown): ExclusionRefusal | undefined {
  if (!(error instanceof ApiError) || error.status !== EXCLUDED_STATUS) return undefined;
  const body = error.body as Partial<ExclusionRefusal> | null;
  return body?.exclusion ? { message: error.message, exclusion: body.exclusion } : undefined;
}

/**
 * What the login form shows instead of an alert when a break holds: the server's message with its end
 * date and, for a self-exclusion that has ended, 이용 재개 요청 with the id and password just typed; the
 * answer says when the account reopens.
 */
export function ExclusionNotice({ refusal, credentials }: { refusal: ExclusionRefusal; credentials: ReopenRequest }) {
  const [reopening, setReopening] = useState<string | null>(null);
  const reopen = useMutation({
    mutationFn: () => requestReopen(credentials),
    onSuccess: (answer) => setReopening(answer.message),
    onError: (error) => void showAlert(userFacingMessage(error)),
  });
  const canRequest = refusal.exclusion.canRequestReopen && reopening === null;
  return (
    <Alert severity="warning" role="alert" aria-label={koAuth.excludedTitle}>
      <AlertTitle>{koAuth.excludedTitle}</AlertTitle>
      {reopening ?? refusal.message}
      {canRequest && (
        <Box sx={{ mt: 1.5 }}>
          <Button variant="contained" size="small" onClick={() => reopen.mutate()} disabled={reopen.isPending}>
            {koAuth.requestReopen}
          </Button>
        </Box>
      )}
    </Alert>
  );
}
