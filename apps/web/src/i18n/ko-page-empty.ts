import type { PageTextKey } from './ko';

/**
 * What a page says while it has nothing to show: honest empty states of the pages whose contents
 * later work fills in. Apart from ko.ts, which every first page loads, since only the page itself
 * shows its own.
 */
export const koPageEmpty = {
  maintenance: '보다 나은 서비스를 위해 시스템 점검 중입니다. 점검이 끝나면 다시 이용하실 수 있습니다.',
  livetv: '중계 중인 경기가 없습니다.',
  rule: '등록된 규정이 없습니다.',
  customer: '문의 내역이 없습니다.',
  customerView: '문의 글을 찾을 수 없습니다.',
  customerWrite: '로그인 후 문의를 남길 수 있습니다.',
  europe: '예정된 경기가 없습니다.',
  inplay: '진행 중인 경기가 없습니다.',
  free: '등록된 게시글이 없습니다.',
  freeWrite: '로그인 후 글을 쓸 수 있습니다.',
  freeView: '게시글을 찾을 수 없습니다.',
  gameResultVirtuals: '가상게임 결과가 없습니다.',
  gameResultVirtualBasketball: '가상농구 결과가 없습니다.',
  gameResultVirtualDog: '개경주 결과가 없습니다.',
  gameResultVirtualHorse: '경마 결과가 없습니다.',
  gameResultVirtualSoccer: '가상축구 결과가 없습니다.',
  korea: '예정된 경기가 없습니다.',
  koreaCross: '크로스 베팅이 가능한 경기가 없습니다.',
  koreaWintielose: '승무패 베팅이 가능한 경기가 없습니다.',
  koreaHandicap: '핸디캡 베팅이 가능한 경기가 없습니다.',
  koreaSpecial: '스페셜 베팅이 가능한 경기가 없습니다.',
  koreaLive: '진행 중인 라이브 경기가 없습니다.',
} as const satisfies Partial<Record<PageTextKey, string>>;

/** A page's empty text, if it has one. */
export const pageEmptyText = (text: PageTextKey): string | undefined =>
  (koPageEmpty as Partial<Record<PageTextKey, string>>)[text];
