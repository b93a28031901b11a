/**
 * Why a nickname is refused (docs/decisions/048): declared once, used by the contract's nickname
 * field, the server's reserved-word check and the site's forms. Zod-free, like member-codes.ts.
 */
export const memberNameErrors = {
  hiddenCharacters: '닉네임에 보이지 않는 문자나 글자 방향을 바꾸는 문자는 쓸 수 없습니다.',
  reserved: '운영진이나 사이트로 오인될 수 있는 닉네임은 사용할 수 없습니다.',
} as const;
