/**
 * Whether a member is on a time-out or self-exclusion now (docs/decisions/063): members.excluded_until
 * is after now. 'infinity' (a self-exclusion in force, or ended and waiting for the member's request)
 * reaches JavaScript as an invalid Date, which counts as "never ends"; the site writes no other value
 * that reads so. Every reader of excluded_until asks this, never compares the Date itself.
 */
export function isExcluded(excludedUntil: Date | null, now: Date): boolean {
  if (excludedUntil === null) return false;
  const until = excludedUntil.getTime();
  return Number.isNaN(until) || until > now.getTime();
}

/** The end of an exclusion in force as an ISO instant, or null while it lasts until the member asks to reopen. */
export const exclusionEndText = (excludedUntil: Date): string | null =>
  Number.isNaN(excludedUntil.getTime()) ? null : excludedUntil.toISOString();
