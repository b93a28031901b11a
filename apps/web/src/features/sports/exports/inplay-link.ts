/** The query parameter /inplay opens one fixture's markets by (pages/inplay-page.tsx): /livetv links with it. */
export const INPLAY_FIXTURE_PARAM = 'fixture';

/** /inplay with the fixture's markets open above the board. */
export const inplayMarketsPath = (fixtureId: number): string => `/inplay?${INPLAY_FIXTURE_PARAM}=${fixtureId}`;
