import { useEffect, useLayoutEffect } from 'react';
import { useNavigationType, type Location } from 'react-router';

const positions = new Map<string, number>();

/**
 * SPEC.md §2: a new page starts at the top; going back or forward returns to where the reader was.
 * Call with the location being shown.
 */
export function useScrollMemory(location: Location): void {
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(location.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);

  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? positions.get(location.key) : undefined;
    window.scrollTo(0, saved ?? 0);
  }, [location.key, navigationType]);
}
