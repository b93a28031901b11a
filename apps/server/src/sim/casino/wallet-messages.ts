import type { CasinoWalletStatus } from '@site/contracts/api/casino-wallet';
import { hedgingErrors } from '@site/contracts/api/hedging';

/** What the game window tells the member when the wallet refused a bet. */
export function refusalMessage(status: CasinoWalletStatus | 'UNREACHABLE'): string {
  switch (status) {
    case 'INSUFFICIENT_FUNDS':
      return '보유금액이 부족합니다.';
    case 'INVALID_TOKEN':
      return '게임 세션이 만료되었습니다. 사이트에서 게임을 다시 열어주세요.';
    case 'PLAYER_BLOCKED':
      return '관리자에게 문의해주세요.';
    case 'GAME_UNAVAILABLE':
      return '점검중입니다.';
    case 'BOTH_SIDES':
      return hedgingErrors.casino;
    // The protocol names no limit: which one and what is left are on the site's 책임감 있는 이용 page.
    case 'LIMIT_EXCEEDED':
      return '회원님이 설정한 베팅 한도 또는 손실 한도에 도달하여 베팅할 수 없습니다. 사이트의 책임감 있는 이용 메뉴에서 확인해주세요.';
    case 'UNREACHABLE':
      return '지갑 서버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.';
    default:
      return '베팅이 거부되었습니다.';
  }
}

export const newTxId = (prefix: string): string => `${prefix}${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`;
