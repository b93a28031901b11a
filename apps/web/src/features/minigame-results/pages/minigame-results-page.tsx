import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import { useQuery } from '@tanstack/react-query';

import { EmptyState } from '../../../components/ui/empty-state';
import { DayPicker } from '../../../components/ui/day-picker';
import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { ko } from '../../../i18n/ko';
import { koMinigameResults, koSportsResults } from '../../../i18n/ko-results';
import { roundPageQuery } from '../api/rounds';
import { GameChooser } from '../components/game-chooser';
import { RoundList } from '../components/round-list';
import { pageFromQuery, useAddressQuery } from '../../../lib/address-query';
import { dateFromQuery, gameFromQuery, seoulDay } from '../rules/results-query';

/**
 * /game_result/minigame: one game's drawn rounds of one Seoul day, newest first, each with its
 * result and the proof a member can check here. Game, day and page live in the address
 * (?game=, ?date=, ?page=) so a reload or a shared link keeps them.
 */
export default function MinigameResultsPage() {
  const t = koMinigameResults;
  const [params, setQuery] = useAddressQuery();
  const game = gameFromQuery(params.get('game'));
  const today = seoulDay();
  const date = dateFromQuery(params.get('date'));
  const page = pageFromQuery(params.get('page'));
  const { data, isError } = useQuery(roundPageQuery({ gameId: game.id, date, page, today: date === today }));

  return (
    <>
      <PageHeader title={ko.pages.gameResultMinigame.title}>
        {data && (
          <Box component="span" sx={{ fontSize: 13, color: 'text.secondary', whiteSpace: 'nowrap' }}>
            {t.total(data.totalCount)}
          </Box>
        )}
      </PageHeader>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mb: 2 }}>
        <GameChooser game={game} onChoose={(id) => setQuery({ game: String(id), page: null })} />
        <DayPicker
          day={date}
          today={today}
          labels={koSportsResults}
          onChange={(day) => setQuery({ date: day === today ? null : day, page: null })}
        />
      </Box>
      {isError && !data ? (
        <Panel>
          <EmptyState text={t.loadFailed} />
        </Panel>
      ) : data && data.items.length === 0 ? (
        <Panel>
          <EmptyState text={t.empty} />
        </Panel>
      ) : (
        <Box aria-busy={!data}>{data && <RoundList title={game.title} rounds={data.items} />}</Box>
      )}
      {data && data.pageCount > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Pagination
            count={data.pageCount}
            page={page}
            color="primary"
            siblingCount={1}
            boundaryCount={1}
            aria-label={t.pages}
            onChange={(_, next) => setQuery({ page: next === 1 ? null : String(next) })}
          />
        </Box>
      )}
    </>
  );
}
