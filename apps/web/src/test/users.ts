import type { User } from '@site/contracts/api/member';

/** A signed-in regular member as the session answers it (GET /member/user), with what a test changes. */
export const memberUser = (overrides: Partial<User> = {}): User => ({
  id: 7,
  userId: 'member7',
  nickName: '회원칠',
  phone: '01012345678',
  level: 1,
  levelNm: '새싹',
  emoney: 0,
  point: 0,
  type: 1,
  role: 0,
  withdrawalType: 1,
  tendency: [],
  isLogin: true,
  ...overrides,
});
