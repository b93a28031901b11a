import { useState } from 'react';

/**
 * True from the first render where `value` was true, for good. Used to load a dialog's code the
 * first time it is wanted and keep it mounted for its closing animation and the next opening.
 */
export function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}
