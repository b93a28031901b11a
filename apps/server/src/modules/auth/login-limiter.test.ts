import { describe, expect, it } from 'vitest';
import { fakeClock } from '../../test/fake-clock';
import { LoginLimiter, USER_FAILURE_WINDOW_MS, WindowCounter } from './login-limiter';

describe('LoginLimiter', () => {
  it('allows the configured attempts per IP per minute, then refuses until the minute is over', () => {
    const clock = fakeClock();
    const limiter = new LoginLimiter({ attemptsPerIpPerMinute: 3, failuresPerUser: 10, clock });
    expect([1, 2, 3, 4].map(() => limiter.allowAttempt('10.0.0.1'))).toEqual([true, true, true, false]);
    expect(limiter.allowAttempt('10.0.0.2')).toBe(true);
    clock.advance(59_999);
    expect(limiter.allowAttempt('10.0.0.1')).toBe(false);
    clock.advance(1);
    expect(limiter.allowAttempt('10.0.0.1')).toBe(true);
  });

  it('locks a userId after the configured failures, whatever its case', () => {
    const limiter = new LoginLimiter({ attemptsPerIpPerMinute: 100, failuresPerUser: 2, clock: fakeClock() });
    limiter.recordFailure('demo');
    expect(limiter.isUserLocked('demo')).toBe(false);
    limiter.recordFailure('DEMO');
    expect(limiter.isUserLocked('demo')).toBe(true);
    expect(limiter.isUserLocked('other')).toBe(false);
  });

  it('unlocks a userId when its 15-minute window is over', () => {
    const clock = fakeClock();
    const limiter = new LoginLimiter({ attemptsPerIpPerMinute: 100, failuresPerUser: 1, clock });
    limiter.recordFailure('demo');
    clock.advance(USER_FAILURE_WINDOW_MS - 1);
    expect(limiter.isUserLocked('demo')).toBe(true);
    clock.advance(1);
    expect(limiter.isUserLocked('demo')).toBe(false);
  });

  it('forgets earlier failures after a success', () => {
    const limiter = new LoginLimiter({ attemptsPerIpPerMinute: 100, failuresPerUser: 2, clock: fakeClock() });
    limiter.recordFailure('demo');
    limiter.recordSuccess('demo');
    limiter.recordFailure('demo');
    expect(limiter.isUserLocked('demo')).toBe(false);
  });
});

describe('WindowCounter', () => {
  it('drops finished windows of keys nobody asks about again', () => {
    const clock = fakeClock();
    const counter = new WindowCounter(1000, clock);
    for (let i = 0; i < 50; i++) counter.hit(`key-${i}`);
    expect(counter.size).toBe(50);
    clock.advance(1000);
    counter.hit('fresh');
    expect(counter.size).toBe(1);
  });
});
