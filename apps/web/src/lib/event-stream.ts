/**
 * Server-Sent Events over fetch. EventSource cannot send the member's token header, so streams that
 * need a login (the balance stream) read the response body themselves with this parser.
 */
export interface StreamEvent {
  event: string;
  data: string;
}

/** Splits SSE text into events; returns the events and the incomplete tail to keep for the next chunk. */
export function parseEventStream(buffer: string): { events: StreamEvent[]; rest: string } {
  const blocks = buffer.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  const events: StreamEvent[] = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/** Reads the response body to its end, calling onEvent for each complete event. */
export async function readEventStream(response: Response, onEvent: (event: StreamEvent) => void): Promise<void> {
  if (!response.body) return;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const parsed = parseEventStream(buffer + value);
    buffer = parsed.rest;
    parsed.events.forEach(onEvent);
  }
}
