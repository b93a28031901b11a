/**
 * The texts of the member's won cashier (/charge, /exchange) and points and money history
 * (/mywallet/point). The server's refusals come from contracts' cashierErrors, so the page and the
 * server say the same words.
 */
import { ledgerReasonLabels } from '@site/contracts/ledger-reason-labels';
import { formatNumber, formatWon } from '@site/contracts/rules/format';

export const koCashier = {
  amount: {
    reset: '정정',
    /** 10,000 → 1만, 1,000,000 → 100만: the quick buttons as Korean sites write them */
    chip: (amount: number) => (amount % 10_000 === 0 ? `${formatNumber(amount / 10_000)}만` : formatNumber(amount)),
  },
  rolling: {
    title: '롤링 현황',
    required: '필요 롤링',
    done: '달성 롤링',
    remaining: '남은 롤링',
    met: '롤링 조건을 충족했습니다. 환전을 신청할 수 있습니다.',
    notMet: (remaining: number) => `${formatWon(remaining)}을 더 베팅하면 환전할 수 있습니다.`,
    since: (at: string) => `${at} 이후 기준`,
    sinceStart: '가입 이후 기준',
    progress: '롤링 달성률',
    gameType: '게임',
    weight: '반영률',
    staked: '베팅금액',
    counted: '인정금액',
    gameTypes: { 1: '스포츠', 2: '라이브', 3: '미니게임', 4: '가상게임', 5: '카지노' } as Record<number, string>,
    otherGameType: (code: number) => `게임 ${code}`,
  },
  status: '상태',
  amountLabel: '신청금액',
  requestedAt: '신청일시',
  decidedAt: '처리일시',
  refusalReason: '거절 사유',
  cancel: '취소',
  cancelling: '취소 중…',
  closedNow: '지금은 충전·환전 신청을 받지 않습니다.',
  loadFailed: '정보를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
  listLoadFailed: '신청 내역을 불러오지 못했습니다.',
  charge: {
    formTitle: '충전 신청',
    depositorName: '입금자명',
    amount: '충전금액',
    bonus: '보너스 선택',
    bonusFirst: (pct: number) => `첫충 ${pct}%`,
    bonusEvery: (pct: number) => `매충 ${pct}%`,
    bonusNone: '받지 않음',
    bonusCap: (cap: number, currency: 'money' | 'point') =>
      `최대 ${currency === 'point' ? `${formatNumber(cap)}P` : formatWon(cap)}, ${currency === 'point' ? '포인트' : '머니'}로 지급`,
    firstUsed: '첫충 보너스는 오늘 이미 받으셨습니다.',
    bonusPreview: (amount: number, currency: 'money' | 'point') =>
      `예상 보너스 ${currency === 'point' ? `${formatNumber(amount)}P` : formatWon(amount)}`,
    limits: (unit: number, min: number, max: number) =>
      `${formatWon(unit)} 단위, 최소 ${formatWon(min)} ~ 최대 ${formatWon(max)}`,
    /** the member's own deposit limit (책임감 있는 이용) that leaves the least room */
    depositLimitLeft: (limitName: string, left: number) => `${limitName} 남은 금액 ${formatWon(left)}`,
    depositLimitChange: '한도 설정',
    notes: '입금 안내',
    inquiry: '계좌문의',
    /** The same question as a 1:1 inquiry in the customer centre, for a member who wants to write more. */
    inquiryByCustomer: '고객센터 1:1 계좌문의',
    inquiryHelp: '입금 계좌는 화면에 표시하지 않습니다. 계좌문의를 보내시면 쪽지로 안내해드립니다.',
    inquirySent: '계좌문의를 보냈습니다. 답변은 쪽지로 드립니다.',
    inquiryWaiting: '계좌문의 답변을 기다리는 중입니다. 답변은 쪽지로 드립니다.',
    submit: '충전 신청',
    confirm: (amount: number, depositor: string, bonus: string) =>
      `${formatWon(amount)}을 충전 신청하시겠습니까?\n입금자명: ${depositor}\n${bonus}`,
    done: '충전 신청이 접수되었습니다. 입금자명과 금액이 같게 입금해주세요.',
    pendingTitle: '처리 대기 중인 충전 신청',
    cancelConfirm: '대기 중인 충전 신청을 취소하시겠습니까?',
    cancelled: '충전 신청을 취소했습니다.',
    historyTitle: '최근 충전 내역',
    empty: '충전 신청 내역이 없습니다.',
    bonusColumn: '보너스',
  },
  exchange: {
    formTitle: '환전 신청',
    backToConsole: '파트너 콘솔로',
    account: '출금 계좌',
    bank: '은행',
    accountNumber: '계좌번호',
    holder: '예금주',
    noAccount: '등록된 출금 계좌가 없습니다. 출금 계좌와 출금 비밀번호를 먼저 등록해주세요.',
    registerAccount: '출금 계좌 등록하기',
    accountChange: '출금 계좌 변경은 고객센터에 문의해주세요.',
    amount: '환전금액',
    password: '출금 비밀번호',
    limits: (unit: number, min: number, max: number) =>
      `${formatWon(unit)} 단위, 최소 ${formatWon(min)} ~ 최대 ${formatWon(max)}`,
    todayTitle: '오늘 환전',
    todayCount: '신청 횟수',
    todayAmount: '신청 금액',
    ofLimitCount: (used: number, limit: number) => `${used}회 / ${limit}회`,
    ofLimitAmount: (used: number, limit: number) => `${formatWon(used)} / ${formatWon(limit)}`,
    balance: '보유머니',
    submit: '환전 신청',
    confirm: (amount: number, bank: string, masked: string) =>
      `${formatWon(amount)}을 환전 신청하시겠습니까?\n${bank} ${masked}\n신청 금액은 보유머니에서 바로 차감됩니다.`,
    done: '환전 신청이 접수되었습니다. 처리되면 등록된 계좌로 입금됩니다.',
    pendingTitle: '처리 대기 중인 환전 신청',
    historyTitle: '최근 환전 내역',
    empty: '환전 신청 내역이 없습니다.',
  },
  point: {
    balanceTitle: '보유 포인트',
    convertTitle: '포인트 전환',
    convertAmount: '전환할 포인트',
    convertRules: (min: number, unit: number) =>
      `${formatNumber(min)}P부터 ${formatNumber(unit)}P 단위로 보유머니로 전환할 수 있습니다.`,
    convert: '머니로 전환',
    convertConfirm: (amount: number) =>
      `${formatNumber(amount)}P를 보유머니 ${formatWon(amount)}으로 전환하시겠습니까?`,
    converted: '포인트를 보유머니로 전환했습니다.',
    all: '전액',
    historyTitle: '머니 · 포인트 내역',
    tabs: { money: '머니', point: '포인트' },
    tabsLabel: '내역 종류',
    empty: '선택한 기간에 내역이 없습니다.',
    loadFailed: '내역을 불러오지 못했습니다.',
    at: '일시',
    reason: '내용',
    change: '변동',
    balanceAfter: '잔액',
    total: (count: number) => `총 ${count}건`,
    signed: (amount: number, currency: 'money' | 'point') =>
      `${amount > 0 ? '+' : ''}${formatNumber(amount)}${currency === 'point' ? 'P' : '원'}`,
    amountOf: (amount: number, currency: 'money' | 'point') =>
      currency === 'point' ? `${formatNumber(amount)}P` : formatWon(amount),
  },
  dateRange: {
    from: '시작일',
    to: '종료일',
    dateRange: '조회 기간',
    today: '오늘',
    week: '1주일',
    month: '1개월',
  },
  /** The Korean name of each ledger reason, for the member's history and the operator's ledger: contracts' one list. */
  ledgerReasons: ledgerReasonLabels,
} as const;
