/** The operator's side of site-settings: loaded with the console only, never with a member's first page. */
import { endpoint, type NoInput } from '../endpoint';
import type { adminNewsLinkSchema, adminPopupSchema, idResponseSchema } from '../api/admin';
import type { okSchema } from '../api/member';
import type { intIdParamsSchema } from '../api/params';
import type { popupListSchema, siteSettingsSchema, siteSettingsUpdateSchema } from '../api/settings';

const operatorTag = '운영: 사이트 설정';

/** The operator's settings, popups and scrolling notice, under /admin (administrators only). */
export const siteSettingsAdminEndpoints = {
  settings: endpoint<NoInput, { 200: typeof siteSettingsSchema }>({
    method: 'GET',
    path: '/admin/settings',
    permission: 'settings.view',
    summary: '사이트 설정 (점검, 자동 로그아웃, 가입, 테더 점검, 충전 전 본인 인증)',
    tag: operatorTag,
  }),
  saveSettings: endpoint<{ body: typeof siteSettingsUpdateSchema }, { 200: typeof siteSettingsSchema }>({
    method: 'PUT',
    path: '/admin/settings',
    permission: 'settings.configure',
    summary: '사이트 설정 변경 (바꾼 항목만)',
    tag: operatorTag,
  }),
  popups: endpoint<NoInput, { 200: typeof popupListSchema }>({
    method: 'GET',
    path: '/admin/popups',
    permission: 'settings.view',
    summary: '모든 팝업 (숨긴 것 포함)',
    tag: operatorTag,
  }),
  createPopup: endpoint<{ body: typeof adminPopupSchema }, { 200: typeof idResponseSchema }>({
    method: 'POST',
    path: '/admin/popups',
    permission: 'settings.configure',
    summary: '팝업 추가 (HTML은 저장 전에 정리됨)',
    tag: operatorTag,
  }),
  deletePopup: endpoint<{ params: typeof intIdParamsSchema }, { 200: typeof okSchema }>({
    method: 'DELETE',
    path: '/admin/popups/:id',
    permission: 'settings.configure',
    summary: '팝업 삭제',
    tag: operatorTag,
  }),
  newsLink: endpoint<NoInput, { 200: typeof adminNewsLinkSchema }>({
    method: 'GET',
    path: '/admin/news-link',
    permission: 'settings.view',
    summary: '흐르는 공지의 내용',
    tag: operatorTag,
  }),
  saveNewsLink: endpoint<{ body: typeof adminNewsLinkSchema }, { 200: typeof adminNewsLinkSchema }>({
    method: 'PUT',
    path: '/admin/news-link',
    permission: 'settings.configure',
    summary: '흐르는 공지 저장 (정리된 뒤 저장된 내용을 답함)',
    tag: operatorTag,
  }),
};
