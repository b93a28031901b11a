/**
 * The operator console's frame, dashboard and bet list. Only the lazily loaded console imports it,
 * so the member site's first load does not carry it.
 */
import { formatWon } from '@site/contracts/rules/format';
import { withParticle } from '@site/contracts/rules/korean-particles';
import { glossary } from './ko-glossary';

export const koConsole = {
  frame: {
    title: '운영 콘솔',
    partnerTitle: '파트너 콘솔',
    signedInAs: (userId: string) => `${userId} 관리자`,
    partnerSignedInAs: (userId: string) => `${userId} 파트너`,
    logout: '로그아웃',
  },
  tabs: {
    dashboard: '대시보드',
    bets: '베팅 관리',
  },
  dashboard: {
    /** a cashier queue and how many requests wait in it */
    queueCount: (label: string, count: string) => `${label} ${count}건`,
    today: (day: string) => `${day} 기준 (한국 시간)`,
    membersOnline: '접속 중인 회원',
    membersOnlineHelp: '최근 5분 안에 활동한 회원',
    people: (count: number) => `${count.toLocaleString('ko-KR')}명`,
    productsTitle: '오늘의 상품별 베팅',
    product: '상품',
    bets: '베팅 수',
    stakes: '베팅 금액',
    payouts: '지급 금액',
    profit: '손익',
    pending: '진행 중',
    total: '합계',
    noBets: '오늘 접수된 베팅이 없습니다.',
    queuesTitle: '처리 대기',
    queues: {
      wonDeposit: '원화 충전 신청',
      wonWithdrawal: '원화 환전 신청',
      tetherDeposit: glossary.tetherDepositRequest,
      tetherWithdrawal: glossary.tetherWithdrawalRequest,
      accountInquiries: '계좌 문의',
    },
    openCashier: '입출금 관리로 이동',
    refreshedEvery: '10초마다 새로 고칩니다.',
  },
  bets: {
    filters: '베팅 찾기',
    userId: '회원 아이디',
    product: '상품',
    status: '상태',
    all: '전체',
    search: '찾기',
    empty: '조건에 맞는 베팅이 없습니다.',
    failed: '베팅 목록을 불러오지 못했습니다.',
    member: '회원',
    voidBet: '적특 처리',
    resettle: '경기 재정산',
    history: '처리 기록',
    actionKinds: { void: '적특 처리', resettle: '재정산' },
    actionLine: (who: string, when: string) => `${when} · ${who}`,
    moved: (amount: number) => (amount === 0 ? '금액 변동 없음' : `${amount > 0 ? '+' : ''}${formatWon(amount)}`),
  },
  voidDialog: {
    title: (id: number) => `베팅 #${id} 적특 처리`,
    pendingHelp: '진행 중인 베팅입니다. 적특 처리하면 베팅금 전액이 회원에게 반환됩니다.',
    /** a running bet partly cashed out: only the stake still riding comes back, the cash-outs stand */
    pendingPartHelp: (stake: string) =>
      `진행 중인 베팅입니다. 적특 처리하면 남은 베팅금액 ${stake}이 회원에게 반환됩니다. 이미 지급된 캐시아웃 금액은 그대로입니다.`,
    settledHelp: (change: string) => `정산된 베팅입니다. 적특 처리하면 회원 보유머니가 ${change} 정정됩니다.`,
    reason: '사유',
    reasonHelp: '회원 문의와 감사에 남는 기록입니다.',
    submit: '적특 처리',
    done: (id: number) => `${withParticle(`베팅 #${id}`, '을/를')} 적특 처리했습니다.`,
  },
  resettleDialog: {
    title: (home: string, away: string) => `${home} vs ${away} 재정산`,
    help: '결과가 잘못된 선택만 고친 뒤 재정산하세요. 이 경기에 걸린 정산된 베팅을 모두 다시 정산하고, 달라진 금액만 회원 보유머니에 한 번 반영합니다.',
    unchanged: (current: string) => `그대로 (${current})`,
    submit: '재정산',
    done: (checked: number, changed: number) => `베팅 ${checked}건을 확인했고 ${changed}건의 정산을 바꿨습니다.`,
  },
} as const;
