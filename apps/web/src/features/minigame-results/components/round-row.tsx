import Box from '@mui/material/Box';
import { useState } from 'react';

import type { MinigameRound } from '@site/contracts/api/minigames';
import { formatSeoul } from '@site/contracts/time';

import { ActionButton } from '../../../components/ui/action-button';
import { koMinigameResults } from '../../../i18n/ko-results';
import { useRoundProof } from '../../../lib/round-proof';
import { ProofDetails, ProofMark } from './proof-details';

/** The rows' columns on a wide screen; on a phone each round stacks into a small card instead. */
export const roundColumns = '96px 88px minmax(0, 1fr) 200px 148px';

/** One drawn round: its number, when it was drawn, the result, and its proof with the 검증 button. */
export function RoundRow({ round }: { round: MinigameRound }) {
  const t = koMinigameResults;
  const { result, checking, verify, checkable } = useRoundProof(round);
  // The proof's details show once checked, and fold away again on 접기.
  const [open, setOpen] = useState(false);

  return (
    <Box
      component="li"
      aria-label={t.roundNo(round.roundNo)}
      data-testid="minigame-round"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'auto auto minmax(0, 1fr)', md: roundColumns },
        gridTemplateAreas: {
          xs: '"no time check" "result result result" "hash hash hash" "proof proof proof"',
          md: '"no time result hash check" "proof proof proof proof proof"',
        },
        columnGap: 1.5,
        rowGap: 0.5,
        alignItems: 'center',
        px: 1.5,
        py: 1,
        fontSize: 14,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ gridArea: 'no', fontWeight: 700, color: 'primary.light', whiteSpace: 'nowrap' }}>
        {t.roundNo(round.roundNo)}
      </Box>
      <Box component="time" dateTime={round.drawsAt} sx={{ gridArea: 'time', fontSize: 13, color: 'text.secondary' }}>
        {formatSeoul(round.drawsAt, 'time')}
      </Box>
      <Box sx={{ gridArea: 'result', fontWeight: 700, overflowWrap: 'anywhere' }}>
        {round.status === 'cancelled' ? (
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            {t.cancelled}
          </Box>
        ) : (
          round.resultText
        )}
      </Box>
      <Box
        title={round.commitment}
        sx={{ gridArea: 'hash', fontSize: 12, color: 'text.secondary', whiteSpace: 'nowrap' }}
      >
        <Box component="span" sx={{ display: { md: 'none' }, mr: 0.75 }}>
          {t.commitment}
        </Box>
        {/* The monospace face has no Hangul: only the hex is set in it. */}
        <Box component="span" sx={{ fontFamily: 'monospace' }}>
          {t.hashPreview(round.commitment)}
        </Box>
      </Box>
      <Box sx={{ gridArea: 'check', display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.75 }}>
        {result && <ProofMark result={result} />}
        {checkable &&
          (open ? (
            <ActionButton variant="text" compact onClick={() => setOpen(false)}>
              {t.hide}
            </ActionButton>
          ) : (
            <ActionButton
              variant="outlined"
              compact
              disabled={checking}
              aria-label={t.verifyLabel(round.roundNo)}
              onClick={() => void verify().then(() => setOpen(true))}
            >
              {checking ? t.verifying : t.verify}
            </ActionButton>
          ))}
      </Box>
      {open && result && (
        <Box sx={{ gridArea: 'proof', mt: 0.5 }}>
          <ProofDetails round={round} result={result} />
        </Box>
      )}
    </Box>
  );
}
