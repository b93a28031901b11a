import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { casinoErrors } from '@site/contracts/api/casino';

import { koTournaments } from '../../../i18n/ko-tournaments';
import { ApiError, UNEXPECTED_ERROR_MESSAGE } from '../../../lib/api-client';
import { eventSlotQuery } from '../api/tournaments';

/** SPEC.md §8: the server's text when it gave one, else the spec's load-failure text. */
export function eventSlotFailureText(error: unknown): string {
  if (error instanceof ApiError && error.message && error.message !== UNEXPECTED_ERROR_MESSAGE) return error.message;
  return casinoErrors.eventSlotLoadFailed;
}

/**
 * The tournament pages open only once GET /eventSlot/set has answered useFlag true (SPEC.md §5):
 * false is maintenance ('점검중입니다.'), a failed call the load-failure text.
 */
export function EventSlotGate({ children }: { children: ReactNode }) {
  const query = useQuery(eventSlotQuery);
  if (query.isError) return <Closed text={eventSlotFailureText(query.error)} />;
  if (!query.data) {
    return (
      <Box role="status" aria-label={koTournaments.loading} sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress size={24} />
      </Box>
    );
  }
  if (!query.data.useFlag) return <Closed text={casinoErrors.maintenance} />;
  return <>{children}</>;
}

function Closed({ text }: { text: string }) {
  return (
    <Alert severity="warning" role="alert" sx={{ my: 4, justifyContent: 'center', fontSize: 16 }}>
      {text}
    </Alert>
  );
}
