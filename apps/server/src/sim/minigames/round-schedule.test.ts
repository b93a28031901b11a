import { describe, expect, it } from 'vitest';
import { formatSeoulDateTime, parseSeoulDateTime } from '@site/contracts/clock';
import { nextRoundTimes } from './round-schedule';

const seoul = (text: string): number => {
  const ms = parseSeoulDateTime(text);
  if (ms === null) throw new Error(`bad time ${text}`);
  return ms;
};
const at = (text: string): Date => new Date(seoul(text));
const shown = (times: ReturnType<typeof nextRoundTimes>) => ({
  roundDate: times.roundDate,
  roundNo: times.roundNo,
  opensAt: formatSeoulDateTime(times.opensAt.getTime()),
  closesAt: formatSeoulDateTime(times.closesAt.getTime()),
  drawsAt: formatSeoulDateTime(times.drawsAt.getTime()),
});

const fiveMinutes = { roundSeconds: 300, closeSeconds: 30 };
const oneMinute = { roundSeconds: 60, closeSeconds: 10 };

describe('nextRoundTimes', () => {
  it('starts a new game on its grid, numbered by its slot of the Seoul day', () => {
    expect(shown(nextRoundTimes(fiveMinutes, undefined, seoul('2024-05-05 12:01:00')))).toEqual({
      roundDate: '2024-05-05',
      roundNo: 145,
      opensAt: '2024-05-05 12:01:00',
      closesAt: '2024-05-05 12:04:30',
      drawsAt: '2024-05-05 12:05:00',
    });
  });

  it('skips a slot whose betting would already be closed', () => {
    expect(shown(nextRoundTimes(fiveMinutes, undefined, seoul('2024-05-05 12:04:40')))).toMatchObject({
      roundNo: 146,
      closesAt: '2024-05-05 12:09:30',
      drawsAt: '2024-05-05 12:10:00',
    });
  });

  it('chains a round to the previous draw, one round length later', () => {
    const previous = { roundDate: '2024-05-05', roundNo: 725, drawsAt: at('2024-05-05 12:05:00') };
    // The tick comes a little late: the round still opens at the previous draw.
    expect(shown(nextRoundTimes(oneMinute, previous, seoul('2024-05-05 12:05:01')))).toEqual({
      roundDate: '2024-05-05',
      roundNo: 726,
      opensAt: '2024-05-05 12:05:00',
      closesAt: '2024-05-05 12:05:50',
      drawsAt: '2024-05-05 12:06:00',
    });
  });

  it('numbers from 1 again on a new Seoul day; the round drawn at midnight is the last of the day before', () => {
    const last = nextRoundTimes(
      fiveMinutes,
      { roundDate: '2024-05-05', roundNo: 287, drawsAt: at('2024-05-05 23:55:00') },
      seoul('2024-05-05 23:55:00'),
    );
    expect(shown(last)).toMatchObject({ roundDate: '2024-05-05', roundNo: 288, drawsAt: '2024-05-06 00:00:00' });
    const first = nextRoundTimes(fiveMinutes, last, seoul('2024-05-06 00:00:00'));
    expect(shown(first)).toMatchObject({ roundDate: '2024-05-06', roundNo: 1, drawsAt: '2024-05-06 00:05:00' });
  });

  it('after downtime goes on from the next slot, skipping the numbers of the rounds that could not run', () => {
    const previous = { roundDate: '2024-05-05', roundNo: 10, drawsAt: at('2024-05-05 00:50:00') };
    expect(shown(nextRoundTimes(fiveMinutes, previous, seoul('2024-05-05 12:01:00')))).toMatchObject({
      roundNo: 145,
      opensAt: '2024-05-05 12:01:00',
      drawsAt: '2024-05-05 12:05:00',
    });
  });

  it('after an early draw goes on from it, with numbers that never repeat', () => {
    const previous = { roundDate: '2024-05-05', roundNo: 145, drawsAt: at('2024-05-05 12:02:17') };
    const next = nextRoundTimes(fiveMinutes, previous, seoul('2024-05-05 12:02:17'));
    expect(shown(next)).toEqual({
      roundDate: '2024-05-05',
      roundNo: 146,
      opensAt: '2024-05-05 12:02:17',
      closesAt: '2024-05-05 12:06:47',
      drawsAt: '2024-05-05 12:07:17',
    });
  });
});
