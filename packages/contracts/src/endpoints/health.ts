/** Whether the server is up and its database answers; no token needed. */
import { endpoint, type NoInput } from '../endpoint';
import type { healthSchema, liveSchema, notReadySchema, readySchema } from '../api/health';

export const healthEndpoints = {
  health: endpoint<NoInput, { 200: typeof healthSchema }>({
    method: 'GET',
    path: '/health',
    summary: '서버와 데이터베이스 상태 (데이터베이스가 응답하지 않으면 503)',
    tag: '상태',
  }),
  live: endpoint<NoInput, { 200: typeof liveSchema }>({
    method: 'GET',
    path: '/live',
    summary: '프로세스 생존 여부 (데이터베이스를 묻지 않음)',
    tag: '상태',
  }),
  ready: endpoint<NoInput, { 200: typeof readySchema; 503: typeof notReadySchema }>({
    method: 'GET',
    path: '/ready',
    summary: '요청을 받을 준비 여부 (데이터베이스가 1초 안에 응답하지 않거나 종료 중이면 503)',
    tag: '상태',
  }),
};

/** The probes a balancer or monitor calls: never shed for load nor refused by the IP block list. */
export const PROBE_PATHS: readonly string[] = ['/api/health', '/api/live', '/api/ready'];
