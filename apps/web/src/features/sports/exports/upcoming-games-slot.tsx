import { Suspense, lazy } from 'react';

// The list (its query, the merge rule, the price buttons) loads after the home page's first paint,
// keeping it out of the page's first-load code.
const UpcomingGames = lazy(() => import('../components/upcoming-games'));

/** The home page's 예정된 경기 list. */
export function UpcomingGamesSlot() {
  return (
    <Suspense fallback={null}>
      <UpcomingGames />
    </Suspense>
  );
}
