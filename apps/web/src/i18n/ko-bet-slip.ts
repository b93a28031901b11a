import { cartBookNamesKorean, type CartBook, type OddsChangePolicy } from '@site/contracts/rules/bet-slip';
import { withParticle } from '@site/contracts/rules/korean-particles';
import { glossary } from './ko-glossary';

/** The bet cart's texts. The rule messages themselves come from contracts' rules/bet-slip.ts. */
export const koBetSlip = {
  title: '베팅카트',
  /** each book's cart is titled with its book: "국내형 베팅카트" */
  bookTitle: (book: CartBook) => `${cartBookNamesKorean[book]} 베팅카트`,
  kindLabel: '베팅 방식',
  kinds: { multi: '조합', singles: '단폴' },
  kindHelp: { multi: '선택한 경기를 한 건으로 조합합니다.', singles: '경기마다 같은 금액으로 한 건씩 베팅합니다.' },
  totalStake: '총 베팅금액',
  singlesCount: (count: number) => `${count}건`,
  singlePayout: '적중시',
  oddsChangeLabel: '배당 변경',
  oddsChange: {
    any: '모든 배당 변경 수락',
    higher: '상승 배당만 수락',
    ask: '항상 확인',
  } satisfies Record<OddsChangePolicy, string>,
  askedPrice: (before: string, after: string) => `배당 변경 ${before}에서 ${withParticle(after, '으로/로')}`,
  askedNote: '배당이 변경된 경기가 있습니다. 변경된 배당을 확인하고 수락해주세요.',
  acceptAsked: '변경된 배당 수락',
  confirmSingles: (count: number, stake: string, total: string, payout: string) =>
    `단폴 ${count}건 × ${stake}원, 총 ${total}원을 베팅하시겠습니까?\n모두 적중시: ${payout}원`,
  empty: '선택된 경기가 없습니다. 배당을 눌러 경기를 담아주세요.',
  clearAll: '전체삭제',
  /** "홈 vs 원정"; a virtual race (no away side) by its title alone */
  match: (home: string, away: string) => (away ? `${home} vs ${away}` : home),
  removePick: (match: string, selection: string) => `${match} ${selection} 삭제`,
  versus: 'vs',
  priceUp: '배당 상승',
  priceDown: '배당 하락',
  closed: '베팅중지',
  balance: '보유머니',
  stake: '베팅금액',
  max: 'MAX',
  resetStake: '정정',
  totalOdds: '배당률',
  bonusOdds: '보너스 배당',
  expectedPayout: glossary.expectedPayout,
  cappedNote: '최대 당첨금으로 제한됩니다.',
  stakeLimits: '최소 / 최대 베팅',
  maxPayout: glossary.maxPayout,
  limitsForMembers: '로그인 후 확인할 수 있습니다.',
  refreshOdds: '배당 새로고침',
  refreshing: '새로고침 중…',
  place: '베팅하기',
  placing: '베팅 중…',
  confirm: (stake: string, payout: string) => `${stake}원을 베팅하시겠습니까?\n예상 당첨금: ${payout}원`,
  done: '베팅이 완료되었습니다.',
  /** the placed bet's line under 완료, in the toast */
  placed: (id: number, stake: string) => `베팅 #${id} · ${stake}원`,
  /** a bet taken at a moved price under the member's 배당 변경 choice: "배당 1.85 → 1.90으로 변경되어 접수되었습니다." */
  priceTaken: (before: string, after: string) =>
    `배당 ${before} → ${withParticle(after, '으로/로')} 변경되어 접수되었습니다.`,
  oddsChanged: '배당이 변경되었습니다. 변경된 배당을 확인해주세요.',
  acceptNewOdds: '변경된 배당으로 베팅',
  problemsTitle: '베팅 전 확인해주세요',
  picksLabel: '선택한 경기',
  openCart: '베팅카트 열기',
  closeCart: '베팅카트 닫기',
  pickCount: (count: number) => `${count}경기`,
  dockOdds: '배당',
  dockPayout: '예상',
  won: (amount: string) => `${amount}원`,
} as const;

/** The odds calculator (SPEC.md §2 "calculators"): the bet cart's 계산기 and the menus open it. */
export const koCalculator = {
  open: '계산기',
  title: '배당 계산기',
  close: '닫기',
  odds: (index: number) => `${index}번 배당`,
  addRow: '배당 추가',
  removeRow: (index: number) => `${index}번 배당 삭제`,
  picks: '선택 경기 수',
  note: '보너스 배당과 최대 당첨금은 회원 등급의 베팅 규정을 따릅니다.',
};
