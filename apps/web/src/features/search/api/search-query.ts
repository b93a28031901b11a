/** GET /sports/search: the books' fixtures whose teams or league match the search box's text. */
import { sportsEndpoints } from '@site/contracts/endpoints/sports';

import { endpointQuery } from '../../../lib/call';

export const searchQuery = (text: string) =>
  endpointQuery(sportsEndpoints.search, { query: { q: text } }, { staleTime: 30_000 });
