/** The IPs the site answers with HTTP 600, under /admin (administrators only). */
import { endpoint, type NoInput } from '../endpoint';
import type { ipBlockListSchema, ipBlockSchema } from '../api/admin';
import type { okSchema } from '../api/member';

const tag = '운영: IP 차단';

export const ipBlockAdminEndpoints = {
  list: endpoint<NoInput, { 200: typeof ipBlockListSchema }>({
    method: 'GET',
    path: '/admin/ip-blocks',
    permission: 'risk.view',
    summary: '차단된 IP 목록',
    tag,
  }),
  add: endpoint<{ body: typeof ipBlockSchema }, { 200: typeof okSchema }>({
    method: 'POST',
    path: '/admin/ip-blocks',
    permission: 'risk.decide',
    summary: 'IP 차단 (이미 있으면 그대로 성공)',
    tag,
  }),
  remove: endpoint<{ body: typeof ipBlockSchema }, { 200: typeof okSchema }>({
    method: 'DELETE',
    path: '/admin/ip-blocks',
    permission: 'risk.decide',
    summary: 'IP 차단 해제 (주소는 본문에; 없으면 그대로 성공)',
    tag,
  }),
};
