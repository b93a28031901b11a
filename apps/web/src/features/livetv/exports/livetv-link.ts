/** The query parameter /livetv opens one fixture by. */
const LIVETV_FIXTURE_PARAM = 'fixture';

/** /livetv following this fixture. */
export const liveTvPath = (fixtureId: number): string => `/livetv?${LIVETV_FIXTURE_PARAM}=${fixtureId}`;
