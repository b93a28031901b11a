import type pg from 'pg';

/** Ending a connection whose peer went silent waits for a goodbye that never comes. */
const END_WAIT_MS = 1_000;

/** Ends a dedicated connection (LISTEN, advisory lock) without hanging on one that is already dead. */
export async function endClient(client: pg.Client): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, END_WAIT_MS)));
  await Promise.race([client.end().catch(() => {}), gaveUp]);
  clearTimeout(timer);
}
