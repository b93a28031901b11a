import QRCode from 'qrcode';
import { formatUsdt, MICRO_USDT } from '@site/contracts/api/cashier';
import type { InvoiceView } from './gateway';
import { PAYMENT_PAGE_PATH } from './gateway';

export const PAGE_STYLESHEET_PATH = '/sim/tether/page.css';
export const PAGE_SCRIPT_PATH = '/sim/tether/countdown.js';

/** How often an open or confirming page reloads itself to show the new status. */
const REFRESH_OPEN_SEC = 5;
const REFRESH_CONFIRMING_SEC = 2;

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** USDT as wallets take it in a payment link: a plain decimal, no grouping. */
const plainUsdt = (micro: number): string => (micro / MICRO_USDT).toFixed(6).replace(/\.?0+$/, '');

function statusText({ invoice, confirmationsNeeded }: InvoiceView): string {
  switch (invoice.status) {
    case 'open':
      return '결제 대기';
    case 'paid':
      return `입금 확인 중 (${invoice.confirmations}/${confirmationsNeeded} 컨펌)`;
    case 'confirmed':
      return '입금 완료 — 이 창을 닫아도 됩니다.';
    case 'expired':
      return '결제 기한 만료 — 사이트에서 다시 신청해주세요.';
  }
}

const clockText = (seconds: number): string =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The payment page the member's window opens: amount, address, QR code, time left, status, and the
 * button that stands in for a wallet's transfer. Scripts and styles come from files of this origin
 * (the site's CSP allows no inline ones); the page reloads itself while something can still change.
 */
export async function renderPaymentPage(view: InvoiceView): Promise<string> {
  const { invoice, secondsLeft } = view;
  const qr = await QRCode.toString(`tron:${invoice.address}?amount=${plainUsdt(invoice.usdtMicro)}`, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
  });
  const qrSrc = `data:image/svg+xml;base64,${Buffer.from(qr).toString('base64')}`;
  const refresh =
    invoice.status === 'open' ? REFRESH_OPEN_SEC : invoice.status === 'paid' ? REFRESH_CONFIRMING_SEC : undefined;
  const payForm =
    invoice.status === 'open'
      ? `<form method="post" action="${PAYMENT_PAGE_PATH}/${escapeHtml(invoice.id)}/pay">
      <button type="submit">송금하기 (시뮬레이션)</button>
    </form>`
      : '';
  const countdown =
    invoice.status === 'open'
      ? `<p class="row">남은 시간 <strong id="countdown" data-seconds="${secondsLeft}">${clockText(secondsLeft)}</strong></p>`
      : '';
  const tx = invoice.txHash ? `<dt>거래 해시</dt><dd class="mono">${escapeHtml(invoice.txHash)}</dd>` : '';
  return `<!doctype html>
<html lang="ko">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  ${refresh ? `<meta http-equiv="refresh" content="${refresh}">` : ''}
  <title>테더(USDT) 결제 — 시뮬레이션</title>
  <link rel="stylesheet" href="${PAGE_STYLESHEET_PATH}">
  <script src="${PAGE_SCRIPT_PATH}" defer></script>
</head>
<body>
  <main class="card">
    <h1>USDT (TRC-20) 결제</h1>
    <p class="note">시뮬레이션 결제 페이지입니다. 실제 송금은 일어나지 않습니다.</p>
    <p class="status status-${invoice.status}" id="status">${escapeHtml(statusText(view))}</p>
    <dl>
      <dt>송금 금액</dt><dd class="amount">${escapeHtml(formatUsdt(invoice.usdtMicro))}</dd>
      <dt>받는 주소 (TRC-20)</dt><dd class="mono" id="address">${escapeHtml(invoice.address)}</dd>
      ${tx}
    </dl>
    <img class="qr" src="${qrSrc}" alt="결제 QR 코드" width="200" height="200">
    ${countdown}
    ${payForm}
    <p class="hint">정확한 금액을 TRC-20 네트워크로 보내주세요. 다른 네트워크로 보낸 금액은 돌려받을 수 없습니다.</p>
  </main>
</body>
</html>`;
}

export function renderMissingPage(): string {
  return `<!doctype html>
<html lang="ko">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>결제 요청 없음</title>
  <link rel="stylesheet" href="${PAGE_STYLESHEET_PATH}">
</head>
<body><main class="card"><h1>결제 요청을 찾을 수 없습니다.</h1><p class="note">사이트에서 다시 신청해주세요.</p></main></body>
</html>`;
}

export const PAGE_STYLESHEET = `
*{box-sizing:border-box}
body{margin:0;padding:16px;background:#f3efe9;color:#222;font:15px/1.5 "Noto Sans KR",system-ui,sans-serif}
.card{max-width:420px;margin:0 auto;background:#fff;border-radius:10px;padding:20px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{margin:0 0 4px;font-size:19px;color:#8a6a45}
.note,.hint{color:#666;font-size:13px}
dl{margin:12px 0}
dt{color:#666;font-size:13px;margin-top:10px}
dd{margin:2px 0 0}
.amount{font-size:24px;font-weight:700;color:#b89067}
.mono{font-family:ui-monospace,monospace;word-break:break-all}
.qr{display:block;margin:12px auto;width:200px;height:200px}
.status{padding:8px 12px;border-radius:6px;background:#f0f0f0;font-weight:700}
.status-paid{background:#fff6e0;color:#8a5a00}
.status-confirmed{background:#e6f6ea;color:#1d6b34}
.status-expired{background:#fdeaea;color:#a52828}
.row{text-align:center}
button{display:block;width:100%;padding:14px;border:0;border-radius:8px;background:#b89067;color:#fff;font-size:17px;font-weight:700;cursor:pointer}
button:active{background:#9c7752}
`;

/** Counts the time left down between two reloads, from the seconds the server wrote into the page. */
export const PAGE_SCRIPT = `
(function () {
  var element = document.getElementById('countdown');
  if (!element) return;
  var left = Number(element.getAttribute('data-seconds')) || 0;
  var started = Date.now();
  function pad(n) { return (n < 10 ? '0' : '') + n; }
  function show() {
    var seconds = Math.max(0, left - Math.floor((Date.now() - started) / 1000));
    element.textContent = seconds > 0 ? pad(Math.floor(seconds / 60)) + ':' + pad(seconds % 60) : '만료';
    if (seconds > 0) setTimeout(show, 1000);
  }
  show();
})();
`;
