import type { cashOutUnavailableReasons } from '@site/contracts/api/cash-out';
import { formatWon } from '@site/contracts/rules/format';

export type CashOutUnavailable = (typeof cashOutUnavailableReasons)[number];

/** What the member reads when a bet has no cash-out offer now, by reason. */
export const cashOutReasonMessages: Record<CashOutUnavailable, string> = {
  disabled: '이 베팅은 캐시아웃을 이용할 수 없습니다.',
  closed: '이미 종료된 베팅입니다.',
  lost: '적중하지 않은 경기가 있어 캐시아웃할 수 없습니다.',
  suspended: '지금은 배당이 중지되어 캐시아웃할 수 없습니다. 잠시 후 다시 시도해주세요.',
  ineligible: '캐시아웃을 지원하지 않는 베팅입니다.',
};

/** What the member reads when taking a cash-out or setting an auto cash-out is refused. */
export const cashOutErrors = {
  badQuote: '캐시아웃 견적이 올바르지 않습니다. 다시 시도해주세요.',
  expired: '캐시아웃 견적이 만료되었습니다. 새 금액을 확인해주세요.',
  moved: '캐시아웃 금액이 변경되었습니다. 새 금액을 확인해주세요.',
  betChanged: '베팅이 변경되었습니다. 새 금액을 확인해주세요.',
  aboveQuote: '캐시아웃 금액이 견적보다 많습니다.',
  partialTooSmall: (min: number) => `부분 캐시아웃은 ${formatWon(min)} 이상이어야 합니다.`,
  partialLeavesTooLittle: (min: number) =>
    `부분 캐시아웃 후 남는 베팅금액은 ${formatWon(min)} 이상이어야 합니다. 전체 캐시아웃을 이용해주세요.`,
  autoNotAbove: (offer: number) => `자동 캐시아웃 금액은 현재 캐시아웃 금액(${formatWon(offer)})보다 커야 합니다.`,
  autoAbovePayout: (payout: number) => `자동 캐시아웃 금액은 예상 당첨금(${formatWon(payout)}) 이하여야 합니다.`,
} as const;
