/**
 * The drawings of slot themes on a 160×120 tile, centred above the title band: fruit, gems, a
 * lantern and coin, a pyramid, Olympus's bolt, a crowned moon, an Aztec temple, a fish, a paw, a
 * sheriff's star and a disco ball. The seeded picker moves and tints each one, so two games of one
 * theme still differ.
 */
import type { ReactElement } from 'react';

import type { Palette, SeededPicker } from '../../../lib/art-seed';
import type { SlotTheme } from './art-theme';

interface MotifProps {
  palette: Palette;
  random: SeededPicker;
}

const star = (cx: number, cy: number, outer: number, inner: number, points = 5): string =>
  Array.from({ length: points * 2 }, (_, index) => {
    const radius = index % 2 ? inner : outer;
    const angle = (Math.PI * index) / points - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');

function Fruit({ random }: MotifProps) {
  const lean = random.between(-6, 6);
  return (
    <g transform={`rotate(${lean.toFixed(1)} 80 46)`}>
      <circle cx="112" cy="50" r="17" fill="#ff9f1c" />
      <path d="M112 33 q6 -8 12 -4" stroke="#2e8b3a" strokeWidth="3" fill="none" />
      {[0, 1, 2, 3, 4, 5].map((index) => (
        <circle
          key={index}
          cx={40 + (index % 3) * 8 + (index > 2 ? 4 : 0)}
          cy={40 + (index > 2 ? 9 : 0)}
          r="6"
          fill="#8e44ad"
          stroke="#c08ee0"
        />
      ))}
      <path d="M70 18 Q76 36 66 52 M70 18 Q84 34 92 50" stroke="#2e8b3a" strokeWidth="2.5" fill="none" />
      <circle cx="66" cy="58" r="10" fill="#e63946" />
      <circle cx="92" cy="56" r="10" fill="#e63946" />
      <circle cx="63" cy="54" r="3" fill="#fff" opacity=".6" />
      <circle cx="89" cy="52" r="3" fill="#fff" opacity=".6" />
    </g>
  );
}

function Gem({ cx, cy, size, hue }: { cx: number; cy: number; size: number; hue: number }) {
  const s = size;
  return (
    <g>
      <polygon
        points={`${cx - s},${cy - s * 0.4} ${cx - s * 0.5},${cy - s} ${cx + s * 0.5},${cy - s} ${cx + s},${cy - s * 0.4} ${cx},${cy + s}`}
        fill={`hsl(${hue} 80% 55%)`}
        stroke={`hsl(${hue} 90% 80%)`}
      />
      <polygon
        points={`${cx - s},${cy - s * 0.4} ${cx + s},${cy - s * 0.4} ${cx},${cy + s}`}
        fill={`hsl(${hue} 85% 40%)`}
      />
      <polygon
        points={`${cx - s * 0.5},${cy - s} ${cx},${cy - s * 0.4} ${cx + s * 0.5},${cy - s}`}
        fill="#fff"
        opacity=".45"
      />
    </g>
  );
}

function Gems({ palette, random }: MotifProps) {
  const hue = palette.hue + random.between(90, 180);
  return (
    <>
      <Gem cx={48} cy={54} size={16} hue={(hue + 120) % 360} />
      <Gem cx={112} cy={54} size={16} hue={(hue + 240) % 360} />
      <Gem cx={80} cy={42} size={24} hue={hue % 360} />
      <polygon points={star(126, 22, 6, 2, 4)} fill="#fff" />
      <polygon points={star(36, 26, 5, 1.6, 4)} fill="#fff" opacity=".8" />
    </>
  );
}

function Dragon({ palette, random }: MotifProps) {
  const lantern = (x: number, y: number, scale: number) => (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path d="M0 -26 v6" stroke={palette.gold} strokeWidth="2" />
      <rect x="-9" y="-21" width="18" height="5" rx="1" fill={palette.gold} />
      <ellipse cx="0" cy="0" rx="18" ry="17" fill="#d62828" />
      <path d="M-8 -15 Q-14 0 -8 15 M8 -15 Q14 0 8 15 M0 -17 V17" stroke="#ff7b6b" strokeWidth="1.2" fill="none" />
      <rect x="-9" y="15" width="18" height="5" rx="1" fill={palette.gold} />
      <path d="M0 20 v10" stroke="#ffcc00" strokeWidth="2.5" />
    </g>
  );
  return (
    <>
      {lantern(46, 44, random.between(0.85, 1))}
      {lantern(114, 40, random.between(0.7, 0.85))}
      <circle cx="80" cy="56" r="16" fill={palette.gold} stroke="#fff0b5" strokeWidth="1.5" />
      <rect x="74" y="50" width="12" height="12" fill={palette.deep} />
      <circle cx="80" cy="56" r="12" fill="none" stroke="#a8812f" strokeWidth="1" />
    </>
  );
}

function Egyptian({ palette, random }: MotifProps) {
  const sunX = random.between(104, 126);
  return (
    <>
      <circle cx={sunX} cy="24" r="12" fill="#ffcf40" />
      <circle cx={sunX} cy="24" r="17" fill="none" stroke="#ffcf40" strokeOpacity=".4" strokeWidth="3" />
      <polygon points="80,14 128,76 32,76" fill="#e2b46a" />
      <polygon points="80,14 128,76 86,76" fill="#b98740" />
      <path d="M48 56 H112 M40 66 H120 M56 46 H104 M64 36 H96" stroke="#a87a3a" strokeOpacity=".55" />
      <path d="M70 48 Q80 40 90 48 Q80 56 70 48 Z" fill={palette.light} stroke={palette.deep} strokeWidth="1.2" />
      <circle cx="80" cy="48" r="3" fill={palette.deep} />
    </>
  );
}

function Myth({ palette, random }: MotifProps) {
  const column = (x: number) => (
    <g key={x}>
      <rect x={x - 9} y="26" width="18" height="4" fill={palette.light} />
      <rect x={x - 6} y="30" width="12" height="40" fill="#e9e2d3" />
      <path d={`M${x - 3} 31 V69 M${x} 31 V69 M${x + 3} 31 V69`} stroke="#bdb3a0" strokeWidth=".8" />
      <rect x={x - 9} y="70" width="18" height="5" fill={palette.light} />
    </g>
  );
  return (
    <>
      {column(36)}
      {column(124)}
      <path
        d={`M92 4 L64 48 H80 L68 84 L${(100 + random.between(-4, 4)).toFixed(1)} 36 H84 L98 4 Z`}
        fill="#ffe14d"
        stroke="#fff6b0"
        style={{ filter: 'drop-shadow(0 0 4px #ffd200)' }}
      />
    </>
  );
}

function Princess({ palette, random }: MotifProps) {
  return (
    <>
      <circle cx="80" cy="44" r="28" fill="#fff4c9" />
      <circle cx={92 + random.between(-2, 4)} cy="36" r="26" fill={palette.base} />
      <path d="M56 20 L62 4 L70 14 L78 0 L86 14 L94 4 L100 20 Z" fill={palette.gold} stroke="#fff3c4" />
      <circle cx="78" cy="9" r="2.5" fill={palette.accent} />
      {[0, 1, 2, 3].map((index) => (
        <polygon
          key={index}
          points={star(random.between(24, 136), random.between(16, 78), 4.5, 1.6, 4)}
          fill="#fff"
          opacity=".85"
        />
      ))}
    </>
  );
}

function Treasure({ palette, random }: MotifProps) {
  const steps = [0, 1, 2, 3].map((index) => (
    <rect
      key={index}
      x={44 + index * 9}
      y={70 - index * 11}
      width={72 - index * 18}
      height="11"
      fill="#7b8a4a"
      stroke="#4e5a2c"
    />
  ));
  return (
    <>
      {steps}
      <rect x="74" y="20" width="12" height="7" fill="#4e5a2c" />
      {[0, 1, 2].map((index) => (
        <ellipse
          key={index}
          cx={random.between(26, 40) + index * 44}
          cy={78 - (index === 1 ? 2 : 0)}
          rx="9"
          ry="4"
          fill={palette.gold}
          stroke="#a8812f"
        />
      ))}
    </>
  );
}

function Ocean({ palette, random }: MotifProps) {
  const turn = random.between(-10, 10);
  return (
    <>
      <path d="M0 70 Q20 62 40 70 T80 70 T120 70 T160 70 V90 H0 Z" fill="#1e6fb8" opacity=".6" />
      <g transform={`rotate(${turn.toFixed(1)} 80 44)`}>
        <path d="M46 44 Q70 18 104 44 Q70 70 46 44 Z" fill="#ff8c2a" />
        <path d="M104 44 L124 28 L120 44 L124 60 Z" fill="#ff6a00" />
        <path d="M66 30 Q72 44 66 58" stroke="#fff" strokeWidth="2.5" fill="none" />
        <circle cx="58" cy="40" r="3.5" fill="#fff" />
        <circle cx="58" cy="40" r="1.8" fill={palette.deep} />
      </g>
      {[0, 1, 2].map((index) => (
        <circle key={index} cx={36 - index * 6} cy={28 - index * 9} r={3 + index} fill="none" stroke="#bfe8ff" />
      ))}
    </>
  );
}

function Animal({ palette, random }: MotifProps) {
  const turn = random.between(-18, 18);
  return (
    <g transform={`rotate(${turn.toFixed(1)} 80 46)`} fill={palette.light}>
      <ellipse cx="80" cy="56" rx="20" ry="16" />
      <ellipse cx="56" cy="36" rx="8" ry="10" />
      <ellipse cx="72" cy="24" rx="8" ry="10" />
      <ellipse cx="88" cy="24" rx="8" ry="10" />
      <ellipse cx="104" cy="36" rx="8" ry="10" />
    </g>
  );
}

function Western({ palette, random }: MotifProps) {
  return (
    <>
      <polygon points={star(80, 44, 32, 16, 6)} fill={palette.gold} stroke="#fff0b5" strokeWidth="1.5" />
      <circle cx="80" cy="44" r="13" fill="none" stroke="#a8812f" strokeWidth="2" />
      {[0, 1].map((index) => (
        <circle
          key={index}
          cx={random.between(20, 44) + index * 96}
          cy={random.between(20, 70)}
          r="4"
          fill={palette.deep}
          stroke="#8a6a3a"
        />
      ))}
    </>
  );
}

function Neon({ palette, random }: MotifProps) {
  const rays = Array.from({ length: 10 }, (_, index) => {
    const angle = (index / 10) * Math.PI * 2 + random.next() * 0.3;
    return (
      <path
        key={index}
        d={`M${80 + 30 * Math.cos(angle)} ${44 + 30 * Math.sin(angle)} L${80 + 44 * Math.cos(angle)} ${44 + 44 * Math.sin(angle)}`}
        stroke={`hsl(${(palette.hue + index * 36) % 360} 90% 65%)`}
        strokeWidth="3"
        strokeLinecap="round"
      />
    );
  });
  return (
    <>
      {rays}
      <circle cx="80" cy="44" r="24" fill="#c9ced8" />
      <path
        d="M56 44 H104 M60 32 H100 M60 56 H100 M80 20 V68 M68 22 Q62 44 68 66 M92 22 Q98 44 92 66"
        stroke="#7d8595"
        strokeWidth="1.2"
        fill="none"
      />
      <circle cx="72" cy="36" r="5" fill="#fff" opacity=".8" />
    </>
  );
}

export const slotMotifs: Record<SlotTheme, (props: MotifProps) => ReactElement> = {
  fruit: Fruit,
  gems: Gems,
  dragon: Dragon,
  egyptian: Egyptian,
  myth: Myth,
  princess: Princess,
  treasure: Treasure,
  ocean: Ocean,
  animal: Animal,
  western: Western,
  neon: Neon,
};
