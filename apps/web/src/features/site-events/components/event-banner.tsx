import Box from '@mui/material/Box';
import { memo, useId, type ReactElement } from 'react';

import { formatSeoul } from '@site/contracts/time';

import { koEventMotifWords } from '../../../i18n/ko-site-events';
import { seededPalette, seededPicker, titleFontSize, type Palette } from '../../../lib/art-seed';

/** What an event is about, read from its title: the banner's motif. */
export const eventMotifs = [
  'deposit',
  'attendance',
  'roulette',
  'friends',
  'payback',
  'sports',
  'casino',
  'gift',
] as const;
export type EventMotif = (typeof eventMotifs)[number];

/** The first motif whose words the title holds; the order puts the most telling words first. */
const MOTIF_ORDER = ['attendance', 'roulette', 'friends', 'payback', 'deposit', 'sports', 'casino'] as const;
const MOTIF_WORDS = MOTIF_ORDER.map((motif) => [motif, koEventMotifWords[motif]] as const);

export const eventMotif = (title: string): EventMotif =>
  MOTIF_WORDS.find(([, pattern]) => pattern.test(title))?.[0] ?? 'gift';

/** '11.25': the day in Seoul. */
const monthDay = (at: string) => formatSeoul(at, 'monthDay').replace('-', '.');

const CX = 262;
const CY = 84;

