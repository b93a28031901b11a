import Box from '@mui/material/Box';

import type { MinigameRound } from '@site/contracts/api/minigames';

import { ActionButton } from '../../../components/ui/action-button';
import { koMinigames } from '../../../i18n/ko-minigames';
import { useRoundProof } from '../../../lib/round-proof';

const verdictColour = { match: '#46a758', mismatch: '#e5484d', unavailable: '#8b8d98' } as const;

function Hash({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {value}
      </Box>
    </>
  );
}

/**
 * A drawn round's 검증: recomputes sha256(`${gameId}:${roundId}:${secret}`) in this browser and
 * says whether it is the commitment published before the round (일치) or not (불일치), with both
 * values shown so the member can check them elsewhere too.
 */
export function RoundProof({ round }: { round: MinigameRound }) {
  const { result, checking, verify } = useRoundProof(round);
  if (round.secret === null) return null;
  const secret = round.secret;

  const verdict =
    result === null
      ? null
      : result.check === 'match'
        ? koMinigames.match
        : result.check === 'mismatch'
          ? koMinigames.mismatch
          : koMinigames.verifyUnavailable;

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, justifyContent: 'flex-end' }}>
        {result && (
          <Box
            component="strong"
            role="status"
            data-proof={result.check}
            sx={{ fontSize: 12, color: verdictColour[result.check], whiteSpace: 'nowrap' }}
          >
            {verdict}
          </Box>
        )}
        <ActionButton variant="outlined" compact disabled={checking} onClick={() => void verify()}>
          {checking ? koMinigames.verifying : koMinigames.verify}
        </ActionButton>
      </Box>
      {result && (
        <Box
          component="dl"
          sx={{
            gridColumn: '1 / -1',
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '72px minmax(0, 1fr)' },
            gap: 0.25,
            m: 0,
            p: 1,
            borderRadius: 1,
            fontSize: 11,
            bgcolor: 'rgba(255,255,255,0.03)',
          }}
        >
          <Hash label={koMinigames.commitment} value={round.commitment} />
          <Hash label={koMinigames.secret} value={secret} />
        </Box>
      )}
    </>
  );
}
