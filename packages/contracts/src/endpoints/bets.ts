/** The member's bets: the rules of the slip, placing, the history and cancelling (docs/decisions/009). */
import { endpoint, type NoInput } from '../endpoint';
import type {
  betListQuerySchema,
  betPageSchema,
  betPreferencesChangeSchema,
  betPreferencesSchema,
  betRulesSchema,
  betSchema,
  placeBetSchema,
  placeSinglesSchema,
  singleBetsSchema,
} from '../api/bets';
import type {
  betLimitListSchema,
  betLimitSchema,
  betLimitUpdateSchema,
  levelParamsSchema,
  sportsSettingsSchema,
  sportsSettingsUpdateSchema,
} from '../api/admin-sportsbook';
import type { hedgingRulesSchema, hedgingRulesUpdateSchema } from '../api/hedging';
import type { bigIdParamsSchema } from '../api/params';

const tag = '베팅';

export const betEndpoints = {
  rules: endpoint<NoInput, { 200: typeof betRulesSchema }>({
    method: 'GET',
    path: '/bets/rules',
    summary: '회원 레벨의 베팅 규칙 (한도, 보너스 배당, 금지 조합)',
    tag,
  }),
  place: endpoint<{ body: typeof placeBetSchema }, { 200: typeof betSchema; 201: typeof betSchema }>({
    method: 'POST',
    path: '/bets',
    summary: '베팅하기: 선택한 경기를 한 건의 조합 베팅으로 (같은 Idempotency-Key의 재요청은 처음 만든 베팅으로 200)',
    tag,
  }),
  placeSingles: endpoint<
    { body: typeof placeSinglesSchema },
    { 200: typeof singleBetsSchema; 201: typeof singleBetsSchema }
  >({
    method: 'POST',
    path: '/bets/singles',
    summary:
      '단폴 베팅: 선택한 경기마다 같은 금액의 단폴 한 건씩 (여러 경기면 다폴 단폴). 본문은 POST /bets와 같고, 모두 만들어지거나 하나도 만들어지지 않습니다 (잔액은 금액 × 경기 수 필요). 운영 설정이 단폴을 막으면 400, 배당이 바뀌었으면 409. 같은 Idempotency-Key의 재요청은 처음 만든 베팅들로 200',
    tag,
  }),
  preferences: endpoint<NoInput, { 200: typeof betPreferencesSchema }>({
    method: 'GET',
    path: '/bets/preferences',
    summary:
      '회원의 베팅 설정 (배당 변경: any 모든 배당 변경 수락, higher 상승 배당만 수락, ask 항상 확인; 배당 표시 방식: decimal 소수, fractional 분수, american 미국식, hongkong 홍콩식. 배당은 언제나 소수로 주고받습니다)',
    tag,
  }),
  savePreferences: endpoint<{ body: typeof betPreferencesChangeSchema }, { 200: typeof betPreferencesSchema }>({
    method: 'PUT',
    path: '/bets/preferences',
    summary: '회원의 베팅 설정 저장: 보낸 항목만 바뀌고, 보내지 않은 항목은 그대로 둡니다. 답은 저장된 설정 전체',
    tag,
  }),
  page: endpoint<{ query: typeof betListQuerySchema }, { 200: typeof betPageSchema }>({
    method: 'GET',
    path: '/bets',
    summary: '베팅내역 한 페이지',
    tag,
  }),
  one: endpoint<{ params: typeof bigIdParamsSchema }, { 200: typeof betSchema }>({
    method: 'GET',
    path: '/bets/:id',
    summary: '베팅 한 건',
    tag,
  }),
  cancel: endpoint<{ params: typeof bigIdParamsSchema }, { 200: typeof betSchema }>({
    method: 'POST',
    path: '/bets/:id/cancel',
    summary: '베팅 취소 (마감 전, 설정이 허용할 때)',
    tag,
  }),
};

const operatorTag = '운영: 베팅 규칙';

/** The operator's sportsbook rules, under /admin (administrators only). */
export const betAdminEndpoints = {
  sportsSettings: endpoint<NoInput, { 200: typeof sportsSettingsSchema }>({
    method: 'GET',
    path: '/admin/sports/settings',
    permission: 'sports.view',
    summary: '스포츠 베팅 설정 (취소 규칙, 보너스 배당, 금지 조합, 단폴 허용)',
    tag: operatorTag,
  }),
  saveSportsSettings: endpoint<{ body: typeof sportsSettingsUpdateSchema }, { 200: typeof sportsSettingsSchema }>({
    method: 'PUT',
    path: '/admin/sports/settings',
    permission: 'sports.configure',
    summary: '스포츠 베팅 설정 변경 (바꾼 항목만)',
    tag: operatorTag,
  }),
  betLimits: endpoint<NoInput, { 200: typeof betLimitListSchema }>({
    method: 'GET',
    path: '/admin/bet-limits',
    permission: 'sports.view',
    summary: '레벨별 베팅 한도',
    tag: operatorTag,
  }),
  saveBetLimit: endpoint<
    { params: typeof levelParamsSchema; body: typeof betLimitUpdateSchema },
    { 200: typeof betLimitSchema }
  >({
    method: 'PUT',
    path: '/admin/bet-limits/:level',
    permission: 'sports.configure',
    summary: '한 레벨의 베팅 한도 변경',
    tag: operatorTag,
  }),
  hedgingRules: endpoint<NoInput, { 200: typeof hedgingRulesSchema }>({
    method: 'GET',
    path: '/admin/hedging-rules',
    permission: 'sports.view',
    summary: '양방 베팅 제한: 스포츠·카지노·미니게임마다 켜져 있으면 반대 선택을 거부 (기본 켜짐)',
    tag: operatorTag,
  }),
  saveHedgingRules: endpoint<{ body: typeof hedgingRulesUpdateSchema }, { 200: typeof hedgingRulesSchema }>({
    method: 'PUT',
    path: '/admin/hedging-rules',
    permission: 'sports.configure',
    summary: '양방 베팅 제한 변경 (보낸 상품만)',
    tag: operatorTag,
  }),
};
