/** The operator's casino, under /admin (administrators only). */
import { endpoint, type NoInput } from '../endpoint';
import type {
  adminCasinoRoundPageSchema,
  adminCasinoRoundQuerySchema,
  adminCasinoRoundSchema,
  adminCasinoSettingsSchema,
  casinoProductSwitchParamsSchema,
  casinoProductSwitchSchema,
  casinoVendorParamsSchema,
  casinoVendorSettingSchema,
  stuckCasinoRoundsQuerySchema,
  stuckCasinoRoundsSchema,
} from '../api/admin-casino';
import type { bigIdParamsSchema } from '../api/params';

const tag = '운영: 카지노';

export const casinoAdminEndpoints = {
  settings: endpoint<NoInput, { 200: typeof adminCasinoSettingsSchema }>({
    method: 'GET',
    path: '/admin/casino/settings',
    permission: 'casino.view',
    summary: '게임사·상품 점검 스위치와 게임사별 노출 레벨',
    tag,
  }),
  setProduct: endpoint<
    { params: typeof casinoProductSwitchParamsSchema; body: typeof casinoProductSwitchSchema },
    { 200: typeof adminCasinoSettingsSchema }
  >({
    method: 'PUT',
    path: '/admin/casino/aggregators/:aggregator/:product',
    permission: 'casino.configure',
    summary: '어그리게이터의 상품(카지노·슬롯) 켜기·끄기 (끄면 점검중)',
    tag,
  }),
  setVendor: endpoint<
    { params: typeof casinoVendorParamsSchema; body: typeof casinoVendorSettingSchema },
    { 200: typeof adminCasinoSettingsSchema }
  >({
    method: 'PUT',
    path: '/admin/casino/vendors/:aggregator/:vendor',
    permission: 'casino.configure',
    summary: '게임사 켜기·끄기와 노출 최소 레벨',
    tag,
  }),
  rounds: endpoint<{ query: typeof adminCasinoRoundQuerySchema }, { 200: typeof adminCasinoRoundPageSchema }>({
    method: 'GET',
    path: '/admin/casino/rounds',
    permission: 'casino.view',
    summary: '카지노·슬롯 베팅 목록 (회원, 어그리게이터, 게임사, 상태, 기간으로 찾기)',
    tag,
  }),
  stuckRounds: endpoint<{ query: typeof stuckCasinoRoundsQuerySchema }, { 200: typeof stuckCasinoRoundsSchema }>({
    method: 'GET',
    path: '/admin/casino/rounds/stuck',
    permission: 'casino.view',
    summary: '종료되지 않은 라운드 (오래된 순)',
    tag,
  }),
  rollbackRound: endpoint<{ params: typeof bigIdParamsSchema }, { 200: typeof adminCasinoRoundSchema }>({
    method: 'POST',
    path: '/admin/casino/rounds/:id/rollback',
    permission: 'casino.decide',
    summary: '미종료 라운드 취소: 베팅금 반환 (한 번만)',
    tag,
  }),
};
