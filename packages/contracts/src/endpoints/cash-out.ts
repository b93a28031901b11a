/** Cash-out (캐시아웃, docs/decisions/068): offers, quotes, taking them, auto cash-out, the operator's switches. */
import { endpoint, type NoInput } from '../endpoint';
import type {
  autoCashOutSchema,
  cashOutOffersQuerySchema,
  cashOutOffersSchema,
  cashOutQuoteSchema,
  cashOutResultSchema,
  cashOutSettingsSchema,
  cashOutSettingsUpdateSchema,
  takeCashOutSchema,
} from '../api/cash-out';
import type { betSchema } from '../api/bets';
import type { bigIdParamsSchema } from '../api/params';

const tag = '캐시아웃';
const operatorTag = '운영: 캐시아웃';

export const cashOutEndpoints = {
  offers: endpoint<{ query: typeof cashOutOffersQuerySchema }, { 200: typeof cashOutOffersSchema }>({
    method: 'GET',
    path: '/bets/cash-out-offers',
    summary: '진행 중인 베팅들의 현재 캐시아웃 금액 (ids=1,2,3; 본인 베팅만, 없으면 사유)',
    tag,
  }),
  quote: endpoint<{ params: typeof bigIdParamsSchema }, { 200: typeof cashOutQuoteSchema }>({
    method: 'GET',
    path: '/bets/:id/cash-out',
    summary: '캐시아웃 견적 (몇 초 동안 유효). 제공할 수 없으면 400과 사유, 다른 회원의 베팅은 404',
    tag,
  }),
  take: endpoint<
    { params: typeof bigIdParamsSchema; body: typeof takeCashOutSchema },
    { 200: typeof cashOutResultSchema }
  >({
    method: 'POST',
    path: '/bets/:id/cash-out',
    summary:
      '캐시아웃 실행: 견적 금액 전부면 전체, 그보다 적으면 부분 캐시아웃. 견적이 만료되었거나 배당 변경 설정을 넘어 움직였으면 409와 새 견적',
    tag,
  }),
  auto: endpoint<{ params: typeof bigIdParamsSchema; body: typeof autoCashOutSchema }, { 200: typeof betSchema }>({
    method: 'PUT',
    path: '/bets/:id/auto-cash-out',
    summary: '자동 캐시아웃 금액 설정 (현재 금액보다 높고 예상 당첨금 이하), null이면 해제',
    tag,
  }),
};

export const cashOutAdminEndpoints = {
  settings: endpoint<NoInput, { 200: typeof cashOutSettingsSchema }>({
    method: 'GET',
    path: '/admin/cash-out/settings',
    permission: 'sports.view',
    summary: '캐시아웃 설정 (상품·종목·금액별 허용, 마진, 견적 유효 시간, 롤링·토너먼트 반영)',
    tag: operatorTag,
  }),
  saveSettings: endpoint<{ body: typeof cashOutSettingsUpdateSchema }, { 200: typeof cashOutSettingsSchema }>({
    method: 'PUT',
    path: '/admin/cash-out/settings',
    permission: 'sports.configure',
    summary: '캐시아웃 설정 변경 (바꾼 항목만)',
    tag: operatorTag,
  }),
};
