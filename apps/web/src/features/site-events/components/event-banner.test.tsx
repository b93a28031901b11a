import { describe, expect, it } from 'vitest';

import { drawnSvg, pictureOf } from '../../../test/drawn-svg';
import { EventBanner, eventMotif } from './event-banner';

describe('an event’s banner', () => {
  it('draws the event’s title and days over a motif its title names', () => {
    expect(eventMotif('첫 충전 보너스 이벤트')).toBe('deposit');
    expect(eventMotif('주말 출석 이벤트')).toBe('attendance');
    expect(eventMotif('12월 룰렛 쿠폰 이벤트')).toBe('roulette');
    expect(eventMotif('연말 감사 이벤트')).toBe('gift');
    const banner = drawnSvg(
      <EventBanner
        title="첫 충전 보너스 이벤트"
        startsAt="2026-11-24T15:00:00.000Z"
        endsAt="2026-12-24T15:00:00.000Z"
      />,
    );
    expect(banner.valid).toBe(true);
    expect(banner.text).toContain('첫 충전 보너스 이벤트');
    expect(banner.text).toContain('11.25 ~ 12.25');
    const other = drawnSvg(
      <EventBanner
        title="신규 회원 출석 이벤트"
        startsAt="2026-10-01T15:00:00.000Z"
        endsAt="2026-10-31T15:00:00.000Z"
      />,
    );
    expect(pictureOf(other.markup, '신규 회원 출석 이벤트')).not.toBe(
      pictureOf(banner.markup, '첫 충전 보너스 이벤트'),
    );
  });
});
