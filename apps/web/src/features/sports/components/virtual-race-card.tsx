import { memo } from 'react';

import type { Fixture, Market, Selection } from '@site/contracts/api/sports';
import type { VirtualEvent } from '@site/contracts/api/virtuals';
import { marketNameKorean, raceMarketLabel } from '@site/contracts/sports-markets';

import { RunnerBadge, type RaceKind } from '../../../components/ui/runner-badge';
import { koVirtuals } from '../../../i18n/ko-virtuals';
import { useMarketStatus } from '../odds-store';
import { finishingOrder, runnerRows } from '../virtual-book';
import { OddsButton } from './odds-button';
import own from './virtual.module.css';

/** One price of a runner, locked with its market (from the stream, else the list) or from the start on. */
function RunnerPrice({
  event,
  market,
  selection,
  bettable,
}: {
  event: Fixture;
  market: Market | undefined;
  selection: Selection | undefined;
  bettable: boolean;
}) {
  const status = useMarketStatus(market?.id ?? 0) ?? market?.status;
  if (!market || !selection) return <span className={own.noPrice}>-</span>;
  return (
    <OddsButton
      fixture={event}
      market={market}
      selection={selection}
      label={marketNameKorean(market.marketType)}
      marketLocked={!bettable || status !== 'open'}
      mode="virtual"
      live={false}
    />
  );
}

/**
 * One race: its runners in trap order, each with its number in the trap's colour, its name and its
 * 단승 (Winner) and 연승 (Place) prices; the finishing order as soon as the server tells it.
 */
export const VirtualRaceCard = memo(function VirtualRaceCard({
  event,
  kind,
  bettable,
}: {
  event: VirtualEvent;
  kind: RaceKind;
  bettable: boolean;
}) {
  const order = finishingOrder(event);
  return (
    <article className={own.race} data-testid="virtual-race" data-fixture-id={event.id} aria-label={event.home}>
      <h3 className={own.raceTitle}>{event.home}</h3>
      {order.length > 0 && (
        <ol className={own.placings} aria-label={koVirtuals.placings}>
          {order.map((runner, index) => (
            <li key={runner.no} className={own.placing}>
              <span className={own.muted}>{koVirtuals.place(index + 1)}</span>
              <RunnerBadge kind={kind} no={runner.no} />
              {runner.name}
            </li>
          ))}
        </ol>
      )}
      <RunnerTable event={event} kind={kind} bettable={bettable} />
    </article>
  );
});

/** The runners in trap order with their 단승 and 연승 prices, under the columns' names. */
function RunnerTable({ event, kind, bettable }: { event: VirtualEvent; kind: RaceKind; bettable: boolean }) {
  const rows = runnerRows(event);
  const winner = event.markets.find((m) => m.marketType === 'Winner');
  const place = event.markets.find((m) => m.marketType === 'Place');
  return (
    <>
      <div className={`${own.runnerRow} ${own.runnerHead}`} aria-hidden="true">
        <span>{koVirtuals.runnerNo}</span>
        <span>{koVirtuals.runner}</span>
        <span>{raceMarketLabel('Winner', winner?.line ?? null)}</span>
        <span>{raceMarketLabel('Place', place?.line ?? null)}</span>
      </div>
      <ul className={own.runners} aria-label={koVirtuals.runners}>
        {rows.map(({ runner, winner: win, place: placed }) => (
          <li key={runner.no} className={own.runnerRow} aria-label={`${runner.no} ${runner.name}`} data-testid="runner">
            <RunnerBadge kind={kind} no={runner.no} />
            <span className={own.runnerName}>{runner.name}</span>
            <RunnerPrice event={event} market={winner} selection={win} bettable={bettable} />
            <RunnerPrice event={event} market={place} selection={placed} bettable={bettable} />
          </li>
        ))}
      </ul>
    </>
  );
}
