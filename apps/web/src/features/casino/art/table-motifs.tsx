/**
 * The drawings of live tables on a 160×120 tile: cards on felt for baccarat and blackjack, a wheel
 * for roulette, dice for sic bo, a coloured wheel for a game show. Positions and cards come from the
 * game's seeded picker, so two baccarat tables deal different hands.
 */
import type { ReactElement } from 'react';

import type { Palette, SeededPicker } from '../../../lib/art-seed';
import type { TableArtType, TableFlourish } from './art-theme';

const RED = '#d23a3a';
const INK = '#1c1c22';
const RANKS = ['A', 'K', 'Q', 'J', '10', '9', '8', '7'] as const;
const SUITS = [
  ['♠', INK],
  ['♥', RED],
  ['♦', RED],
  ['♣', INK],
] as const;

interface Dealt {
  rank: string;
  suit: string;
  colour: string;
}

/** A card drawn from the game's picker, in the parent's render so the order of draws never changes. */
function deal(random: SeededPicker): Dealt {
  const [suit, colour] = random.pick(SUITS);
  return { rank: random.pick(RANKS), suit, colour };
}

function Card({ x, y, turn, card }: { x: number; y: number; turn: number; card: Dealt }) {
  return (
    <g transform={`rotate(${turn.toFixed(1)} ${x + 15} ${y + 21})`}>
      <rect x={x} y={y} width="30" height="42" rx="3.5" fill="#fffdf8" stroke="rgba(0,0,0,.25)" />
      <text x={x + 4} y={y + 11} fontSize="9" fontWeight="800" fill={card.colour}>
        {card.rank}
      </text>
      <text x={x + 15} y={y + 30} fontSize="15" textAnchor="middle" fill={card.colour}>
        {card.suit}
      </text>
    </g>
  );
}

function ChipStack({ x, y, colour, count }: { x: number; y: number; colour: string; count: number }) {
  return (
    <g>
      {Array.from({ length: count }, (_, index) => (
        <g key={index}>
          <ellipse cx={x} cy={y - index * 3.2} rx="9" ry="3.6" fill={colour} stroke="#fff" strokeWidth=".8" />
          <ellipse cx={x} cy={y - index * 3.2} rx="5" ry="1.8" fill="none" stroke="#fff" strokeDasharray="1.5 1.5" />
        </g>
      ))}
    </g>
  );
}

/** The curve of a table's edge across the lower half, in gold. */
const TableEdge = ({ palette }: { palette: Palette }) => (
  <path d="M-10 84 Q80 44 170 84" fill="none" stroke={palette.gold} strokeOpacity=".55" strokeWidth="1.5" />
);

function Baccarat({ palette, random }: MotifProps) {
  return (
    <>
      <TableEdge palette={palette} />
      <Card x={50} y={22} turn={random.between(-16, -8)} card={deal(random)} />
      <Card x={80} y={22} turn={random.between(8, 16)} card={deal(random)} />
      <ChipStack x={random.between(22, 34)} y={76} colour={palette.accent} count={3 + Math.floor(random.next() * 3)} />
      <ChipStack x={random.between(126, 138)} y={76} colour={RED} count={2 + Math.floor(random.next() * 3)} />
    </>
  );
}

function Blackjack({ palette, random }: MotifProps) {
  return (
    <>
      <TableEdge palette={palette} />
      <Card x={56} y={20} turn={-10} card={deal(random)} />
      <Card x={74} y={24} turn={6} card={deal(random)} />
      <circle cx="124" cy="40" r="15" fill={palette.accent} stroke="#fff" strokeWidth="2" strokeDasharray="4 3" />
      <text x="124" y="45" textAnchor="middle" fontSize="13" fontWeight="800" fill="#fff">
        21
      </text>
      <ChipStack x={32} y={74} colour={palette.gold} count={4} />
    </>
  );
}

function Roulette({ palette, random }: MotifProps) {
  const pockets = 18;
  const green = Math.floor(random.next() * pockets);
  const wedges = Array.from({ length: pockets }, (_, index) => {
    const from = (index / pockets) * Math.PI * 2;
    const to = ((index + 1) / pockets) * Math.PI * 2;
    const point = (angle: number) =>
      `${(80 + 28 * Math.cos(angle)).toFixed(2)} ${(48 + 28 * Math.sin(angle)).toFixed(2)}`;
    const fill = index === green ? '#1f9d55' : index % 2 ? INK : RED;
    return <path key={index} d={`M80 48 L${point(from)} A28 28 0 0 1 ${point(to)} Z`} fill={fill} />;
  });
  const ball = random.next() * Math.PI * 2;
  return (
    <>
      <circle cx="80" cy="48" r="35" fill="#4a2a14" stroke={palette.gold} strokeWidth="2.5" />
      {wedges}
      <circle cx="80" cy="48" r="28" fill="none" stroke={palette.gold} strokeWidth="1" />
      <circle cx="80" cy="48" r="13" fill={palette.base} stroke={palette.gold} strokeWidth="2" />
      <path d="M80 39v18M71 48h18" stroke={palette.gold} strokeWidth="2.5" strokeLinecap="round" />
      <circle cx={80 + 31.5 * Math.cos(ball)} cy={48 + 31.5 * Math.sin(ball)} r="2.6" fill="#fff" />
    </>
  );
}

