/** The operator's reason's length, as plain values: the console's dialog reads them without zod. */
export const OPERATOR_REASON_MIN = 2;
export const OPERATOR_REASON_MAX = 200;
