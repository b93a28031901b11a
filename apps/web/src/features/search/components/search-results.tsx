import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';

import type { SearchFixture, SearchResult } from '@site/contracts/api/sports-search';
import { cartBookNamesKorean } from '@site/contracts/rules/bet-slip';
import { formatSeoul } from '@site/contracts/time';

import { IconAction } from '../../../components/ui/action-button';
import { EmptyState } from '../../../components/ui/empty-state';
import { rowLinkSx } from '../../../components/ui/row-link-sx';
import { CloseIcon } from '../../../components/ui/icons';
import { Text } from '../../../components/ui/text';
import { koSearch } from '../../../i18n/ko-search';
import { fixtureInBookPath } from '../../sports/exports/fixture-links';
import { searchQuery } from '../api/search-query';

type SearchGroup = SearchResult['groups'][number];

/** The Korean group opens in the 크로스 book, the other two in their own. */
const bookPathOf = { korea: 'cross', europe: 'europe', inplay: 'inplay' } as const;

function FixtureLink({ fixture, book }: { fixture: SearchFixture; book: SearchGroup['book'] }) {
  return (
    <Box
      component={RouterLink}
      to={fixtureInBookPath(bookPathOf[book], fixture.id)}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        ...rowLinkSx,
      }}
    >
      <Box component="time" dateTime={fixture.startAt} sx={{ fontSize: 13, color: 'text.secondary', flexShrink: 0 }}>
        {fixture.status === 'live' ? koSearch.live : formatSeoul(fixture.startAt, 'monthDayTime')}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Text variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {koSearch.versus(fixture.home, fixture.away)}
        </Text>
        <Text variant="caption" sx={{ color: 'text.secondary' }}>
          {fixture.leagueNameKorean}
        </Text>
      </Box>
    </Box>
  );
}

/** One book's matches under its name (국내형, 유럽형, 인플레이). */
function ResultGroup({ group }: { group: SearchGroup }) {
  const name = cartBookNamesKorean[group.book];
  return (
    <Box component="section" aria-label={name} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Text component="h3" variant="body2" sx={{ px: 1.5, py: 0.75, fontWeight: 700, color: 'primary.main' }}>
        {name}{' '}
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
          ({group.fixtures.length})
        </Box>
      </Text>
      {group.fixtures.map((fixture) => (
        <FixtureLink key={fixture.id} fixture={fixture} book={group.book} />
      ))}
    </Box>
  );
}

/** The answer, or what stands in for it: the groups that found something, else the empty state. */
export function SearchResultsBody({ result }: { result: SearchResult }) {
  const groups = result.groups.filter((group) => group.fixtures.length > 0);
  if (groups.length === 0) return <EmptyState text={koSearch.empty} />;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fit, minmax(320px, 1fr))' },
      }}
    >
      {groups.map((group) => (
        <ResultGroup key={group.book} group={group} />
      ))}
    </Box>
  );
}

/**
 * The search box's results (?search=) at the top of whatever page the member searched from, grouped
 * by book; a fixture opens in its book. Closing drops the parameter and leaves the page as it was.
 */
export default function SearchResults({ text, onClose }: { text: string; onClose: () => void }) {
  const { data, isPending, isError } = useQuery(searchQuery(text));
  return (
    <Box
      component="section"
      aria-label={koSearch.title(text)}
      sx={{
        mb: 2,
        p: { xs: 1.5, md: 2 },
        borderRadius: 2,
        border: 1,
        borderColor: 'primary.main',
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Text component="h2" variant="subtitle1" sx={{ fontWeight: 700, flex: 1, overflowWrap: 'anywhere' }}>
          {koSearch.title(text)}
        </Text>
        <IconAction aria-label={koSearch.close} onClick={onClose}>
          <CloseIcon />
        </IconAction>
      </Box>
      {data ? (
        <SearchResultsBody result={data} />
      ) : (
        <Box role="status" sx={{ color: isError ? 'error.main' : 'text.secondary', py: 2, fontSize: 14 }}>
          {isPending ? koSearch.loading : koSearch.loadFailed}
        </Box>
      )}
    </Box>
  );
}
