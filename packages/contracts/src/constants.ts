/** Business constants of SPEC.md §9 that both the site and the server use. */
export const DEFAULT_SITE_BRAND = '골드벳';
export const SITE_TITLE_SUFFIX = '스포츠 · 미니게임 · 카지노';
/** Placeholder in index.html that the server replaces with the configured brand. */
export const SITE_BRAND_PLACEHOLDER = '__SITE_BRAND__';
/**
 * Placeholder the build writes as the nonce of index.html's <style>, <script> and <link> tags and of
 * its `meta[property=csp-nonce]`; the server puts each answer's own nonce there (docs/decisions/013).
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

export const VIEWPORT_WIDTH_MOBILE = 425;
export const VIEWPORT_WIDTH_PC = 1607;
export const BREAKPOINT_DESKTOP = 1264;
export const BREAKPOINT_SMALL_MOBILE = 959.98;
export const SIDE_MENU_WIDTH = 307;
export const SCROLL_TO_TOP_THRESHOLD_PX = 20;
export const SMOOTH_SCROLL_MS = 700;
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_MAX_MS = 5000;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const SESSION_CHECK_INTERVAL_MS = 5_000;

export const POPUP_WIDTH_PX = 450;
export const POPUP_DISMISS_HOURS = 6;
export const SPORTS_PAGE_SIZE = 15;
/** The in-play board shows every live fixture on one page of this size. */
export const LIVE_BOARD_SIZE = 500;

export const TIME_ZONE = 'Asia/Seoul';

/**
 * The most items any list answers in one page. Our pages ask for 10 to 30; a larger page costs the
 * server more than it helps anyone, and every size is a separate cached answer (sports lists).
 */
export const MAX_PAGE_SIZE = 100;

/** SPEC.md §4 and §9: confirming a casino or slot entry sets the local session expiry this far ahead. */
export const CASINO_SESSION_EXTEND_MINUTES = 120;
