/** A member's time-out and self-exclusion, and the request to reopen after one (issue 33, docs/decisions/063). */
import { endpoint } from '../endpoint';
import type {
  exclusionStartedSchema,
  reopenAnswerSchema,
  reopenRequestSchema,
  selfExclusionRequestSchema,
  timeOutRequestSchema,
} from '../api/self-exclusion';

const tag = '책임감 있는 이용';

export const selfExclusionEndpoints = {
  timeOut: endpoint<{ body: typeof timeOutRequestSchema }, { 200: typeof exclusionStartedSchema }>({
    method: 'POST',
    path: '/member/time-out',
    summary: '이용 중지 (1·3·7·30일, 6주): 비밀번호 확인, 즉시 모든 세션 종료, 기간 중 로그인 불가',
    tag,
  }),
  selfExclusion: endpoint<{ body: typeof selfExclusionRequestSchema }, { 200: typeof exclusionStartedSchema }>({
    method: 'POST',
    path: '/member/self-exclusion',
    summary: '이용 제한 (6개월, 1년, 5년): 비밀번호 확인, 즉시 모든 세션 종료, 끝난 뒤 재개 요청 + 24시간',
    tag,
  }),
  reopen: endpoint<{ body: typeof reopenRequestSchema }, { 200: typeof reopenAnswerSchema }>({
    method: 'POST',
    path: '/member/login/reopen',
    summary: '이용 재개 요청: 끝난 이용 제한의 계정이 24시간 뒤 다시 열림 (로그인처럼 시도 횟수 제한)',
    tag,
  }),
};
