import { INPLAY_FIXTURE_PARAM } from './inplay-link';

/** The books' pages that open one fixture's markets above their list when the address names it (?fixture=). */
const bookPages = { cross: '/korea/cross', europe: '/europe', inplay: '/inplay' } as const;

/** The address that opens the fixture in its book: the search results and the home page's list link with it. */
export const fixtureInBookPath = (book: keyof typeof bookPages, fixtureId: number): string =>
  `${bookPages[book]}?${INPLAY_FIXTURE_PARAM}=${fixtureId}`;
