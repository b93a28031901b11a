/** The live match centre (docs/decisions/030): polled, public like the books. */
import { endpoint, type NoInput } from '../endpoint';
import type { liveTvFixtureListSchema, liveTvMatchSchema } from '../api/livetv';
import type { bigIdParamsSchema } from '../api/params';

const tag = '라이브 TV';

export const liveTvEndpoints = {
  fixtures: endpoint<NoInput, { 200: typeof liveTvFixtureListSchema }>({
    method: 'GET',
    path: '/livetv/fixtures',
    summary: '중계 중인 경기 목록 (종목, 리그, 팀, 점수, 시간)',
    tag,
  }),
  match: endpoint<{ params: typeof bigIdParamsSchema }, { 200: typeof liveTvMatchSchema }>({
    method: 'GET',
    path: '/livetv/fixtures/:id',
    summary: '경기 중계: 스코어보드, 트래커, 타임라인, 통계',
    tag,
  }),
};
