/** The books (docs/decisions/024): tab counts, the side menu, fixtures, the cart's prices, results and the odds stream. */
import { endpoint, type NoInput } from '../endpoint';
import type { okSchema } from '../api/member';
import type { bigIdParamsSchema } from '../api/params';
import type {
  fixtureListQuerySchema,
  fixturePageSchema,
  fixtureProofSchema,
  fixtureQuerySchema,
  fixtureResultPageSchema,
  fixtureSchema,
  leagueGroupListSchema,
  leagueQuerySchema,
  locationListSchema,
  locationQuerySchema,
  resultQuerySchema,
  selectionQuoteQuerySchema,
  selectionQuotesSchema,
  sportCountListSchema,
  sportCountQuerySchema,
  sportsAdvanceSchema,
  sportsFeedStatusSchema,
} from '../api/sports';
import type { searchQuerySchema, searchResultSchema } from '../api/sports-search';

const tag = '스포츠';

/** Public, like the odds: every visitor may ask. */
export const sportsEndpoints = {
  sportCounts: endpoint<{ query: typeof sportCountQuerySchema }, { 200: typeof sportCountListSchema }>({
    method: 'GET',
    path: '/sports-prematch/sports',
    summary: '북(?{북}=1)의 종목 탭별 경기 수',
    tag,
  }),
  locations: endpoint<{ query: typeof locationQuerySchema }, { 200: typeof locationListSchema }>({
    method: 'GET',
    path: '/sports-prematch/location',
    summary: '사이드 메뉴: 한 종목의 국가 목록',
    tag,
  }),
  leagues: endpoint<{ query: typeof leagueQuerySchema }, { 200: typeof leagueGroupListSchema }>({
    method: 'GET',
    path: '/sports-prematch/league',
    summary: '사이드 메뉴: 한 종목, 한 국가의 리그 목록',
    tag,
  }),
  fixtures: endpoint<{ query: typeof fixtureListQuerySchema }, { 200: typeof fixturePageSchema }>({
    method: 'GET',
    path: '/sports/fixtures',
    summary: '북의 경기 목록 한 페이지 (시작 시각순)',
    tag,
  }),
  fixture: endpoint<
    { params: typeof bigIdParamsSchema; query: typeof fixtureQuerySchema },
    { 200: typeof fixtureSchema }
  >({
    method: 'GET',
    path: '/sports/fixtures/:id',
    summary: '경기 한 건과 북이 보여주는 모든 마켓',
    tag,
  }),
  fixtureProof: endpoint<{ params: typeof bigIdParamsSchema }, { 200: typeof fixtureProofSchema }>({
    method: 'GET',
    path: '/sports/fixtures/:id/proof',
    summary: '공정성 검증: 경기의 커밋 해시(시작 전 공개)와 종료 후 공개되는 비밀값',
    tag,
  }),
  selections: endpoint<{ query: typeof selectionQuoteQuerySchema }, { 200: typeof selectionQuotesSchema }>({
    method: 'GET',
    path: '/sports/selections',
    summary: '베팅카트의 배당 새로고침: 선택들의 현재 배당과 상태 (캐시 없음)',
    tag,
  }),
  results: endpoint<{ query: typeof resultQuerySchema }, { 200: typeof fixtureResultPageSchema }>({
    method: 'GET',
    path: '/sports/results',
    summary: '경기결과: 하루(서울)의 끝난 경기와 취소된 경기',
    tag,
  }),
  search: endpoint<{ query: typeof searchQuerySchema }, { 200: typeof searchResultSchema }>({
    method: 'GET',
    path: '/sports/search',
    summary: '검색: 팀·리그 이름(한글, 영문)으로 북별 시작 전·진행 중 경기 찾기',
    tag,
  }),
  /** Server-Sent Events, written by the handler itself (no answer to describe); the site opens it with EventSource. */
  oddsStream: endpoint<NoInput, Record<never, never>>({
    method: 'GET',
    path: '/sports/stream',
    summary: '배당 변경 스트림 (Server-Sent Events)',
    tag,
  }),
};

const operatorTag = '운영: 스포츠';

/** The operator's control of the feed, under /admin (administrators only). */
export const sportsAdminEndpoints = {
  feed: endpoint<NoInput, { 200: typeof sportsFeedStatusSchema }>({
    method: 'GET',
    path: '/admin/sports/feed',
    permission: 'sports.view',
    summary: '스포츠 피드 상태 (진행 중, 예정 경기 수)',
    tag: operatorTag,
  }),
  advance: endpoint<{ body: typeof sportsAdvanceSchema }, { 200: typeof okSchema }>({
    method: 'POST',
    path: '/admin/sports/advance',
    permission: 'sports.configure',
    summary: '피드 시간 앞당기기: 경기가 그만큼 일찍 시작하고 끝나며 베팅이 정산됨',
    tag: operatorTag,
  }),
};
