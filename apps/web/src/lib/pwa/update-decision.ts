/**
 * When an open page of an old build moves to the new one (docs/decisions/040). A page whose parts fail
 * to load is already broken, so it reloads at once; a page that works reloads when the member is not in
 * the middle of something (typing in a field, a dialog open), or else at their next page change, the
 * moment they leave what they were doing anyway.
 */
import { CHUNK_RELOAD_GUARD_MS } from '@site/contracts/constants';

export type UpdateReason =
  /** A lazy part or its style sheet failed to load: the usual sign its build is gone. */
  | 'load-failed'
  /** The member came back to the tab, the periodic look, or a font that failed (only cosmetic). */
  | 'look'
  /** The member is moving to another page. */
  | 'navigation';

export type UpdateDecision =
  /** Nothing to do: the same build, or nothing known. */
  | 'stay'
  /** Reload now: the new build takes over. */
  | 'reload'
  /** A new build is out but the member is busy: reload at the next safe moment. */
  | 'wait'
  /** A part failed but the server does not (yet) name another build: ask again shortly (a deploy under way). */
  | 'ask-again';

export interface UpdateFacts {
  reason: UpdateReason;
  /** This page's build; null in the dev server, which has none. */
  own: string | null;
  /** The build the server hands out now; null when it could not say. */
  served: string | null;
  /** A field has focus or a dialog is open. */
  busy: boolean;
  /** When this tab last reloaded itself for a new build or a failed part, if it did. */
  lastReloadAt: number | null;
  now: number;
}

export function decideUpdate({ reason, own, served, busy, lastReloadAt, now }: UpdateFacts): UpdateDecision {
  if (own === null) return 'stay';
  if (served === null || served === own) return reason === 'load-failed' ? 'ask-again' : 'stay';
  // SPEC.md §4's guard: a page that reloaded under a minute ago and still is not on the served build
  // would only loop.
  if (lastReloadAt !== null && now - lastReloadAt < CHUNK_RELOAD_GUARD_MS) return 'stay';
  if (reason === 'look' && busy) return 'wait';
  return 'reload';
}

/** Whether the member is in the middle of something a reload would throw away. */
export function isMemberBusy(doc: Document): boolean {
  const active = doc.activeElement;
  const typing =
    active instanceof HTMLElement &&
    (active.matches('input:not([type=button],[type=submit],[type=checkbox],[type=radio]), textarea, select') ||
      active.isContentEditable);
  return typing || doc.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}