const motifs: Record<EventMotif, (palette: Palette) => ReactElement> = {
  deposit: (p) => (
    <>
      {[0, 1, 2, 3].map((index) => (
        <ellipse
          key={index}
          cx={CX - 8}
          cy={CY + 34 - index * 9}
          rx="30"
          ry="10"
          fill={p.gold}
          stroke="#a8812f"
          strokeWidth="1.5"
        />
      ))}
      <circle cx={CX + 24} cy={CY - 16} r="26" fill="#e5484d" stroke="#fff" strokeWidth="3" />
      <text x={CX + 24} y={CY - 7} textAnchor="middle" fontSize="26" fontWeight="900" fill="#fff">
        %
      </text>
    </>
  ),
  attendance: (p) => (
    <>
      <rect x={CX - 40} y={CY - 38} width="80" height="78" rx="8" fill={p.light} />
      <rect x={CX - 40} y={CY - 38} width="80" height="20" rx="8" fill="#e5484d" />
      {[0, 1, 2, 3, 4, 5, 6, 7, 8].map((index) => (
        <rect
          key={index}
          x={CX - 30 + (index % 3) * 22}
          y={CY - 10 + Math.floor(index / 3) * 15}
          width="16"
          height="10"
          rx="2"
          fill="#d8d2c6"
        />
      ))}
      <path
        d={`M${CX - 22} ${CY + 8} l14 14 l30 -34`}
        stroke="#1f9d55"
        strokeWidth="8"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
  roulette: (p) => (
    <>
      <circle cx={CX} cy={CY} r="44" fill={p.gold} />
      {Array.from({ length: 8 }, (_, index) => {
        const from = (index / 8) * Math.PI * 2;
        const to = ((index + 1) / 8) * Math.PI * 2;
        const at = (angle: number) =>
          `${(CX + 40 * Math.cos(angle)).toFixed(1)} ${(CY + 40 * Math.sin(angle)).toFixed(1)}`;
        return (
          <path
            key={index}
            d={`M${CX} ${CY} L${at(from)} A40 40 0 0 1 ${at(to)} Z`}
            fill={index % 2 ? '#e5484d' : p.light}
          />
        );
      })}
      <circle cx={CX} cy={CY} r="9" fill={p.deep} stroke={p.gold} strokeWidth="3" />
      <path d={`M${CX} ${CY - 40} l-8 -14 h16 z`} fill="#fff" />
    </>
  ),
  friends: (p) => (
    <>
      {[-22, 22].map((dx, index) => (
        <g key={dx} fill={index ? p.accent : p.light}>
          <circle cx={CX + dx} cy={CY - 18} r="16" />
          <path d={`M${CX + dx - 28} ${CY + 40} q28 -56 56 0 z`} />
        </g>
      ))}
      <circle cx={CX} cy={CY + 2} r="12" fill="#e5484d" stroke="#fff" strokeWidth="2" />
      <path d={`M${CX - 6} ${CY + 2} h12 M${CX} ${CY - 4} v12`} stroke="#fff" strokeWidth="3" />
    </>
  ),
  payback: (p) => (
    <>
      <circle cx={CX} cy={CY} r="34" fill={p.gold} stroke="#a8812f" strokeWidth="3" />
      <text x={CX} y={CY + 11} textAnchor="middle" fontSize="30" fontWeight="900" fill="#7a5a20">
        ₩
      </text>
      <path
        d={`M${CX - 46} ${CY} A46 46 0 1 1 ${CX} ${CY + 46}`}
        stroke={p.light}
        strokeWidth="6"
        fill="none"
        strokeLinecap="round"
      />
      <path d={`M${CX - 8} ${CY + 36} l12 10 l-12 10 z`} fill={p.light} />
    </>
  ),
  sports: (p) => (
    <>
      <circle cx={CX} cy={CY} r="42" fill={p.light} stroke="#222" strokeWidth="2" />
      <polygon
        points={`${CX},${CY - 14} ${CX + 13},${CY - 4} ${CX + 8},${CY + 12} ${CX - 8},${CY + 12} ${CX - 13},${CY - 4}`}
        fill="#222"
      />
      {[0, 1, 2, 3, 4].map((index) => {
        const angle = (index / 5) * Math.PI * 2 - Math.PI / 2;
        return <circle key={index} cx={CX + 34 * Math.cos(angle)} cy={CY + 34 * Math.sin(angle)} r="8" fill="#222" />;
      })}
    </>
  ),
  casino: (p) => (
    <>
      <rect
        x={CX - 44}
        y={CY - 36}
        width="48"
        height="68"
        rx="6"
        fill="#fffdf8"
        transform={`rotate(-12 ${CX - 20} ${CY})`}
      />
      <rect
        x={CX - 4}
        y={CY - 36}
        width="48"
        height="68"
        rx="6"
        fill="#fffdf8"
        transform={`rotate(10 ${CX + 20} ${CY})`}
      />
      <text
        x={CX - 22}
        y={CY + 8}
        textAnchor="middle"
        fontSize="28"
        fill="#1c1c22"
        transform={`rotate(-12 ${CX - 20} ${CY})`}
      >
        ♠
      </text>
      <text
        x={CX + 22}
        y={CY + 10}
        textAnchor="middle"
        fontSize="28"
        fill="#d23a3a"
        transform={`rotate(10 ${CX + 20} ${CY})`}
      >
        ♥
      </text>
      <circle cx={CX + 36} cy={CY + 34} r="14" fill={p.accent} stroke="#fff" strokeWidth="2" strokeDasharray="4 3" />
    </>
  ),
  gift: (p) => (
    <>
      <rect x={CX - 38} y={CY - 10} width="76" height="52" rx="4" fill={p.accent} />
      <rect x={CX - 44} y={CY - 26} width="88" height="18" rx="4" fill={p.glow} stroke={p.light} strokeWidth="1" />
      <rect x={CX - 7} y={CY - 26} width="14" height="68" fill={p.gold} />
      <path d={`M${CX} ${CY - 26} c-30 -24 -36 2 0 0 c36 2 30 -24 0 0`} stroke={p.gold} strokeWidth="6" fill="none" />
    </>
  ),
};

/**
 * An event's banner (16:9), drawn by the site when the operator uploaded no image
 * (docs/decisions/042): colours seeded by the title, a motif read from it (충전 coins, 출석 a
 * calendar, 룰렛 a wheel …), the title in the site's font and the period's days.
 */
export const EventBanner = memo(function EventBanner({
  title,
  startsAt,
  endsAt,
}: {
  title: string;
  startsAt: string;
  endsAt: string;
}) {
  const id = `eb${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const palette = seededPalette(title);
  const random = seededPicker(`${title}|${startsAt}`);
  const motif = eventMotif(title);
  const confetti = Array.from({ length: 14 }, (_, index) => (
    <rect
      key={index}
      x={random.between(0, 320).toFixed(1)}
      y={random.between(0, 180).toFixed(1)}
      width="5"
      height="9"
      rx="1.5"
      fill={index % 3 ? palette.gold : palette.accent}
      opacity=".55"
      transform={`rotate(${random.between(0, 180).toFixed(0)})`}
      style={{ transformBox: 'fill-box', transformOrigin: 'center' }}
    />
  ));
  return (
    <Box
      component="svg"
      viewBox="0 0 320 180"
      aria-hidden
      data-event-art={motif}
      sx={{ display: 'block', width: '100%', height: '100%', fontFamily: 'inherit' }}
    >
      <defs>
        <linearGradient id={`${id}bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={palette.glow} />
          <stop offset=".6" stopColor={palette.base} />
          <stop offset="1" stopColor={palette.deep} />
        </linearGradient>
        <radialGradient id={`${id}light`} cx={CX / 320} cy={CY / 180} r=".45">
          <stop offset="0" stopColor="#fff" stopOpacity=".35" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${id}bg)`} />
      <rect width="320" height="180" fill={`url(#${id}light)`} />
      {confetti}
      {motifs[motif](palette)}
      <text x="20" y="40" fontSize="13" fontWeight="900" letterSpacing="3" fill={palette.gold}>
        EVENT
      </text>
      <text
        x="20"
        y="96"
        fontSize={titleFontSize(title, 190, 26)}
        fontWeight="900"
        fill="#fff"
        stroke="#000"
        strokeOpacity=".35"
        strokeWidth="1"
        paintOrder="stroke"
      >
        {title}
      </text>
      <rect x="20" y="120" width="104" height="24" rx="12" fill="#000" opacity=".35" />
      <text x="72" y="137" textAnchor="middle" fontSize="13" fontWeight="700" fill={palette.light}>
        {`${monthDay(startsAt)} ~ ${monthDay(endsAt)}`}
      </text>
    </Box>
  );
});
