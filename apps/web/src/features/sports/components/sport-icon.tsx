import type { ReactElement } from 'react';

import { sportsCatalogue, type SportTabKey } from '@site/contracts/sports';

type Drawing = SportTabKey | 'racket';

/** Simple line drawings of our own, one per kind of sport, in the current text colour. */
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
  racket: (
    <>
      <ellipse cx="10" cy="9" rx="6" ry="6" />
      <path d="m14.2 13.2 6 6M17 19.5l2.5-2.5" />
      <circle cx="19" cy="5" r="1.5" />
    </>
  ),
  other: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3.5 9h17M3.5 15h17M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z" />
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

const RACKET_SPORTS = new Set([54094, 265917]);

const drawingOf = (sportId: number): ReactElement => {
  if (RACKET_SPORTS.has(sportId)) return drawings.racket;
  return drawings[sportsCatalogue.find((sport) => sport.sportId === sportId)?.tab ?? 'other'];
};

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
  <Icon drawing={drawingOf(sportId)} size={size} />
);

/** A sport tab's icon ('전체' is a grid). */
export const SportTabIcon = ({ tab, size = 20 }: { tab: SportTabKey; size?: number }) => (
  <Icon drawing={drawings[tab]} size={size} />
);
