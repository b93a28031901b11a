import Box from '@mui/material/Box';

import type { MinigameRound } from '@site/contracts/api/minigames';

import { koMinigameResults } from '../../../i18n/ko-results';
import type { ProofResult } from '../../../lib/round-proof';

export const proofColours = { match: '#46a758', mismatch: '#e5484d' } as const;

/** A hash on one line where it fits, broken anywhere where it does not (64 characters at 425 px). */
function Hash({ label, value, mono = true }: { label: string; value: string; mono?: boolean }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '88px minmax(0, 1fr)' }, columnGap: 1 }}>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      {/* The monospace face has no Hangul: Korean words keep the site's font. */}
      <Box component="dd" sx={{ m: 0, fontFamily: mono ? 'monospace' : undefined, overflowWrap: 'anywhere' }}>
        {value}
      </Box>
    </Box>
  );
}

/** 일치 or 불일치 as a small outlined mark in green or red. */
export function ProofMark({ result }: { result: ProofResult }) {
  const t = koMinigameResults;
  if (result.check === 'unavailable') return null;
  const match = result.check === 'match';
  const colour = match ? proofColours.match : proofColours.mismatch;
  return (
    <Box
      component="strong"
      data-proof={result.check}
      sx={{
        px: 0.75,
        borderRadius: 1,
        border: 1,
        borderColor: colour,
        color: colour,
        fontSize: 13,
        whiteSpace: 'nowrap',
      }}
    >
      {match ? `✓ ${t.match}` : `✗ ${t.mismatch}`}
    </Box>
  );
}

/**
 * What the check compared: the hash published before the round opened, the secret revealed at the
 * draw, the formula, the hash this browser computed from them, and what that means.
 */
export function ProofDetails({ round, result }: { round: MinigameRound; result: ProofResult }) {
  const t = koMinigameResults;
  const said = result.check === 'unavailable' ? t.unavailable : result.check === 'match' ? t.matchHelp : t.mismatchHelp;
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 0.75,
        p: 1.25,
        borderRadius: 1,
        fontSize: 12,
        bgcolor: 'rgba(255,255,255,0.03)',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box component="dl" sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Hash label={t.commitment} value={round.commitment} />
        {round.secret !== null && <Hash label={t.secret} value={round.secret} />}
        <Hash label={t.formulaLabel} value={t.formula(round.gameId, round.id)} mono={false} />
        {result.computed && <Hash label={t.computed} value={result.computed} />}
      </Box>
      <Box role="status" sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
        <ProofMark result={result} />
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {said}
        </Box>
      </Box>
    </Box>
  );
}
