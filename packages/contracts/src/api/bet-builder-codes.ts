/**
 * The bet builder's plain numbers (같은 경기 조합, docs/decisions/069), kept out of bet-builder.ts so that
 * the books' pages, which show the builder, do not load zod with the schemas (docs/decisions/020).
 */
export const BUILDER_MIN_PICKS = 2;
export const BUILDER_MAX_PICKS = 6;
