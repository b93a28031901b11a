/**
 * Menu links load their page's code when a member is about to follow them (a pointer over the
 * link, a touch, keyboard focus), so the page opens without waiting for it. SPEC.md §5: none of this
 * on a 2g connection or with data saver on, where it would spend the member's data on pages they
 * may never open.
 */
import { matchPath } from 'react-router';

import { routes, type RouteEntry } from './routes';

/** The Network Information API where the browser has it (Chromium; not Safari or Firefox). */
interface ConnectionHints {
  saveData?: boolean;
  /** 'slow-2g', '2g', '3g' or '4g' */
  effectiveType?: string;
}

const connectionOf = (): ConnectionHints | undefined =>
  (navigator as Navigator & { connection?: ConnectionHints }).connection;

export function mayPrefetch(connection: ConnectionHints | undefined = connectionOf()): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').endsWith('2g');
}

/** Starts loading the code of the page at `href` (a path with or without its query); a failure is left to the navigation. */
export function prefetchPage(href: string, table: readonly RouteEntry[] = routes): void {
  if (!mayPrefetch()) return;
  const pathname = href.split(/[?#]/)[0] ?? href;
  const route = table.find((entry) => matchPath(entry.path, pathname));
  // The browser keeps a module once loaded: a second hover costs nothing. A failure here is not the
  // member's yet; following the link loads (and reports) it again.
  route?.load().catch(() => {});
}
