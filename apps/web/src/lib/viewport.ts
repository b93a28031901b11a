import { VIEWPORT_WIDTH_MOBILE, VIEWPORT_WIDTH_PC } from '@site/contracts/constants';

/** SPEC.md §2: a phone may show the PC layout (viewport 1607) or the mobile one (425), remembered. */
export type ViewportMode = 'mobile' | 'pc';

const STORAGE_KEY = 'site.viewport';

export const viewportWidth = (mode: ViewportMode): number =>
  mode === 'pc' ? VIEWPORT_WIDTH_PC : VIEWPORT_WIDTH_MOBILE;

export function storedViewportMode(): ViewportMode {
  return localStorage.getItem(STORAGE_KEY) === 'pc' ? 'pc' : 'mobile';
}

function applyViewport(mode: ViewportMode): void {
  document.querySelector('meta[name="viewport"]')?.setAttribute('content', `width=${viewportWidth(mode)}`);
}

export function applyStoredViewport(): void {
  applyViewport(storedViewportMode());
}

export function setViewportMode(mode: ViewportMode): void {
  localStorage.setItem(STORAGE_KEY, mode);
  applyViewport(mode);
}
