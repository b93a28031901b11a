/** The minigames (docs/decisions/024): settings, current rounds, boards, drawn rounds, bets and the rounds stream. */
import { endpoint, type NoInput } from '../endpoint';
import type { betSchema } from '../api/bets';
import type {
  minigameBoardSchema,
  minigameEventListSchema,
  minigameEventsQuerySchema,
  minigameResultQuerySchema,
  minigameRoundPageSchema,
  minigameRoundQuerySchema,
  minigameRoundSchema,
  minigameSettingListSchema,
  minigameSettingSchema,
  minigameSettingUpdateSchema,
  placeMinigameBetSchema,
} from '../api/minigames';
import type { intIdParamsSchema } from '../api/params';

const tag = '미니게임';

export const minigameEndpoints = {
  setting: endpoint<{ params: typeof intIdParamsSchema }, { 200: typeof minigameSettingSchema }>({
    method: 'GET',
    path: '/settingMinigame/:id',
    summary: '게임의 설정 (점검 여부, 베팅 한도): 입장할 때 확인',
    tag,
  }),
  events: endpoint<{ query: typeof minigameEventsQuerySchema }, { 200: typeof minigameEventListSchema }>({
    method: 'GET',
    path: '/minigame/events',
    summary: '게임의 회차 목록 (첫 항목이 현재 회차)',
    tag,
  }),
  board: endpoint<{ params: typeof intIdParamsSchema }, { 200: typeof minigameBoardSchema }>({
    method: 'GET',
    path: '/minigame/games/:id',
    summary: '게임의 현재 회차와 마켓별 배당',
    tag,
  }),
  rounds: endpoint<
    { params: typeof intIdParamsSchema; query: typeof minigameRoundQuerySchema },
    { 200: typeof minigameRoundPageSchema }
  >({
    method: 'GET',
    path: '/minigame/games/:id/rounds',
    summary: '게임의 추첨된 회차 한 페이지 (최신순, 검증 자료 포함)',
    tag,
  }),
  results: endpoint<{ query: typeof minigameResultQuerySchema }, { 200: typeof minigameRoundPageSchema }>({
    method: 'GET',
    path: '/minigame/results',
    summary: '미니게임 결과: 추첨된 회차 한 페이지 (?gameId=)',
    tag,
  }),
  /** Server-Sent Events, written by the handler itself (no answer to describe); the site opens it with EventSource. */
  roundStream: endpoint<NoInput, Record<never, never>>({
    method: 'GET',
    path: '/minigame/stream',
    summary: '모든 게임의 회차 변경 스트림 (Server-Sent Events)',
    tag,
  }),
  placeBet: endpoint<{ body: typeof placeMinigameBetSchema }, { 200: typeof betSchema; 201: typeof betSchema }>({
    method: 'POST',
    path: '/minigame/bets',
    summary: '미니게임 베팅 (회원만; 같은 Idempotency-Key의 재요청은 처음 만든 베팅으로 200)',
    tag,
  }),
};

const operatorTag = '운영: 미니게임';

/** Each game's maintenance switch and limits, and drawing a round now, under /admin (administrators only). */
export const minigameAdminEndpoints = {
  settings: endpoint<NoInput, { 200: typeof minigameSettingListSchema }>({
    method: 'GET',
    path: '/admin/minigames',
    permission: 'minigames.view',
    summary: '모든 게임의 설정 (점검, 베팅 한도)',
    tag: operatorTag,
  }),
  saveSetting: endpoint<
    { params: typeof intIdParamsSchema; body: typeof minigameSettingUpdateSchema },
    { 200: typeof minigameSettingSchema }
  >({
    method: 'PUT',
    path: '/admin/minigames/:id',
    permission: 'minigames.configure',
    summary: '한 게임의 설정 변경 (보낸 항목만)',
    tag: operatorTag,
  }),
  drawNow: endpoint<{ params: typeof intIdParamsSchema }, { 200: typeof minigameRoundSchema }>({
    method: 'POST',
    path: '/admin/minigames/:id/draw-now',
    permission: 'minigames.decide',
    summary: '게임의 현재 회차를 지금 추첨',
    tag: operatorTag,
  }),
};
