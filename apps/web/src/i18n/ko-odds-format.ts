import type { OddsFormat } from '@site/contracts/rules/odds-format';

/** 배당 표시 방식 (docs/decisions/070): the member's choice of how prices are written, in the cart's settings. */
export const koOddsFormat = {
  label: '배당 표시 방식',
  names: {
    decimal: '소수',
    fractional: '분수',
    american: '미국식',
    hongkong: '홍콩식',
  } satisfies Record<OddsFormat, string>,
  /** "미국식 (-118)": the name with what 1.85 reads as, so the choice shows what it does. */
  option: (name: string, example: string) => `${name} (${example})`,
} as const;
