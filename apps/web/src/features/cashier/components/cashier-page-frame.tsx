import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { cashierColumnSx, cashierPageSx } from './cashier-layout';

/**
 * A cashier page (won or tether): its title, then its columns side by side on a wide screen and
 * one under the other at 425 px; busy until its terms come, and an honest notice when they cannot
 * be loaded.
 */
export function CashierPageFrame({
  title,
  ready,
  failed,
  failedText,
  headerAction,
  children,
}: {
  title: string;
  ready: boolean;
  failed: boolean;
  failedText: string;
  /** beside the title, e.g. a partner's way back to its console */
  headerAction?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title}>{headerAction}</PageHeader>
      {!ready && failed ? (
        <Panel>
          <EmptyState text={failedText} />
        </Panel>
      ) : (
        <Box aria-busy={!ready} sx={cashierPageSx}>
          {ready && children}
        </Box>
      )}
    </>
  );
}

/** One column of a cashier page's panels. */
export function CashierColumn({ children }: { children: ReactNode }) {
  return <Box sx={cashierColumnSx}>{children}</Box>;
}
