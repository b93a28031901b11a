import { SMOOTH_SCROLL_MS } from '@site/contracts/constants';

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/**
 * Scrolls to the top over SPEC.md's 700 ms. Done by hand because `behavior: 'smooth'` lets the
 * browser pick the duration; people who ask for reduced motion jump at once.
 */
export function smoothScrollToTop(): void {
  const start = window.scrollY;
  if (start === 0) return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / SMOOTH_SCROLL_MS);
    window.scrollTo(0, Math.round(start * (1 - easeInOutCubic(progress))));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
