/** Joining, the member's own account, and the operator's list of members. */
import { endpoint, type NoInput } from '../endpoint';
import type {
  joinRequestSchema,
  okSchema,
  profileUpdateResponseSchema,
  profileUpdateSchema,
  userSchema,
} from '../api/member';
import type { availabilitySchema, checkIdQuerySchema, checkNickNameQuerySchema } from '../api/member-availability';
import type { levelLadderSchema } from '../api/levels';

const tag = '회원';

export const memberEndpoints = {
  join: endpoint<{ body: typeof joinRequestSchema }, { 200: typeof okSchema }>({
    method: 'POST',
    path: '/member/join',
    summary: '회원가입 (세션은 주지 않음: 로그인은 따로)',
    tag,
  }),
  checkId: endpoint<{ query: typeof checkIdQuerySchema }, { 200: typeof availabilitySchema }>({
    method: 'GET',
    path: '/member/check-id',
    summary: '아이디 사용 가능 여부 (IP당 횟수 제한)',
    tag,
  }),
  checkNickName: endpoint<{ query: typeof checkNickNameQuerySchema }, { 200: typeof availabilitySchema }>({
    method: 'GET',
    path: '/member/check-nickname',
    summary: '닉네임 사용 가능 여부 (IP당 횟수 제한)',
    tag,
  }),
  user: endpoint<NoInput, { 200: typeof userSchema }>({
    method: 'GET',
    path: '/member/user',
    summary: '로그인한 회원의 정보 (회원만)',
    tag,
  }),
  levels: endpoint<NoInput, { 200: typeof levelLadderSchema }>({
    method: 'GET',
    path: '/member/levels',
    summary: '회원 등급표: 등급별 베팅 한도와 룰렛 참여, 내 등급 (회원만)',
    tag,
  }),
  saveProfile: endpoint<{ body: typeof profileUpdateSchema }, { 200: typeof profileUpdateResponseSchema }>({
    method: 'PUT',
    path: '/member/user',
    summary: '회원정보 변경 (회원만; 비밀번호를 바꾸면 새 토큰)',
    tag,
  }),
};
