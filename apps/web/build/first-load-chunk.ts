import type { Plugin } from 'vite';

import { usedStaticGraph } from './used-static-graph';

/**
 * Everything the entry imports statically and uses — React, MUI, the router, TanStack Query, the
 * layout — goes into one chunk. Left to itself the bundler splits it into some twenty files by which
 * lazy pages share which part; every visitor downloads all of them anyway, and one file compresses
 * better than twenty (about 4 KB gzip less on the home page) and costs fewer requests
 * (docs/decisions/020). Lazy pages import what they share with the first page from this chunk.
 *
 * "Uses" matters: a package's index re-exports modules the entry never touches (`@mui/material/styles`
 * re-exports the high-contrast helper, which imports the input classes, which import InputBase). The
 * bundler drops those from the entry, but a chunk group takes every module its test names, so a
 * module a lazy page needs (the stake field's InputBase) would move into the first chunk. The walk
 * follows a re-export only for the names asked of it (./used-static-graph.ts).
 */
export function firstLoadChunk(): { plugin: Plugin; group: { name: string; test: (id: string) => boolean } } {
  let firstLoad = new Set<string>();
  const plugin: Plugin = {
    name: 'first-load-chunk',
    async buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      firstLoad = await usedStaticGraph(this, entries);
    },
  };
  return { plugin, group: { name: 'first', test: (id) => firstLoad.has(id) } };
}