function DragonTiger({ palette, random }: MotifProps) {
  return (
    <>
      <rect x="0" y="0" width="80" height="120" fill="#c0392b" opacity=".35" />
      <rect x="80" y="0" width="80" height="120" fill="#2f6fd0" opacity=".35" />
      <Card x={30} y={22} turn={-6} card={deal(random)} />
      <Card x={100} y={22} turn={6} card={deal(random)} />
      <circle cx="80" cy="43" r="12" fill={palette.deep} stroke={palette.gold} strokeWidth="2" />
      <text x="80" y="47.5" textAnchor="middle" fontSize="11" fontWeight="800" fill={palette.gold}>
        VS
      </text>
    </>
  );
}

const PIPS: Record<number, readonly (readonly [number, number])[]> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

function Die({ x, y, face, turn }: { x: number; y: number; face: number; turn: number }) {
  return (
    <g transform={`rotate(${turn.toFixed(1)} ${x} ${y})`}>
      <rect x={x - 13} y={y - 13} width="26" height="26" rx="5" fill="#fffdf8" stroke="rgba(0,0,0,.3)" />
      {(PIPS[face] ?? []).map(([dx, dy], index) => (
        <circle key={index} cx={x + dx * 7} cy={y + dy * 7} r="2.6" fill={face === 1 || face === 4 ? RED : INK} />
      ))}
    </g>
  );
}

function Sicbo({ palette, random }: MotifProps) {
  const face = () => 1 + Math.floor(random.next() * 6);
  return (
    <>
      <ellipse cx="80" cy="62" rx="56" ry="16" fill={palette.deep} stroke={palette.gold} strokeWidth="1.5" />
      <Die x={56} y={50} face={face()} turn={random.between(-15, 15)} />
      <Die x={104} y={50} face={face()} turn={random.between(-15, 15)} />
      <Die x={80} y={34} face={face()} turn={random.between(-15, 15)} />
    </>
  );
}

function GameShow({ palette, random }: MotifProps) {
  const segments = 12;
  const start = random.next() * 360;
  return (
    <>
      <circle cx="80" cy="48" r="38" fill={palette.gold} />
      {Array.from({ length: segments }, (_, index) => {
        const from = (index / segments) * Math.PI * 2;
        const to = ((index + 1) / segments) * Math.PI * 2;
        const point = (angle: number) =>
          `${(80 + 35 * Math.cos(angle)).toFixed(2)} ${(48 + 35 * Math.sin(angle)).toFixed(2)}`;
        return (
          <path
            key={index}
            d={`M80 48 L${point(from)} A35 35 0 0 1 ${point(to)} Z`}
            fill={`hsl(${Math.round(start + index * 67) % 360} 75% 55%)`}
            stroke="#fff"
            strokeWidth=".6"
          />
        );
      })}
      <circle cx="80" cy="48" r="9" fill={palette.deep} stroke={palette.gold} strokeWidth="2" />
      <path d="M80 14 l-6 -10 h12 z" fill="#fff" stroke={palette.deep} />
    </>
  );
}

interface MotifProps {
  palette: Palette;
  random: SeededPicker;
}

export const tableMotifs: Record<TableArtType, (props: MotifProps) => ReactElement> = {
  baccarat: Baccarat,
  roulette: Roulette,
  blackjack: Blackjack,
  dragonTiger: DragonTiger,
  sicbo: Sicbo,
  gameShow: GameShow,
};

/** The felts a table is dealt on; a table's own seed picks one. */
export const feltHues = [152, 164, 196, 214, 348, 268, 30] as const;

/** 라이트닝's bolt, 스피드's lines and a crown for VIP, 메가 and 골드 tables. */
export function TableFlourishes({ flourish, palette }: { flourish: TableFlourish; palette: Palette }) {
  return (
    <>
      {flourish.speed && (
        <path
          d="M8 30h22M4 40h30M10 50h18"
          stroke={palette.light}
          strokeOpacity=".7"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      )}
      {flourish.lightning && (
        <path
          d="M140 4 L124 40 H136 L126 72 L152 30 H139 L148 4 Z"
          fill="#ffe14d"
          stroke="#fff6b0"
          strokeWidth="1"
          style={{ filter: 'drop-shadow(0 0 3px #ffd200)' }}
        />
      )}
      {flourish.crown && (
        <path d="M68 12 L72 2 L76 9 L80 0 L84 9 L88 2 L92 12 Z" fill={palette.gold} stroke="#fff3c4" strokeWidth=".6" />
      )}
    </>
  );
}
