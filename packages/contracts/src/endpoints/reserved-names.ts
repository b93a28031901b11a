/** The reserved words of nicknames and the members who already collide with them, under /admin (operators only). */
import { endpoint, type NoInput } from '../endpoint';
import type { okSchema } from '../api/member';
import type { intIdParamsSchema } from '../api/params';
import type {
  reservedNameCollisionListSchema,
  reservedNameInputSchema,
  reservedNameListSchema,
} from '../api/reserved-names';

const tag = '운영: 금지 닉네임';

export const reservedNameAdminEndpoints = {
  list: endpoint<NoInput, { 200: typeof reservedNameListSchema }>({
    method: 'GET',
    path: '/admin/reserved-names',
    permission: 'settings.view',
    summary: '닉네임 금지어 목록',
    tag,
  }),
  add: endpoint<{ body: typeof reservedNameInputSchema }, { 200: typeof okSchema }>({
    method: 'POST',
    path: '/admin/reserved-names',
    permission: 'settings.configure',
    summary: '닉네임 금지어 추가 (이미 있으면 그대로 성공)',
    tag,
  }),
  remove: endpoint<{ params: typeof intIdParamsSchema }, { 200: typeof okSchema }>({
    method: 'DELETE',
    path: '/admin/reserved-names/:id',
    permission: 'settings.configure',
    summary: '닉네임 금지어 삭제',
    tag,
  }),
  collisions: endpoint<NoInput, { 200: typeof reservedNameCollisionListSchema }>({
    method: 'GET',
    path: '/admin/reserved-names/collisions',
    permission: 'settings.view',
    summary: '금지어와 겹치는 기존 회원 닉네임 (이름은 그대로 두고 표시만)',
    tag,
  }),
};
