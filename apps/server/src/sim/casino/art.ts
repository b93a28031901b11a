/**
 * A game's tile art, drawn from its code: the same code always gives the same picture. A light SVG
 * (gradient, a few shapes, the game's name), so a lobby of sixty tiles costs a few kilobytes each.
 */
import { createHash } from 'node:crypto';
import type { CatalogueGame } from '../../modules/casino/aggregator-port';

const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const KIND_GLYPH = { baccarat: '♠', roulette: '◎', slot: '7' } as const;

export function gameArt(game: CatalogueGame): string {
  const hash = createHash('sha256').update(game.code).digest();
  const byte = (index: number) => hash[index % hash.length] ?? 0;
  const hue = Math.round((byte(0) / 255) * 360);
  const hue2 = (hue + 40 + byte(1)) % 360;
  const circles = [0, 1, 2, 3, 4]
    .map((index) => {
      const x = 10 + (byte(2 + index * 3) / 255) * 180;
      const y = 10 + (byte(3 + index * 3) / 255) * 130;
      const r = 12 + (byte(4 + index * 3) / 255) * 40;
      return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="hsl(${(hue + index * 50) % 360},85%,70%)" opacity=".28"/>`;
    })
    .join('');
  const name = game.nameKorean.length > 12 ? `${game.nameKorean.slice(0, 11)}…` : game.nameKorean;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 150" width="200" height="150">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,38%)"/><stop offset="1" stop-color="hsl(${hue2},75%,18%)"/></linearGradient></defs>
<rect width="200" height="150" fill="url(#g)"/>${circles}
<text x="100" y="80" text-anchor="middle" font-family="Georgia,serif" font-size="64" font-weight="700" fill="#fff" opacity=".9">${KIND_GLYPH[game.kind]}</text>
<rect x="0" y="112" width="200" height="38" fill="#000" opacity=".45"/>
<text x="100" y="137" text-anchor="middle" font-family="'Noto Sans KR',sans-serif" font-size="17" font-weight="700" fill="#fff">${escapeXml(name)}</text>
</svg>`;
}
