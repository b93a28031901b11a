/** Tournaments and the slot jackpot: the members' calls and the operator's (under /admin). */
import { endpoint, type NoInput } from '../endpoint';
import type {
  adminStandingsSchema,
  adminTournamentListSchema,
  adminTournamentSchema,
  jackpotSettingsSchema,
  jackpotSettingsUpdateSchema,
  tournamentInputSchema,
} from '../api/admin-tournaments';
import type { okSchema } from '../api/member';
import type { intIdParamsSchema } from '../api/params';
import type {
  jackpotSchema,
  tournamentDetailSchema,
  tournamentListQuerySchema,
  tournamentListSchema,
} from '../api/tournaments';

const tag = '토너먼트·잭팟';
const operatorTag = '운영: 토너먼트·잭팟';

export const tournamentEndpoints = {
  /** Public: guests see the tournaments and are asked to log in to join. */
  list: endpoint<{ query: typeof tournamentListQuerySchema }, { 200: typeof tournamentListSchema }>({
    method: 'GET',
    path: '/tournaments',
    summary: '상품별 진행중·예정 토너먼트와 최근 종료된 토너먼트 (결과 포함)',
    tag,
  }),
  detail: endpoint<{ params: typeof intIdParamsSchema }, { 200: typeof tournamentDetailSchema }>({
    method: 'GET',
    path: '/tournaments/:id',
    summary: '토너먼트 상세: 상금표, 순위표, 내 순위',
    tag,
  }),
  join: endpoint<{ params: typeof intIdParamsSchema }, { 200: typeof tournamentDetailSchema }>({
    method: 'POST',
    path: '/tournaments/:id/join',
    summary: '토너먼트 참가 (회원만, 예정·진행중만)',
    tag,
  }),
  jackpot: endpoint<NoInput, { 200: typeof jackpotSchema }>({
    method: 'GET',
    path: '/jackpot',
    summary: '슬롯 잭팟 현재 금액 (배너)',
    tag,
  }),
};

export const tournamentAdminEndpoints = {
  list: endpoint<NoInput, { 200: typeof adminTournamentListSchema }>({
    method: 'GET',
    path: '/admin/tournaments',
    permission: 'promotions.view',
    summary: '모든 토너먼트',
    tag: operatorTag,
  }),
  create: endpoint<{ body: typeof tournamentInputSchema }, { 200: typeof adminTournamentSchema }>({
    method: 'POST',
    path: '/admin/tournaments',
    permission: 'promotions.configure',
    summary: '토너먼트 만들기',
    tag: operatorTag,
  }),
  edit: endpoint<
    { params: typeof intIdParamsSchema; body: typeof tournamentInputSchema },
    { 200: typeof adminTournamentSchema }
  >({
    method: 'PUT',
    path: '/admin/tournaments/:id',
    permission: 'promotions.configure',
    summary: '시작 전 토너먼트 수정',
    tag: operatorTag,
  }),
  cancel: endpoint<{ params: typeof intIdParamsSchema }, { 200: typeof okSchema }>({
    method: 'POST',
    path: '/admin/tournaments/:id/cancel',
    permission: 'promotions.decide',
    summary: '토너먼트 취소 (상금 지급 전만)',
    tag: operatorTag,
  }),
  standings: endpoint<{ params: typeof intIdParamsSchema }, { 200: typeof adminStandingsSchema }>({
    method: 'GET',
    path: '/admin/tournaments/:id/standings',
    permission: 'promotions.view',
    summary: '토너먼트 전체 순위',
    tag: operatorTag,
  }),
  jackpotSettings: endpoint<NoInput, { 200: typeof jackpotSettingsSchema }>({
    method: 'GET',
    path: '/admin/jackpot',
    permission: 'casino.view',
    summary: '잭팟 적립률·시드·현재 금액과 토너먼트 이용 설정',
    tag: operatorTag,
  }),
  saveJackpotSettings: endpoint<{ body: typeof jackpotSettingsUpdateSchema }, { 200: typeof jackpotSettingsSchema }>({
    method: 'PUT',
    path: '/admin/jackpot',
    permission: 'casino.configure',
    summary: '잭팟·토너먼트 설정 변경 (바꾼 항목만)',
    tag: operatorTag,
  }),
};
