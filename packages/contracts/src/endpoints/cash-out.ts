/** Cash-out (캐시아웃, docs/decisions/068): the offers, a quote, taking it, auto cash-out, and the operator's switches. */
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

export const cashOutEndpoints = {
  offers: endpoint<{ query: typeof cashOutOffersQuerySchema }, { 200: typeof cashOutOffersSchema }>({
    method: 'GET',
    path: '/bets/cash-out-offers',
    summary: '진행 중인 베팅 여러 건의 현재 캐시아웃 금액 (없으면 사유)',
    tag,
  }),
  quote: endpoint<{ params: typeof bigIdParamsSchema }, { 200: typeof cashOutQuoteSchema }>({
    method: 'GET',
    path: '/bets/:id/cash-out',
    summary: '베팅 한 건의 캐시아웃 견적 (몇 초 동안 유효)',
    tag,
  }),
  take: endpoint<
    { params: typeof bigIdParamsSchema; body: typeof takeCashOutSchema },
    { 200: typeof cashOutResultSchema }
  >({
    method: 'POST',
    path: '/bets/:id/cash-out',
    summary: '캐시아웃: 견적 금액 전체 또는 일부 (만료되었거나 금액이 바뀌었으면 409와 새 견적)',
    tag,
  }),
  auto: endpoint<{ params: typeof bigIdParamsSchema; body: typeof autoCashOutSchema }, { 200: typeof betSchema }>({
    method: 'PUT',
    path: '/bets/:id/auto-cash-out',
    summary: '자동 캐시아웃 금액 설정 (null이면 해제)',
    tag,
  }),
};

const operatorTag = '운영: 캐시아웃';

export const cashOutAdminEndpoints = {
  settings: endpoint<NoInput, { 200: typeof cashOutSettingsSchema }>({
    method: 'GET',
    path: '/admin/cash-out/settings',
    summary: '캐시아웃 설정 (상품, 종목, 베팅금액 상한, 마진, 견적 유효 시간, 롤링·토너먼트 반영)',
    tag: operatorTag,
  }),
  saveSettings: endpoint<{ body: typeof cashOutSettingsUpdateSchema }, { 200: typeof cashOutSettingsSchema }>({
    method: 'PUT',
    path: '/admin/cash-out/settings',
    summary: '캐시아웃 설정 변경 (바꾼 항목만)',
    tag: operatorTag,
  }),
};
