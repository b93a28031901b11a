/**
 * The risk flags' plain values the console's 리스크 플래그 tab uses without zod (docs/decisions/020):
 * the page size and the note's length. api/admin-risk.ts re-exports them.
 */

/** GET /admin/risk/flags: flags a page when the console does not ask for another size. */
export const RISK_FLAGS_PAGE_SIZE = 20;

/** A resolution note: long enough for what was checked and decided, short enough to read in the list. */
export const RISK_NOTE_MAX = 500;
