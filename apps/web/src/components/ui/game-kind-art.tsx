import Box from '@mui/material/Box';
import type { ReactElement } from 'react';

import type { MinigameKind } from '@site/contracts/minigames';

const gold = '#b89067';
const light = '#f1e3cf';

const ball = (cx: number, cy: number, fill: string) => <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="7" fill={fill} />;
const card = (x: number, rotate: number, fill: string) => (
  <rect key={x} x={x} y="14" width="18" height="26" rx="3" fill={fill} transform={`rotate(${rotate} ${x + 9} 27)`} />
);

/** One small drawing per kind of game, so every game button has artwork shipped with the app. */
const glyphs: Record<MinigameKind, () => ReactElement[]> = {
  powerball: () => [ball(16, 30, light), ball(28, 22, light), ball(40, 30, light), ball(28, 38, '#d9534f')],
  ladder: () => [
    <path key="rails" d="M18 12v36M38 12v36" stroke={light} strokeWidth="3" />,
    <path key="rungs" d="M18 20h20M18 32h20M18 44h20" stroke={gold} strokeWidth="3" />,
  ],
  kenoladder: () => glyphs.ladder().concat(ball(48, 14, '#d9534f')),
  keno: () => [ball(16, 20, light), ball(32, 20, gold), ball(48, 20, light), ball(24, 38, gold), ball(40, 38, light)],
  baccarat: () => [card(14, -10, light), card(28, 10, gold)],
  blackjack: () => [card(14, -8, gold), card(28, 8, light)],
  dragontiger: () => [card(10, 0, '#d9534f'), card(34, 0, '#5d8fd6')],
  gostop: () => [card(12, -6, '#d9534f'), card(24, 0, light), card(36, 6, gold)],
  oddeven: () => [ball(20, 30, light), ball(40, 30, gold)],
  sicbo: () =>
    [0, 1, 2].map((i) => (
      <rect key={i} x={8 + i * 17} y="22" width="14" height="14" rx="3" fill={i === 1 ? gold : light} />
    )),
  dice: () => [<rect key="d" x="18" y="16" width="26" height="26" rx="5" fill={light} />, ball(31, 29, '#1b1b1f')],
  roulette: () => [
    <circle key="w" cx="30" cy="30" r="18" fill="none" stroke={gold} strokeWidth="5" />,
    <circle key="c" cx="30" cy="30" r="6" fill={light} />,
  ],
  highlow: () => [<path key="a" d="M16 26l10-12 10 12zM28 34l10 12 10-12z" fill={light} />],
  onering: () => [<circle key="r" cx="30" cy="30" r="15" fill="none" stroke={light} strokeWidth="6" />],
  virtual: () => [
    <rect key="f" x="8" y="14" width="44" height="32" rx="4" fill="none" stroke={light} strokeWidth="3" />,
    <path key="m" d="M30 14v32" stroke={gold} strokeWidth="2" />,
    <circle key="c" cx="30" cy="30" r="6" fill="none" stroke={gold} strokeWidth="2" />,
  ],
};

export function GameKindArt({ kind, size = 44 }: { kind: MinigameKind; size?: number }) {
  return (
    <Box component="svg" viewBox="0 0 60 60" aria-hidden sx={{ width: size, height: size, flexShrink: 0 }}>
      <rect width="60" height="60" rx="12" fill="#2a2118" />
      {glyphs[kind]()}
    </Box>
  );
}
