import { hedgingErrors } from '@site/contracts/api/hedging';
import { betErrors } from '../betting/errors';

/** What a member or the operator reads when a minigame call is refused; shown as they are. */
export const minigameErrors = {
  gameNotFound: '존재하지 않는 게임입니다.',
  /** a game of the table whose rounds this server does not run (bet365's virtual sports for now) */
  notReady: '준비 중인 게임입니다.',
  /** SPEC.md §8's maintenance message, as the europe and in-play launchers word it */
  maintenance: betErrors.gameMaintenance,
  bettingClosed: '베팅이 마감되었습니다.',
  /** 양방: the other side of a market the member already bet on in this round */
  bothSides: hedgingErrors.minigame,
  pickNotFound: '선택한 항목을 찾을 수 없습니다. 다시 선택해주세요.',
  stakeRange: '최소 베팅금액은 최대 베팅금액보다 클 수 없습니다.',
} as const;
