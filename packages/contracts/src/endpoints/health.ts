/** Whether the server is up and its database answers; no token needed. */
import { endpoint, type NoInput } from '../endpoint';
import type { healthSchema } from '../api/health';

export const healthEndpoints = {
  health: endpoint<NoInput, { 200: typeof healthSchema }>({
    method: 'GET',
    path: '/health',
    summary: '서버와 데이터베이스 상태 (데이터베이스가 응답하지 않으면 503)',
    tag: '상태',
  }),
};
