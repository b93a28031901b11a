/** Friend referrals (/friend): the member's code and the members who joined with it. */
import { endpoint } from '../endpoint';
import type { friendQuerySchema, friendStatusSchema } from '../api/friends';

export const friendEndpoints = {
  status: endpoint<{ query: typeof friendQuerySchema }, { 200: typeof friendStatusSchema }>({
    method: 'GET',
    path: '/friend',
    summary: '내 추천 코드와 내가 추천한 회원 한 페이지 (최신순, 회원만)',
    tag: '지인추천',
  }),
};
