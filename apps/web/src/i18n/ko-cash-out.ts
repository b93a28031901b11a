/**
 * Cash-out (캐시아웃, docs/decisions/068): the offer on an open bet, the dialog that takes it in full or in
 * part or sets it to happen by itself, the cart's 내 베팅, and the operator's switches.
 */
import type { cashOutUnavailableReasons } from '@site/contracts/api/cash-out';
import { formatNumber } from '@site/contracts/rules/format';
import { glossary } from './ko-glossary';

const won = (amount: number) => `${formatNumber(amount)}원`;

export const koCashOut = {
  /** the offer's button on a bet: "캐시아웃 12,340원" */
  offer: (amount: number) => `${glossary.cashOut} ${won(amount)}`,
  /**
   * Quiet words for a bet without an offer, when the server sent none of its own: a lost or closed bet
   * shows nothing, the rest say why in a word.
   */
  unavailable: {
    disabled: '캐시아웃 불가',
    closed: '',
    lost: '',
    suspended: '일시 중지',
    ineligible: '',
  } satisfies Record<(typeof cashOutUnavailableReasons)[number], string>,
  dialogTitle: (betId: number) => `${glossary.cashOut} · No.${betId}`,
  close: '닫기',
  loading: '캐시아웃 금액을 확인하는 중…',
  offerNow: '현재 캐시아웃 금액',
  stakeNow: '진행 중인 베팅금액',
  /** the quote's countdown: a new one is fetched when it ends */
  expiresIn: (seconds: number) => `${seconds}초 후 갱신`,
  renewing: '금액 갱신 중…',
  kindLabel: '캐시아웃 방식',
  full: '전체 캐시아웃',
  partial: '일부 캐시아웃',
  partialAmount: '캐시아웃할 금액',
  partialRange: (min: number, max: number) => `${won(min)} ~ ${won(max)}`,
  partialOutOfRange: (min: number, max: number) => `캐시아웃할 금액은 ${won(min)}에서 ${won(max)} 사이로 입력해주세요.`,
  partialUnavailable: '남는 베팅금액이 너무 적어 이 베팅은 일부 캐시아웃을 할 수 없습니다.',
  stakeRiding: '계속 진행할 베팅금액',
  payoutRiding: `계속 진행할 베팅의 ${glossary.expectedPayout}`,
  take: (amount: number) => `${won(amount)} ${glossary.cashOut}`,
  taking: `${glossary.cashOut} 중…`,
  /** 409: the offer moved or the quote ran out; the member takes the new figure or leaves it */
  movedTitle: '캐시아웃 금액이 변경되었습니다',
  movedFromTo: (before: number, after: number) => `${won(before)} → ${won(after)}`,
  movedGone: '지금은 캐시아웃할 수 없습니다.',
  takeMoved: (amount: number) => `${won(amount)}으로 ${glossary.cashOut}`,
  cancel: '취소',
  done: '캐시아웃이 완료되었습니다.',
  /** the toast's line: what was paid, and what still rides on a partial one */
  paid: (betId: number, amount: number) => `베팅 No.${betId} · ${won(amount)} 지급`,
  stillRiding: (stake: number) => `남은 베팅금액 ${won(stake)}은 계속 진행됩니다.`,
  auto: '자동 캐시아웃',
  autoHelp: '캐시아웃 금액이 설정한 금액 이상이 되면 전체 캐시아웃됩니다.',
  autoField: '자동 캐시아웃 금액',
  autoSet: '설정',
  autoClear: '해제',
  autoNone: '설정 안 함',
  autoSaved: (amount: number) => `자동 캐시아웃을 ${won(amount)}으로 설정했습니다.`,
  autoCleared: '자동 캐시아웃을 해제했습니다.',
  autoInvalid: '자동 캐시아웃 금액을 입력해주세요.',
  /** a bet's figures: what the cash-outs paid, the stake still riding, the member's auto threshold */
  cashedOut: '캐시아웃 금액',
  stakeLeft: '남은 베팅금액',
  /** the cart's second view: the member's open sports bets with their offers */
  cartTabs: '베팅카트 보기',
  myBets: '내 베팅',
  myBetsEmpty: '진행 중인 스포츠 베팅이 없습니다.',
  myBetsFailed: '내 베팅을 불러오지 못했습니다.',
  allBets: `${glossary.betHistory} 전체 보기`,
} as const;

/** The console's panel of cash-out switches (운영 콘솔 › 스포츠 운영). */
export const koCashOutAdmin = {
  title: '캐시아웃 설정',
  help: '회원이 진행 중인 스포츠 베팅을 현재 배당 기준 금액에서 마진을 뺀 금액으로 미리 정산받을 수 있습니다.',
  prematch: '프리매치 캐시아웃',
  prematchHelp: '경기 시작 전 스포츠 베팅에 캐시아웃을 제공합니다.',
  live: '인플레이 캐시아웃',
  liveHelp: '진행 중인 경기의 라이브 베팅에 캐시아웃을 제공합니다.',
  disabledSports: '캐시아웃 제외 종목',
  disabledSportsHelp: '누른 종목의 경기가 하나라도 포함된 베팅에는 캐시아웃을 제공하지 않습니다.',
  maxStake: '베팅금액 상한 (원)',
  maxStakeHelp: '이 금액보다 큰 베팅에는 캐시아웃을 제공하지 않습니다. 비우면 상한 없음.',
  margin: '마진 (%)',
  marginHelp: '현재 배당 기준 금액에서 뺄 비율 (0~50, 소수 둘째 자리까지).',
  quoteSeconds: '견적 유효 시간 (초)',
  quoteSecondsHelp: '회원이 받은 캐시아웃 금액을 이 시간 안에 확정해야 합니다 (1~60초).',
  countsForRolling: '롤링 반영',
  countsForRollingHelp: '캐시아웃한 베팅금액을 롤링 실적에 포함합니다.',
  countsForTournaments: '토너먼트 반영',
  countsForTournamentsHelp: '캐시아웃한 베팅을 토너먼트 집계에 포함합니다.',
  maxStakeInvalid: '베팅금액 상한은 1원 이상의 정수로 입력하거나 비워주세요.',
  marginInvalid: '마진은 0에서 50 사이, 소수 둘째 자리까지 입력해주세요.',
  quoteSecondsInvalid: '견적 유효 시간은 1에서 60 사이의 정수로 입력해주세요.',
  sportsInvalid: '제외 종목을 확인해주세요.',
  save: '캐시아웃 설정 저장',
  saved: '캐시아웃 설정을 저장했습니다.',
} as const;
