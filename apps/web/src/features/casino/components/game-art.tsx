import Box from '@mui/material/Box';
import { memo, useId } from 'react';

import type { CasinoGameKind } from '@site/contracts/casino';

import { paletteOf, seededPalette, seededPicker, titleFontSize } from '../../../lib/art-seed';
import { gameArtTheme, tableFlourish } from '../art/art-theme';
import { slotMotifs } from '../art/slot-motifs';
import { feltHues, tableMotifs, TableFlourishes } from '../art/table-motifs';

interface ArtGame {
  code: string;
  nameKorean: string;
  kind: CasinoGameKind;
}

/** Ids an SVG may refer to: React's useId is unique on the page but carries characters url(#…) dislikes. */
const svgId = (id: string) => `art${id.replace(/[^a-zA-Z0-9_-]/g, '')}`;

/**
 * A game tile's picture (4:3), drawn by the site from the game itself (docs/decisions/042): a table's
 * felt, cards, wheel or dice, or a slot theme's motif, in colours seeded by the game's code, with the
 * game's name across the foot in the site's font. Nothing is fetched, so a tile is never empty.
 * Memoised: a lobby re-renders its tiles on every favourite, and the drawing depends on the game alone.
 */
export const GameArt = memo(function GameArt({ game }: { game: ArtGame }) {
  const id = svgId(useId());
  const theme = gameArtTheme(game);
  // A fresh picker each render, so the draws (and so the drawing) are the same on every render.
  const random = seededPicker(game.code);
  const palette = theme.product === 'table' ? paletteOf(random.pick(feltHues)) : seededPalette(game.code);
  const motif =
    theme.product === 'table'
      ? tableMotifs[theme.type]({ palette, random })
      : slotMotifs[theme.theme]({ palette, random });
  const title = game.nameKorean;
  return (
    <Box
      component="svg"
      viewBox="0 0 160 120"
      aria-hidden
      data-art={theme.product === 'table' ? theme.type : theme.theme}
      sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', fontFamily: 'inherit' }}
    >
      <defs>
        <radialGradient id={`${id}bg`} cx="50%" cy="38%" r="75%">
          <stop offset="0" stopColor={palette.glow} />
          <stop offset=".55" stopColor={palette.base} />
          <stop offset="1" stopColor={palette.deep} />
        </radialGradient>
        <linearGradient id={`${id}foot`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#000" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity=".75" />
        </linearGradient>
      </defs>
      <rect width="160" height="120" fill={`url(#${id}bg)`} />
      {motif}
      {theme.product === 'table' && <TableFlourishes flourish={tableFlourish(game)} palette={palette} />}
      <rect y="84" width="160" height="36" fill={`url(#${id}foot)`} />
      <text
        x="80"
        y="111"
        textAnchor="middle"
        fontSize={titleFontSize(title, 144, 16)}
        fontWeight="800"
        fill={palette.gold}
        stroke="#000"
        strokeOpacity=".45"
        strokeWidth=".6"
        paintOrder="stroke"
      >
        {title}
      </text>
    </Box>
  );
});
