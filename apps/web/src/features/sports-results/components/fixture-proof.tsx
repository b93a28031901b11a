import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';

import type { FixtureResult } from '@site/contracts/api/sports';

import { koSportsResults } from '../../../i18n/ko-results';
import { sha256Hex, type ProofResult } from '../../../lib/round-proof';

const colours = { match: '#46a758', mismatch: '#e5484d', unavailable: '#8b8d98' } as const;

/** sha256 of `${id}:${secret}` in this browser, against the commitment published before kick-off. */
async function checkFixture(result: FixtureResult): Promise<ProofResult> {
  if (result.secret === null || result.commitment === null) return { check: 'mismatch', computed: null };
  const computed = await sha256Hex(`${result.id}:${result.secret}`);
  if (computed === null) return { check: 'unavailable', computed };
  return { check: computed === result.commitment.toLowerCase() ? 'match' : 'mismatch', computed };
}

function Line({ label, value, mono = true }: { label: string; value: string; mono?: boolean }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      {/* The monospace face has no Hangul: Korean words keep the site's font. */}
      <Box component="dd" sx={{ m: 0, fontFamily: mono ? 'monospace' : undefined, overflowWrap: 'anywhere' }}>
        {value}
      </Box>
    </>
  );
}

/**
 * A finished fixture's 공정성 검증 (docs/decisions/050): the hash published from its listing, the secret
 * revealed at the end, and this browser's check that the one is the hash of the other. Spans the row.
 */
export function FixtureProofPanel({ result }: { result: FixtureResult }) {
  const t = koSportsResults;
  const [found, setFound] = useState<ProofResult | null>(null);
  useEffect(() => {
    let live = true;
    void checkFixture(result).then((checked) => live && setFound(checked));
    return () => {
      live = false;
    };
  }, [result]);
  if (result.commitment === null || result.secret === null) return null;
  const help =
    found === null
      ? null
      : found.check === 'match'
        ? t.matchHelp
        : found.check === 'mismatch'
          ? t.mismatchHelp
          : t.unavailable;
  return (
    <Box
      data-testid="fixture-proof"
      sx={{ gridColumn: '1 / -1', p: 1, borderRadius: 1, fontSize: 11, bgcolor: 'rgba(255,255,255,0.03)' }}
    >
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '80px minmax(0, 1fr)' }, gap: 0.25, m: 0 }}
      >
        <Line label={t.commitment} value={result.commitment} />
        <Line label={t.secret} value={result.secret} />
        <Line label={t.formulaLabel} value={t.formula(result.id)} mono={false} />
        {found?.computed && <Line label={t.computed} value={found.computed} />}
      </Box>
      {found && (
        <Box role="status" sx={{ mt: 0.75, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
          <Box component="strong" data-proof={found.check} sx={{ color: colours[found.check], whiteSpace: 'nowrap' }}>
            {found.check === 'match' ? `✓ ${t.match}` : found.check === 'mismatch' ? `✗ ${t.mismatch}` : ''}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {help} {t.replayHelp}
          </Box>
        </Box>
      )}
    </Box>
  );
}
