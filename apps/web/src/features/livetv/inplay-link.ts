/** The query parameter /inplay opens a fixture's markets by (features/sports/pages/inplay-page.tsx). */
export const INPLAY_FIXTURE_PARAM = 'fixture';

/** /inplay with the fixture's markets open. */
export const inplayMarketsPath = (fixtureId: number): string => `/inplay?${INPLAY_FIXTURE_PARAM}=${fixtureId}`;
