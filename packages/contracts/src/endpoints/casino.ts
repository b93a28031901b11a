/** Live casino and slots for members: lobbies, favourites, the launch and the tournament switch. */
import { endpoint, type NoInput } from '../endpoint';
import type {
  casinoFavouriteSchema,
  casinoLaunchAnswerSchema,
  casinoLaunchSchema,
  casinoLobbyQuerySchema,
  casinoLobbySchema,
  eventSlotSettingSchema,
} from '../api/casino';

const tag = '카지노·슬롯';

export const casinoEndpoints = {
  /** Public: guests see the lobby too and are asked to log in when they open a game. */
  lobby: endpoint<{ query: typeof casinoLobbyQuerySchema }, { 200: typeof casinoLobbySchema }>({
    method: 'GET',
    path: '/casino/lobby',
    summary: '로비의 게임사와 게임 (회원 등급에 보이는 것만, 즐겨찾기 표시)',
    tag,
  }),
  setFavourite: endpoint<{ body: typeof casinoFavouriteSchema }, { 200: typeof casinoFavouriteSchema }>({
    method: 'PUT',
    path: '/casino/favourites',
    summary: '게임 즐겨찾기 추가·해제 (회원만)',
    tag,
  }),
  /** SPEC.md §7: answers launch_url, opened in a new window. */
  launch: endpoint<{ body: typeof casinoLaunchSchema }, { 200: typeof casinoLaunchAnswerSchema }>({
    method: 'POST',
    path: '/playfun/auth',
    summary: '게임 실행 주소 발급 (일회용 토큰, 회원만; 성향 22는 거절)',
    tag,
  }),
  /** SPEC.md §7: useFlag false puts /tournament and /tournament_casino under maintenance. */
  eventSlotSetting: endpoint<NoInput, { 200: typeof eventSlotSettingSchema }>({
    method: 'GET',
    path: '/eventSlot/set',
    summary: '토너먼트 이용 설정 (useFlag)',
    tag,
  }),
};
