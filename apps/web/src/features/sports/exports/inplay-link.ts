/** The query parameter a book opens one fixture's markets by (/inplay, /korea/cross, /europe): /livetv and the search link with it. */
export const INPLAY_FIXTURE_PARAM = 'fixture';

/** /inplay with the fixture's markets open above the board. */
export const inplayMarketsPath = (fixtureId: number): string => `/inplay?${INPLAY_FIXTURE_PARAM}=${fixtureId}`;
