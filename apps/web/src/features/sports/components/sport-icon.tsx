import type { ReactElement } from 'react';

import { sportIconOf, type SportIconKey, type SportTabKey } from '@site/contracts/sports';

type Drawing = SportIconKey | 'all' | 'other';

/** Simple line drawings of our own, one per sport (the contracts' catalogue names it), in the current text colour. */
const drawings: Record<Drawing, ReactElement> = {
  soccer: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m12 7.5 4 2.9-1.5 4.7h-5L8 10.4zM12 3v4.5M16 10.4l4.3-1.4M14.5 15.1l2.7 3.7M9.5 15.1l-2.7 3.7M8 10.4 3.7 9" />
    </>
  ),
  basketball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3v18M5.6 5.6c3 3 3 9.8 0 12.8M18.4 5.6c-3 3-3 9.8 0 12.8" />
    </>
  ),
  baseball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M7 4.5c2.2 4.5 2.2 10.5 0 15M17 4.5c-2.2 4.5-2.2 10.5 0 15" />
    </>
  ),
  volleyball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 12V3M12 12l7.8 4.5M12 12l-7.8 4.5M12 3c-3.5 3-4 8-2.5 11.5M19.8 16.5c-4.5.7-8.8-1.5-10.3-5M4.2 16.5c1.5-4.3 5.5-7 10-6.5" />
    </>
  ),
  esports: (
    <>
      <path d="M6.5 8h11a4 4 0 0 1 3.9 4.8l-.8 3.9a2 2 0 0 1-3.5.9L15.2 15H8.8l-1.9 2.6a2 2 0 0 1-3.5-.9l-.8-3.9A4 4 0 0 1 6.5 8z" />
      <path d="M8 10.5v3M6.5 12h3M15.5 11h.01M17.5 13h.01" />
    </>
  ),
  hockey: (
    <>
      <path d="M8 3l5 13h5.5a1.5 1.5 0 0 1 0 3H12L5.5 3" />
      <ellipse cx="7" cy="19" rx="3" ry="1.5" />
    </>
  ),
  tennis: (
    <>
      <ellipse cx="9.5" cy="9.5" rx="5" ry="6.5" transform="rotate(-45 9.5 9.5)" />
      <path d="M13.2 13.2 20 20M7 9.5l5-5M9.5 12l5-5M6.5 6.5l7 7" />
      <circle cx="19" cy="5.5" r="1.8" />
    </>
  ),
  tableTennis: (
    <>
      <circle cx="10" cy="10" r="6.5" />
      <path d="m14.8 14.8 4.4 4.4" strokeWidth="3" />
      <circle cx="19" cy="5" r="1.8" />
    </>
  ),
  handball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M4 9c5 2.5 11 2.5 16 0M4 15c5-2.5 11-2.5 16 0M9 3.6c-1.5 5.5-1.5 11.3 0 16.8" />
    </>
  ),
  // '기타': a trophy, which no sport is drawn as (its old ball was read as football).
  other: (
    <>
      <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
      <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8.5 20h7M10 17h4v3h-4z" />
    </>
  ),
  all: (
    <>
      <rect x="4" y="4" width="7" height="7" rx="1.5" />
      <rect x="13" y="4" width="7" height="7" rx="1.5" />
      <rect x="4" y="13" width="7" height="7" rx="1.5" />
      <rect x="13" y="13" width="7" height="7" rx="1.5" />
    </>
  ),
};

/** A sport's own drawing; a sport the catalogue does not know shows '기타'. */
const drawingOf = (sportId: number): Drawing => sportIconOf(sportId) ?? 'other';

function Icon({ drawing, size }: { drawing: ReactElement; size: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {drawing}
    </svg>
  );
}

/** A sport's icon. Decorative: the text beside it names the sport. */
export const SportIcon = ({ sportId, size = 20 }: { sportId: number; size?: number }) => (
  <Icon drawing={drawings[drawingOf(sportId)]} size={size} />
);

/** A sport tab's icon ('전체' is a grid, '기타' a trophy). */
export const SportTabIcon = ({ tab, size = 20 }: { tab: SportTabKey; size?: number }) => (
  <Icon drawing={drawings[tab]} size={size} />
);
