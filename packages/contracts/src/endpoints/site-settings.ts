/**
 * The site's own settings and content every visitor's site reads (paths spelled as the original
 * site has them), and the operator's editing of them.
 */
import { endpoint, type NoInput } from '../endpoint';
import type {
  autoLogoutSchema,
  maintenanceSchema,
  messengerIconParamsSchema,
  messengerListSchema,
  newsLinkListSchema,
  popupListSchema,
  signUpSettingSchema,
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
