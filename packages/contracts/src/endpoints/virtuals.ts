/** The virtual sports (docs/decisions/024): events with their markets, results and the soccer rankings. */
import { endpoint } from '../endpoint';
import type {
  virtualEventListSchema,
  virtualEventsQuerySchema,
  virtualPlayNowResultSchema,
  virtualPlayNowSchema,
  virtualRankingQuerySchema,
  virtualRankingSchema,
  virtualResultPageSchema,
  virtualResultQuerySchema,
  virtualSportParamsSchema,
} from '../api/virtuals';

const tag = '가상스포츠';

/** Public, like the books. */
export const virtualEndpoints = {
  rankings: endpoint<{ query: typeof virtualRankingQuerySchema }, { 200: typeof virtualRankingSchema }>({
    method: 'GET',
    path: '/virtuals/soccer/rankings',
    summary: '가상축구 리그 순위표 (하루, 서울; 날짜가 없으면 오늘)',
    tag,
  }),
  events: endpoint<
    { params: typeof virtualSportParamsSchema; query: typeof virtualEventsQuerySchema },
    { 200: typeof virtualEventListSchema }
  >({
    method: 'GET',
    path: '/virtuals/:sport/events',
    summary: '리그의 다가오는 경기와 진행 중인 경기 (마켓, 남은 시간 포함)',
    tag,
  }),
  results: endpoint<
    { params: typeof virtualSportParamsSchema; query: typeof virtualResultQuerySchema },
    { 200: typeof virtualResultPageSchema }
  >({
    method: 'GET',
    path: '/virtuals/:sport/results',
    summary: '끝난 경기 한 페이지 (최신순)',
    tag,
  }),
};

/** Under /admin (administrators only). */
export const virtualAdminEndpoints = {
  playNow: endpoint<{ body: typeof virtualPlayNowSchema }, { 200: typeof virtualPlayNowResultSchema }>({
    method: 'POST',
    path: '/admin/virtuals/play-now',
    permission: 'sports.configure',
    summary: '리그의 다음 경기들을 지금 진행하고 베팅 정산',
    tag: '운영: 가상스포츠',
  }),
};
