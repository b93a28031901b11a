import { describe, expect, it } from 'vitest';

import { isChunkLoadError, shouldReloadForChunkError } from './chunk-reload';

describe('chunk load failure', () => {
  it('recognises the browsers’ messages for a missing page part', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    // Vite's preload helper, for the style sheet of a lazy part (a minigame's) that a deploy removed.
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/minigame-game-page-B1.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads the first time and then at most once per 60 seconds', () => {
    expect(shouldReloadForChunkError(null, 1_000_000)).toBe(true);
    expect(shouldReloadForChunkError(1_000_000, 1_000_000 + 59_999)).toBe(false);
    expect(shouldReloadForChunkError(1_000_000, 1_000_000 + 60_000)).toBe(true);
  });
});
