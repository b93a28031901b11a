/**
 * The site's own settings and content every visitor's site reads (paths spelled as the original
 * site has them), and the operator's editing of them.
 */
import { endpoint, type NoInput } from '../endpoint';
import type { adminNewsLinkSchema, adminPopupSchema, idResponseSchema } from '../api/admin';
import type { okSchema } from '../api/member';
import type { intIdParamsSchema } from '../api/params';
import type {
  autoLogoutSchema,
  maintenanceSchema,
  messengerIconParamsSchema,
  messengerListSchema,
  newsLinkListSchema,
  popupListSchema,
  signUpSettingSchema,
  siteSettingsSchema,
  siteSettingsUpdateSchema,
} from '../api/settings';

const tag = '사이트 설정';

export const siteSettingsEndpoints = {
  maintenance: endpoint<NoInput, { 200: typeof maintenanceSchema }>({
    method: 'GET',
    path: '/setting/maintanace',
    summary: '점검 중인지',
    tag,
  }),
  autoLogout: endpoint<NoInput, { 200: typeof autoLogoutSchema }>({
    method: 'GET',
    path: '/setting/autoLogoutMin',
    summary: '자동 로그아웃까지의 분',
    tag,
  }),
  signUp: endpoint<NoInput, { 200: typeof signUpSettingSchema }>({
    method: 'GET',
    path: '/settingSignUp',
    summary: '회원가입이 막혀 있는지',
    tag,
  }),
  messenger: endpoint<NoInput, { 200: typeof messengerListSchema }>({
    method: 'GET',
    path: '/setting/messenger',
    summary: '고객센터 메신저 아이콘과 링크',
    tag,
  }),
  /** An image, not JSON (no answer schema): the site puts its address in an <img>. */
  messengerIcon: endpoint<{ params: typeof messengerIconParamsSchema }, Record<never, never>>({
    method: 'GET',
    path: '/file/download/:imgPath',
    summary: '메신저 아이콘 이미지',
    tag,
  }),
  popups: endpoint<NoInput, { 200: typeof popupListSchema }>({
    method: 'GET',
    path: '/popup',
    summary: '보이는 팝업, 겹치는 순서대로',
    tag,
  }),
  newsLink: endpoint<NoInput, { 200: typeof newsLinkListSchema }>({
    method: 'GET',
    path: '/newsLink',
    summary: '흐르는 공지 (첫 항목; 없으면 빈 목록)',
    tag,
  }),
};

const operatorTag = '운영: 사이트 설정';

/** The operator's settings, popups and scrolling notice, under /admin (administrators only). */
export const siteSettingsAdminEndpoints = {
  settings: endpoint<NoInput, { 200: typeof siteSettingsSchema }>({
    method: 'GET',
    path: '/admin/settings',
    summary: '사이트 설정 (점검, 자동 로그아웃, 가입, 테더 점검)',
    tag: operatorTag,
  }),
  saveSettings: endpoint<{ body: typeof siteSettingsUpdateSchema }, { 200: typeof siteSettingsSchema }>({
    method: 'PUT',
    path: '/admin/settings',
    summary: '사이트 설정 변경 (바꾼 항목만)',
    tag: operatorTag,
  }),
  popups: endpoint<NoInput, { 200: typeof popupListSchema }>({
    method: 'GET',
    path: '/admin/popups',
    summary: '모든 팝업 (숨긴 것 포함)',
    tag: operatorTag,
  }),
  createPopup: endpoint<{ body: typeof adminPopupSchema }, { 200: typeof idResponseSchema }>({
    method: 'POST',
    path: '/admin/popups',
    summary: '팝업 추가 (HTML은 저장 전에 정리됨)',
    tag: operatorTag,
  }),
  deletePopup: endpoint<{ params: typeof intIdParamsSchema }, { 200: typeof okSchema }>({
    method: 'DELETE',
    path: '/admin/popups/:id',
    summary: '팝업 삭제',
    tag: operatorTag,
  }),
  newsLink: endpoint<NoInput, { 200: typeof adminNewsLinkSchema }>({
    method: 'GET',
    path: '/admin/news-link',
    summary: '흐르는 공지의 내용',
    tag: operatorTag,
  }),
  saveNewsLink: endpoint<{ body: typeof adminNewsLinkSchema }, { 200: typeof adminNewsLinkSchema }>({
    method: 'PUT',
    path: '/admin/news-link',
    summary: '흐르는 공지 저장 (정리된 뒤 저장된 내용을 답함)',
    tag: operatorTag,
  }),
};
