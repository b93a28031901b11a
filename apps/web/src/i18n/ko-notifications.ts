import { formatWon } from '@site/contracts/rules/format';
import { withParticle } from '@site/contracts/rules/korean-particles';

/** An amount as the subject of the sentence: 100,000원이. */
const amount = (won: number): string => withParticle(formatWon(won), '이/가');

/** The notification centre's texts (issue 29 point 6): the bell, its list, the toasts and their settings. */
export const koNotifications = {
  title: '알림',
  bell: (unread: number) => (unread > 0 ? `알림, 읽지 않은 알림 ${unread}개` : '알림'),
  markAllRead: '모두 읽음',
  markRead: '읽음',
  empty: '새 알림이 없습니다.',
  loadFailed: '알림을 불러오지 못했습니다.',
  unreadMark: '읽지 않음',
  close: '닫기',
  sound: '알림음',
  browser: {
    ask: '브라우저 알림 받기',
    askHelp: '이 창이 다른 창에 가려져 있을 때도 바탕화면에 알림을 띄웁니다.',
    granted: '브라우저 알림을 받고 있습니다.',
    denied: '브라우저 설정에서 이 사이트의 알림이 차단되어 있습니다.',
  },
  /** What happened, as one line: the toast, the list and the browser's notification say the same. */
  /** By channel (won, tether), then by outcome. */
  deposit: {
    won: {
      approved: (won: number) => `충전 신청하신 ${amount(won)} 승인되었습니다`,
      refused: (won: number) => `충전 신청하신 ${amount(won)} 거절되었습니다`,
    },
    tether: {
      approved: (won: number) => `테더로 ${amount(won)} 충전되었습니다`,
      refused: (won: number) => `테더 충전 신청 ${amount(won)} 거절되었습니다`,
    },
  },
  withdrawal: {
    won: {
      paid: (won: number) => `환전 신청하신 ${amount(won)} 지급되었습니다`,
      refused: (won: number) => `환전 신청하신 ${amount(won)} 거절되어 보유머니로 돌려드렸습니다`,
    },
    tether: {
      paid: (won: number) => `테더 환전 ${amount(won)} 지급되었습니다`,
      refused: (won: number) => `테더 환전 ${amount(won)} 거절되어 보유머니로 돌려드렸습니다`,
    },
  },
  bet: {
    won: (id: number, payout: number) => `베팅 #${id} 당첨 · 당첨금 ${formatWon(payout)}`,
    lost: (id: number) => `베팅 #${id} 낙첨`,
    void: (id: number, refund: number) =>
      `${withParticle(`베팅 #${id}`, '이/가')} 적중특례로 처리되어 ${amount(refund)} 환급되었습니다`,
    cashedOut: (id: number, paid: number) => `베팅 #${id} 자동 캐시아웃 · ${formatWon(paid)} 지급`,
  },
  inquiry: {
    answered: '1:1 문의에 답변이 등록되었습니다',
    edited: '1:1 문의의 답변이 수정되었습니다',
  },
  message: '새 쪽지가 도착했습니다',
} as const;
