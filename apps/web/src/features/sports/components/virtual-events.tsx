import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import type { VirtualEvent } from '@site/contracts/api/virtuals';
import { virtualSports, type VirtualSportKey } from '@site/contracts/virtual-leagues';

import { EmptyState } from '../../../components/ui/empty-state';
import { Panel } from '../../../components/ui/panel';
import { koVirtuals } from '../../../i18n/ko-virtuals';
import { formatCountdown, useElapsedSeconds } from '../../../lib/countdown';
import { refreshVirtualResults } from '../../sports-results/api/virtual-results';
import { virtualEventsQuery } from '../api/virtual-events';
import { seoulMonthDayTime } from '../fixture-groups';
import { comingAndRunning, slotsOf, type Slot } from '../virtual-book';
import { eventClock, nextRefetchIn, someEventEnded, type EventClock } from '../virtual-clock';
import styles from './book.module.css';
import { LoadFailed } from './load-failed';
import { VirtualMatchRow } from './virtual-match-row';
import { VirtualRaceCard } from './virtual-race-card';
import own from './virtual.module.css';

/** What a slot's heading says of it: the countdown to the start, then 베팅마감, 경기중 … */
function SlotStatus({ clock, race }: { clock: EventClock; race: boolean }) {
  const t = koVirtuals;
  switch (clock.phase) {
    case 'open':
      return (
        <span className={own.status} role="timer" aria-label={`${t.startsIn} ${formatCountdown(clock.secondsToStart)}`}>
          <span className={own.muted}>{t.startsIn}</span>
          <span className={own.countdown}>{formatCountdown(clock.secondsToStart)}</span>
        </span>
      );
    case 'closed':
      return (
        <span className={own.status}>
          <span className={own.closed}>{t.closed}</span>
        </span>
      );
    case 'running':
      return (
        <span className={own.status}>
          <span className={own.running}>{race ? t.racing : t.running}</span>
          {clock.secondsToResult !== null && (
            <span className={own.muted} role="timer">
              {t.resultIn} {formatCountdown(clock.secondsToResult)}
            </span>
          )}
        </span>
      );
    case 'resulting':
      return (
        <span className={own.status}>
          <span className={own.running}>{t.resulting}</span>
        </span>
      );
    default:
      return null;
  }
}

function SlotSection({ slot, sport, elapsed }: { slot: Slot; sport: VirtualSportKey; elapsed: number }) {
  const race = virtualSports[sport].format === 'race';
  const time = seoulMonthDayTime(slot.startAt).slice(6);
  const [first] = slot.events as [VirtualEvent, ...VirtualEvent[]];
  return (
    <section className={styles.league} aria-label={koVirtuals.slotLabel(time)} data-testid="virtual-slot">
      <h2 className={own.slotHeader}>
        <time className={own.slotTime} dateTime={slot.startAt}>
          {koVirtuals.slotLabel(time)}
        </time>
        <SlotStatus clock={eventClock(first, elapsed)} race={race} />
      </h2>
      <div className={styles.leagueBody}>
        {slot.events.map((event) => {
          const bettable = eventClock(event, elapsed).phase === 'open';
          return race ? (
            <VirtualRaceCard
              key={event.id}
              event={event}
              kind={sport === 'dog' ? 'dog' : 'horse'}
              bettable={bettable}
            />
          ) : (
            <VirtualMatchRow key={event.id} event={event} bettable={bettable} />
          );
        })}
      </div>
    </section>
  );
}

/**
 * A virtual league's coming and running events, by start. Each slot counts down from the seconds
 * the server sent; when a start or a result is due the list is asked again, and when an event has
 * left it (its result is in) the results and the rankings below are asked again too.
 */
export function VirtualEvents({ sport, league }: { sport: VirtualSportKey; league: string }) {
  const queryClient = useQueryClient();
  const { data, isError, refetch } = useQuery(virtualEventsQuery(sport, league));
  const elapsed = useElapsedSeconds(data?.heardAt);
  const due = data ? nextRefetchIn(data.items) : null;
  const isDue = due !== null && elapsed >= due;

  useEffect(() => {
    if (isDue) void refetch();
  }, [isDue, refetch]);

  const previous = useRef<readonly VirtualEvent[]>([]);
  useEffect(() => {
    if (!data) return;
    if (someEventEnded(previous.current, data.items)) void refreshVirtualResults(queryClient, sport);
    previous.current = data.items;
  }, [data, queryClient, sport]);

  if (!data) {
    return isError ? (
      <LoadFailed onRetry={() => void refetch()} />
    ) : (
      <p className={styles.notice} role="status">
        {koVirtuals.loading}
      </p>
    );
  }
  const shown = comingAndRunning(data.items);
  if (shown.length === 0) {
    return (
      <Panel>
        <EmptyState text={koVirtuals.eventsEmpty} />
      </Panel>
    );
  }
  return (
    <div className={styles.list}>
      {slotsOf(shown).map((slot) => (
        <SlotSection key={slot.startAt} slot={slot} sport={sport} elapsed={elapsed} />
      ))}
    </div>
  );
}
