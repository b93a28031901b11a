/** A member's whole picture and the staff's notes on it (issue 36, docs/decisions/076): console only. */
import { endpoint } from '../endpoint';
import type { memberPictureSchema, staffNoteInputSchema, staffNoteSchema } from '../api/admin-member-picture';
import type { userIdParamsSchema } from '../api/params';

const operatorTag = '운영: 회원';

export const memberPictureEndpoints = {
  picture: endpoint<{ params: typeof userIdParamsSchema }, { 200: typeof memberPictureSchema }>({
    method: 'GET',
    path: '/admin/members/:userId/picture',
    permission: 'members.view',
    summary: '회원 한 명의 전체 정보 (잔액, 한도, 베팅, 입출금, 접속, 연결 계정, 파트너, 메모, 리스크)',
    tag: operatorTag,
  }),
  addNote: endpoint<
    { params: typeof userIdParamsSchema; body: typeof staffNoteInputSchema },
    { 200: typeof staffNoteSchema }
  >({
    method: 'POST',
    path: '/admin/members/:userId/notes',
    permission: 'members.decide',
    summary: '회원에 대한 직원 메모 남기기',
    tag: operatorTag,
  }),
};
