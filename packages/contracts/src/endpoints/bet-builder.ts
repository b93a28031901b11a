/** The bet builder (같은 경기 조합, docs/decisions/069): a joint price for picks of one fixture, and the bet. */
import { endpoint } from '../endpoint';
import type { betSchema } from '../api/bets';
import type { builderPriceRequestSchema, builderPriceSchema, placeBuilderBetSchema } from '../api/bet-builder';
import type { bigIdParamsSchema } from '../api/params';

export const betBuilderEndpoints = {
  price: endpoint<
    { params: typeof bigIdParamsSchema; body: typeof builderPriceRequestSchema },
    { 200: typeof builderPriceSchema }
  >({
    method: 'POST',
    path: '/sports/fixtures/:id/builder-price',
    summary:
      '같은 경기 조합 배당: 한 경기의 여러 마켓 선택을 한 베팅으로 묶은 배당 (경기 모델의 동시 적중 확률에서 마진을 뺀 값). 조합할 수 없으면 400 { message, selectionIds }: 다른 경기, 같은 마켓 두 선택, 서로 모순, 조합할 수 없는 마켓, 적특 가능한 기준점, 마감·중지된 선택, 베팅을 받지 않는 경기',
    tag: '스포츠',
  }),
  place: endpoint<{ body: typeof placeBuilderBetSchema }, { 200: typeof betSchema; 201: typeof betSchema }>({
    method: 'POST',
    path: '/bets/builder',
    summary:
      '같은 경기 조합 베팅: 본 배당(price)으로 한 건의 베팅 (sameGame). 배당이 바뀌었으면 배당 변경 설정대로 받거나 409 { message, price } (더 이상 베팅할 수 없으면 price null), 조합할 수 없으면 400 { message, selectionIds }. 같은 Idempotency-Key의 재요청은 처음 만든 베팅으로 200',
    tag: '베팅',
  }),
};
