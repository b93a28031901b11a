/**
 * The game window's HTML: the frame the script (window/game.js) fills from the window's state. No
 * inline script or style element (the site's CSP): the stylesheet and script are files of this origin.
 */
import { casinoAggregatorNames, type CasinoAggregatorKey } from '@site/contracts/casino';
import { catalogueOf } from './catalogue';
import type { WindowView } from './provider';
import { lineSymbols, SLOT_BET_SIZES, SLOT_RTP, standardMachine } from './slot';

const SLOT_RTP_PERCENT = (SLOT_RTP * 100).toFixed(1);

export const GAME_ASSETS_PATH = '/sim-casino/assets';
export const windowPath = (id: string): string => `/sim-casino/window/${id}`;

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const head = (title: string): string => `<!doctype html>
<html lang="ko">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="referrer" content="no-referrer">
  <title>${escapeHtml(title)}</title>
  <link rel="stylesheet" href="${GAME_ASSETS_PATH}/game.css">`;

/** The machine's paylines for the window to draw wins along, row per reel ('11111,00000,…'): one source. */
const PAYLINES = standardMachine.lines.map((line) => line.join('')).join(',');

const KIND_LABELS = { baccarat: '라이브 바카라', roulette: '라이브 룰렛', slot: '슬롯' } as const;

export function renderGamePage(windowId: string, view: WindowView): string {
  const vendor =
    catalogueOf(view.aggregator as CasinoAggregatorKey).vendors.find((item) => item.code === view.vendor)?.nameKorean ??
    view.vendor;
  const provider = casinoAggregatorNames[view.aggregator as CasinoAggregatorKey] ?? view.aggregator;
  return `${head(`${view.gameName} — ${vendor}`)}
  <script src="${GAME_ASSETS_PATH}/game.js" defer></script>
</head>
<body class="kind-${view.kind}" data-window="${escapeHtml(windowId)}" data-kind="${view.kind}" data-bets="${SLOT_BET_SIZES.join(',')}" data-lines="${PAYLINES}">
  <header class="bar">
    <div class="title">
      <span class="vendor">${escapeHtml(vendor)} · ${escapeHtml(provider)}</span>
      <strong>${escapeHtml(view.gameName)}</strong>
      <span class="kind-label">${KIND_LABELS[view.kind]}</span>
    </div>
    <div class="wallet">
      <span class="nick">${escapeHtml(view.nickname)}</span>
      <span class="balance-label">보유금액</span>
      <strong id="balance">${view.balance.toLocaleString('ko-KR')}</strong><span class="won">원</span>
    </div>
  </header>
  <main id="game" class="game" aria-live="polite"></main>
  ${view.kind === 'slot' ? paytable() : ''}
  <p id="message" class="message" role="status"></p>
  <footer class="foot">시뮬레이션 게임 · 모든 베팅은 사이트 지갑에서 처리됩니다.</footer>
</body>
</html>`;
}

export function renderClosedPage(reason: 'invalid' | 'unreachable'): string {
  const detail =
    reason === 'invalid'
      ? '게임 링크가 만료되었거나 이미 사용되었습니다. 사이트에서 게임을 다시 실행해주세요.'
      : '지갑 서버에 연결할 수 없습니다. 잠시 후 사이트에서 다시 실행해주세요.';
  return `${head('게임을 열 수 없습니다')}
</head>
<body class="closed">
  <main class="closed-card">
    <h1>게임을 열 수 없습니다.</h1>
    <p>${detail}</p>
  </main>
</body>
</html>`;
}

const SYMBOL_NAMES: Record<string, string> = {
  '7': '7',
  B: 'BAR',
  C: '♛ 왕관',
  D: '◆ 다이아',
  A: 'A',
  K: 'K',
  Q: 'Q',
  J: 'J',
};

/** The slot's paytable, from the machine itself (pays per line bet; 20 lines). */
function paytable(): string {
  const machine = standardMachine;
  const rows = lineSymbols
    .map((symbol) => {
      const [three, four, five] = machine.pays[symbol];
      return `<tr><td>${SYMBOL_NAMES[symbol] ?? symbol}</td><td>×${three}</td><td>×${four}</td><td>×${five}</td></tr>`;
    })
    .join('');
  const [s3, s4, s5] = machine.scatterPays;
  return `<details id="paytable" class="paytable">
    <summary>배당표 · 게임 규칙</summary>
    <p>${machine.lines.length}라인 고정. 라인 배당은 라인 베팅(총 베팅 ÷ ${machine.lines.length}) 기준, 왼쪽부터 연속 3개 이상. WILD는 ★를 제외한 모든 심볼을 대신합니다.</p>
    <table><thead><tr><th>심볼</th><th>3개</th><th>4개</th><th>5개</th></tr></thead><tbody>${rows}
    <tr><td>★ 스캐터 (총 베팅)</td><td>×${s3}</td><td>×${s4}</td><td>×${s5}</td></tr></tbody></table>
    <p>★ 스캐터 3개 이상: 프리스핀 ${machine.freeSpins}회, 당첨금 ×${machine.freeSpinMultiplier}. 이론 환수율 ${SLOT_RTP_PERCENT}%.</p>
  </details>`;
}
