import { describe, expect, it } from 'vitest';

import { parseEventStream } from './event-stream';

describe('parseEventStream', () => {
  it('reads named events, skips comments and retry lines, and keeps an unfinished event for later', () => {
    const { events, rest } = parseEventStream(
      'retry: 3000\n\n: heartbeat\n\nevent: balance\ndata: {"emoney":1}\n\nevent: balance\ndata: {"em',
    );
    expect(events).toEqual([{ event: 'balance', data: '{"emoney":1}' }]);
    expect(rest).toBe('event: balance\ndata: {"em');
    expect(parseEventStream(`${rest}oney":2}\n\n`).events).toEqual([{ event: 'balance', data: '{"emoney":2}' }]);
  });

  it('joins multi-line data and defaults the event name to message', () => {
    expect(parseEventStream('data: a\ndata: b\n\n').events).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});
