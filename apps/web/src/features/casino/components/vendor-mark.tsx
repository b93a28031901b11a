import Box from '@mui/material/Box';
import { memo, useId } from 'react';

import { seededPalette, titleFontSize } from '../../../lib/art-seed';

/** 'pragmatic-live' reads PRAGMATIC with a LIVE tag; 'pgsoft' reads PGSOFT. */
export function vendorWordmark(code: string): { word: string; live: boolean; monogram: string } {
  const parts = code.split('-').filter((part) => part.length > 0);
  const live = parts.length > 1 && parts.at(-1) === 'live';
  const words = live ? parts.slice(0, -1) : parts;
  const word = words.join(' ').toUpperCase();
  const monogram = (words.length > 1 ? words.map((part) => part.charAt(0)).join('') : word).slice(0, 2);
  return { word, live, monogram };
}

const svgId = (id: string) => `vm${id.replace(/[^a-zA-Z0-9_-]/g, '')}`;

/**
 * A game vendor's mark, drawn from its code (docs/decisions/042): a badge in the vendor's own seeded
 * colours with its monogram and, unless `compact`, its wordmark. The same vendor wears the same mark
 * in every lobby. Decorative: the vendor's Korean name is always written beside it.
 */
export const VendorMark = memo(function VendorMark({ code, compact = false }: { code: string; compact?: boolean }) {
  const id = svgId(useId());
  const palette = seededPalette(code);
  const { word, live, monogram } = vendorWordmark(code);
  const emblem = (
    <>
      <circle cx="20" cy="20" r="15" fill={palette.deep} stroke={palette.gold} strokeWidth="2" />
      <text x="20" y="25" textAnchor="middle" fontSize="13" fontWeight="800" fill={palette.gold}>
        {monogram}
      </text>
    </>
  );
  if (compact) {
    return (
      <Box
        component="svg"
        viewBox="5 5 30 30"
        aria-hidden
        data-vendor-mark={code}
        sx={{ width: 16, height: 16, flex: 'none' }}
      >
        {emblem}
      </Box>
    );
  }
  return (
    <Box
      component="svg"
      viewBox="0 0 120 40"
      aria-hidden
      data-vendor-mark={code}
      sx={{ display: 'block', width: '100%', aspectRatio: '3 / 1', fontFamily: 'inherit' }}
    >
      <defs>
        <linearGradient id={`${id}g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={palette.glow} />
          <stop offset="1" stopColor={palette.deep} />
        </linearGradient>
      </defs>
      <rect
        x=".5"
        y=".5"
        width="119"
        height="39"
        rx="7"
        fill={`url(#${id}g)`}
        stroke={palette.gold}
        strokeOpacity=".5"
      />
      {emblem}
      <text
        x="78"
        y={live ? 22 : 25}
        textAnchor="middle"
        fontSize={titleFontSize(word, 70, 13)}
        fontWeight="800"
        letterSpacing=".4"
        fill={palette.light}
      >
        {word}
      </text>
      {live && (
        <>
          <rect x="64" y="26" width="28" height="9" rx="4.5" fill="#e5484d" />
          <text x="78" y="33" textAnchor="middle" fontSize="7" fontWeight="800" fill="#fff">
            LIVE
          </text>
        </>
      )}
    </Box>
  );
});
