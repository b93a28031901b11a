import { describe, expect, it } from 'vitest';

import { topMenu } from './menu';

describe('the top menu', () => {
  it('opens the European and in-play books through their dialogs (SPEC.md §2), every other entry by route', () => {
    expect(topMenu.filter((entry) => entry.bookWindow).map((entry) => [entry.path, entry.bookWindow])).toEqual([
      ['/europe', 'EU'],
      ['/inplay', 'IN'],
    ]);
  });
});
