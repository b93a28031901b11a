/** The roulette coupon promotion (SPEC.md §7's two calls) and the operator's wheel settings. */
import { endpoint, type NoInput } from '../endpoint';
import type {
  adminRouletteSchema,
  rouletteCountsQuerySchema,
  rouletteCountsSchema,
  rouletteSettingsInputSchema,
  rouletteSpinBodySchema,
  rouletteSpinResultSchema,
} from '../api/roulette';

const tag = '룰렛';
const operatorTag = '운영: 룰렛';

export const rouletteEndpoints = {
  counts: endpoint<{ query: typeof rouletteCountsQuerySchema }, { 200: typeof rouletteCountsSchema }>({
    method: 'GET',
    path: '/card/user/count',
    summary: '보유한 룰렛 쿠폰 수 (100 ~ 500), 본인만',
    tag,
  }),
  spin: endpoint<{ body: typeof rouletteSpinBodySchema }, { 200: typeof rouletteSpinResultSchema }>({
    method: 'POST',
    path: '/card/choiceRoulette',
    summary: '룰렛 돌리기: 쿠폰 한 장을 쓰고 결과 코드를 답함 (1 치킨, 2 피자, 3 꽝, 그 밖은 포인트)',
    tag,
  }),
};

export const rouletteAdminEndpoints = {
  overview: endpoint<NoInput, { 200: typeof adminRouletteSchema }>({
    method: 'GET',
    path: '/admin/roulette',
    permission: 'promotions.view',
    summary: '룰렛 확률·하루 예산·교환권 가치·제외 레벨, 바퀴별 기대 지급액과 오늘의 지급',
    tag: operatorTag,
  }),
  save: endpoint<{ body: typeof rouletteSettingsInputSchema }, { 200: typeof adminRouletteSchema }>({
    method: 'PUT',
    path: '/admin/roulette',
    permission: 'promotions.configure',
    summary: '룰렛 설정 저장',
    tag: operatorTag,
  }),
};
