import Box from '@mui/material/Box';
import { useState, type ReactElement } from 'react';

import type { CasinoGameKind } from '@site/contracts/casino';

const gold = '#b89067';
const light = '#f1e3cf';

/** A drawing per kind of game, shown until (or instead of, if it fails) the provider's art. */
const drawings: Record<CasinoGameKind, () => ReactElement> = {
  baccarat: () => (
    <>
      <rect x="26" y="18" width="26" height="38" rx="4" fill={light} transform="rotate(-12 39 37)" />
      <rect x="48" y="18" width="26" height="38" rx="4" fill={gold} transform="rotate(12 61 37)" />
    </>
  ),
  roulette: () => (
    <>
      <circle cx="50" cy="37" r="24" fill="none" stroke={gold} strokeWidth="7" />
      <circle cx="50" cy="37" r="12" fill="none" stroke={light} strokeWidth="3" strokeDasharray="4 4" />
      <circle cx="50" cy="37" r="4" fill={light} />
    </>
  ),
  slot: () => (
    <>
      <rect x="16" y="16" width="68" height="42" rx="6" fill="none" stroke={gold} strokeWidth="4" />
      {[0, 1, 2].map((i) => (
        <text key={i} x={29 + i * 21} y="46" textAnchor="middle" fontSize="22" fontWeight="700" fill={light}>
          7
        </text>
      ))}
    </>
  ),
};

/**
 * A game tile's picture (4:3): the provider's art over a drawing of the game's kind, so a tile never
 * stands empty while the art loads or when it cannot be had.
 */
export function GameArt({ art, kind }: { art: string; kind: CasinoGameKind }) {
  const [failed, setFailed] = useState(false);
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '4 / 3',
        overflow: 'hidden',
        background: 'radial-gradient(circle at 50% 35%, #3a2c1d 0%, #1b1612 75%)',
      }}
    >
      <Box
        component="svg"
        viewBox="0 0 100 75"
        aria-hidden
        sx={{ position: 'absolute', inset: 0, width: 1, height: 1 }}
      >
        {drawings[kind]()}
      </Box>
      {art && !failed && (
        <Box
          component="img"
          src={art}
          alt=""
          loading="lazy"
          onError={() => setFailed(true)}
          sx={{ position: 'absolute', inset: 0, width: 1, height: 1, objectFit: 'cover' }}
        />
      )}
    </Box>
  );
}
