import type { Market } from '@site/contracts/api/sports';
import type { VirtualEvent } from '@site/contracts/api/virtuals';

/** Virtual events as the server lists them, for the virtual book's tests. */
export function virtualEvent(partial: Partial<VirtualEvent> = {}): VirtualEvent {
  return {
    id: 5001,
    sportId: 9001,
    locationId: 90,
    locationNameKorean: '가상',
    leagueId: 901,
    leagueNameKorean: '프리미어십',
    leagueKey: 'premierships',
    home: '런던 레드',
    away: '맨체스터 블루',
    startAt: '2026-03-01T05:03:00.000Z',
    status: 'scheduled',
    live: null,
    markets: [],
    marketCount: 0,
    secondsToStart: 83,
    secondsToResult: null,
    runners: [],
    placings: null,
    ...partial,
  };
}

let nextId = 70_000;
const open = (name: string, price: number) => ({ id: nextId++, name, price, status: 'open' as const });

/** Soccer's three markets: 1X2, Under/Over 2.5 and Both Teams To Score. */
export const soccerMarkets = (): Market[] => [
  {
    id: nextId++,
    marketType: '1X2',
    period: 100,
    line: null,
    status: 'open',
    selections: [open('1', 2.1), open('X', 3.3), open('2', 3.4)],
  },
  {
    id: nextId++,
    marketType: 'Under/Over',
    period: 100,
    line: '2.5',
    status: 'open',
    selections: [open('Over', 1.9), open('Under', 1.85)],
  },
  {
    id: nextId++,
    marketType: 'Both Teams To Score',
    period: 100,
    line: null,
    status: 'open',
    selections: [open('Yes', 1.8), open('No', 1.95)],
  },
];

const dogNames = ['번개호', '바람개비', '은빛화살', '새벽별', '천둥이', '질풍'];

/** A six-dog race with 단승 and 연승 (first two) for each runner; the server names selections "3 은빛화살". */
export function dogRace(partial: Partial<VirtualEvent> = {}): VirtualEvent {
  const runners = dogNames.map((name, index) => ({ no: index + 1, name }));
  return virtualEvent({
    id: 6001,
    sportId: 9003,
    leagueNameKorean: '골든힐 파크',
    leagueKey: 'goldenhillparks',
    home: '제12경주',
    away: '',
    runners,
    markets: [
      {
        id: nextId++,
        marketType: 'Winner',
        period: 100,
        line: null,
        status: 'open',
        selections: runners.map((r) => open(`${r.no} ${r.name}`, 3 + r.no)),
      },
      {
        id: nextId++,
        marketType: 'Place',
        period: 100,
        line: '2',
        status: 'open',
        selections: runners.map((r) => open(`${r.no} ${r.name}`, 1.5 + r.no / 10)),
      },
    ],
    ...partial,
  });
}
