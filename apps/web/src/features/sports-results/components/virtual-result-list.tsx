import Box from '@mui/material/Box';
import { useState, type ReactNode } from 'react';

import type { VirtualResult } from '@site/contracts/api/virtuals';
import { virtualSports, type VirtualSportKey } from '@site/contracts/virtual-leagues';
import { formatSeoul } from '@site/contracts/time';

import { ActionButton } from '../../../components/ui/action-button';
import { ListCard } from '../../../components/ui/list-card';
import { RunnerBadge, type RaceKind } from '../../../components/ui/runner-badge';
import { koVirtuals } from '../../../i18n/ko-virtuals';
import { useOddsFormat } from '../../odds-format/exports/odds';
import { paidItems, podium } from '../rules/virtual-results';
import { MatchScore } from './match-score';

const rowSx = { px: 1.5, py: 1, borderTop: 1, borderColor: 'divider', fontSize: 14 } as const;
const subLineSx = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: 1,
  rowGap: 0.25,
  mt: 0.5,
  fontSize: 12,
  color: 'text.secondary',
} as const;

const timeOf = (result: VirtualResult) => (
  <Box component="time" dateTime={result.startAt} sx={{ fontSize: 12, color: 'text.secondary', flexShrink: 0 }}>
    {formatSeoul(result.startAt, 'time').slice(0, 5)}
  </Box>
);

/** The league (when the list mixes them) and the prices the result paid. */
function Paid({ result, showLeague, children }: { result: VirtualResult; showLeague: boolean; children?: ReactNode }) {
  const format = useOddsFormat();
  if (!showLeague && result.winningPrices.length === 0 && !children) return null;
  return (
    <Box sx={subLineSx}>
      {showLeague && <span>{result.leagueNameKorean}</span>}
      {result.winningPrices.length > 0 && (
        <span>
          {koVirtuals.paid}{' '}
          {paidItems(result.winningPrices, format).map((item, index) => (
            <Box component="span" key={index} sx={{ whiteSpace: 'nowrap', color: 'primary.light', fontWeight: 700 }}>
              {index > 0 && ' · '}
              {item}
            </Box>
          ))}
        </span>
      )}
      {children}
    </Box>
  );
}

/** A match: time, the teams either side of the final score (the winner in bold), what it paid. */
function MatchResult({ result, showLeague }: { result: VirtualResult; showLeague: boolean }) {
  return (
    <Box component="li" data-testid="virtual-result" aria-label={`${result.home} vs ${result.away}`} sx={rowSx}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: '40px minmax(0, 1fr) 64px minmax(0, 1fr)',
          alignItems: 'center',
          gap: 1,
        }}
      >
        {timeOf(result)}
        <MatchScore match={result} labels={koVirtuals} />
      </Box>
      <Paid result={result} showLeague={showLeague} />
    </Box>
  );
}

/** One runner with its place: "1착 [3] 번개호". */
function Placed({ place, no, name, kind }: { place: number; no: number; name: string; kind: RaceKind }) {
  return (
    <Box component="li" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <Box component="span" sx={{ fontSize: 12, color: 'text.secondary' }}>
        {koVirtuals.place(place)}
      </Box>
      <RunnerBadge kind={kind} no={no} />
      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
        {name}
      </Box>
    </Box>
  );
}

const placingsSx = { listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 };

/** A race: time and title, the first three, what it paid; every placing behind 전체 순위. */
function RaceResult({ result, kind, showLeague }: { result: VirtualResult; kind: RaceKind; showLeague: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const cancelled = result.status === 'cancelled';
  const more = result.placings.length > 3;
  return (
    <Box component="li" data-testid="virtual-result" aria-label={result.home} sx={rowSx}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 0.5 }}>
        {timeOf(result)}
        <Box component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {result.home}
        </Box>
        {cancelled && (
          <Box component="span" sx={{ fontSize: 12, color: '#8d8d8d' }}>
            {koVirtuals.cancelled}
          </Box>
        )}
      </Box>
      {!cancelled && (
        <Box component="ol" aria-label={koVirtuals.placings} sx={placingsSx}>
          {podium(result.placings).map(({ place, runner }) => (
            <Placed key={runner.no} place={place} no={runner.no} name={runner.name} kind={kind} />
          ))}
        </Box>
      )}
      <Paid result={result} showLeague={showLeague}>
        {more && (
          <ActionButton
            variant="text"
            compact
            aria-expanded={expanded}
            onClick={() => setExpanded((open) => !open)}
            sx={{ ml: 'auto', color: 'primary.main', fontSize: 12 }}
          >
            {expanded ? koVirtuals.hidePlacings : koVirtuals.allPlacings}
          </ActionButton>
        )}
      </Paid>
      {expanded && (
        <Box component="ol" aria-label={koVirtuals.allPlacings} sx={{ ...placingsSx, mt: 0.75, fontSize: 13 }}>
          {result.placings.map((runner, index) => (
            <Placed key={runner.no} place={index + 1} no={runner.no} name={runner.name} kind={kind} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/** Finished events of a virtual sport under a title: matches with their score, races with their order. */
export function VirtualResultList({
  sport,
  title,
  results,
  showLeague,
  footer,
}: {
  sport: VirtualSportKey;
  title: string;
  results: readonly VirtualResult[];
  /** the list holds several leagues: each result names its own */
  showLeague: boolean;
  footer?: ReactNode;
}) {
  const race = virtualSports[sport].format === 'race';
  const kind: RaceKind = sport === 'dog' ? 'dog' : 'horse';
  return (
    <ListCard title={title}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {results.map((result) =>
          race ? (
            <RaceResult key={result.id} result={result} kind={kind} showLeague={showLeague} />
          ) : (
            <MatchResult key={result.id} result={result} showLeague={showLeague} />
          ),
        )}
      </Box>
      {footer}
    </ListCard>
  );
}
