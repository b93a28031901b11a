/** How the rolling (wagering) requirement reads to a member: a share done and each game type's name. */
import type { RollingStatus } from '@site/contracts/api/cashier';

import { koCashier } from '../../../i18n/ko-cashier';

/** The share of the requirement done, 0 to 100, whole; nothing required counts as all done. */
export function rollingPercent({ required, done }: Pick<RollingStatus, 'required' | 'done'>): number {
  if (required <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((done * 100) / required)));
}

/** SPEC.md §3's game types in Korean (스포츠, 라이브 …); a code the site does not know by its number. */
export const gameTypeName = (code: number): string =>
  koCashier.rolling.gameTypes[code] ?? koCashier.rolling.otherGameType(code);
