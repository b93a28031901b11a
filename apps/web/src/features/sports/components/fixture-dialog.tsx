import { Suspense, lazy } from 'react';

import type { Fixture } from '@site/contracts/api/sports';
import type { SportsBook } from '@site/contracts/sports-markets';

import { useLatch } from '../../../lib/use-latch';
import type { SlipMode } from '../../bet-slip/api/bet-slip';

export interface FixtureDialogProps {
  fixture: Fixture | null;
  book: SportsBook;
  mode: SlipMode;
  onClose: () => void;
}

// The dialog (MUI's modal, focus trap and transitions, ~8 KB) loads when a member first opens a
// fixture, not with the book (docs/decisions/020).
const FixtureDialogView = lazy(() => import('./fixture-dialog-view'));

/** The fixture view of "+N", over the list; its code loads on first opening and stays for the closing animation. */
export function FixtureDialog(props: FixtureDialogProps) {
  const wanted = useLatch(props.fixture !== null);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <FixtureDialogView {...props} />
    </Suspense>
  );
}
