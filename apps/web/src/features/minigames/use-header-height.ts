import { useEffect, useState } from 'react';

/**
 * The height of the site's sticky header (app/layouts/app-header.tsx, the page's first <header>), so
 * that what the game page sticks under it is not hidden behind it. Measured rather than assumed:
 * the logged-in member's strip under it on a phone changes its height.
 */
export function useHeaderHeight(): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const header = document.querySelector('header');
    if (!header || typeof ResizeObserver === 'undefined') return;
    const measure = () => setHeight(header.getBoundingClientRect().height);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return height;
}
