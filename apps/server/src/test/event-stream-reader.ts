/** Reads a Server-Sent Events response in tests: waits for text matching a pattern, then stops reading. */
export function eventStreamReader(response: Response) {
  if (!response.body) throw new Error('the response has no body to stream');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  return {
    get text(): string {
      return text;
    },
    /** Reads until the text so far matches; resolves with the match. */
    async until(pattern: RegExp): Promise<RegExpExecArray> {
      for (;;) {
        const match = pattern.exec(text);
        if (match) return match;
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${pattern}`);
        text += decoder.decode(value, { stream: true });
      }
    },
    /** Forgets what was read so far, so the next until() only sees new events. */
    clear(): void {
      text = '';
    },
    cancel: () => reader.cancel().catch(() => {}),
  };
}
