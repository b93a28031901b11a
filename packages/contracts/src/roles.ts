/** Account kinds and tendency flags of SPEC.md §3 and §6 (free of zod, so the first page stays small). */
export const TENDENCY_NO_ROULETTE = '51';
export const TENDENCY_NO_CASINO = '22';

export const MEMBER_TYPE_MEMBER = 1;
export const MEMBER_TYPE_MANAGER = 2;
export const ROLE_ADMINISTRATOR = 10;
