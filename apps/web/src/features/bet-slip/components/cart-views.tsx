import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { Suspense, lazy, useState, type ReactNode } from 'react';

import type { CartBook } from '@site/contracts/rules/bet-slip';

import { koCashOut } from '../../../i18n/ko-cash-out';
import { koBetSlip } from '../../../i18n/ko-bet-slip';
import { BetCart } from './bet-cart';
import type { CartMember } from './use-cart-sync';

// 내 베팅 (its list, offers and the cash-out dialog) loads when the member first opens it, not with the cart.
const MyOpenBets = lazy(() => import('../../bet-history/exports/my-open-bets'));

type View = 'cart' | 'bets';

/**
 * The cart and, for a signed-in member on a sports book, 내 베팅 beside it: two tabs over the same space,
 * so the member follows and cashes out what they bet without leaving the board (docs/decisions/068).
 * `header` (the sheet's close button) ends the tab row, or the cart's own title row when there are no tabs.
 */
export function CartViews({
  book,
  member,
  header,
  onPlaced,
}: {
  book: CartBook;
  member: CartMember;
  header?: ReactNode;
  onPlaced?: () => void;
}) {
  const [view, setView] = useState<View>('cart');
  // Virtual bets are never cashed out; a guest has no bets.
  if (!member.loggedIn || book === 'virtual')
    return <BetCart book={book} member={member} header={header} onPlaced={onPlaced} />;
  const tabs: { key: View; label: string }[] = [
    { key: 'cart', label: koBetSlip.title },
    { key: 'bets', label: koCashOut.myBets },
  ];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, maxHeight: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, pt: 0.75, flexShrink: 0 }}>
        <Box role="tablist" aria-label={koCashOut.cartTabs} sx={{ display: 'flex', flex: 1, gap: 0.5 }}>
          {tabs.map((tab) => {
            const chosen = tab.key === view;
            return (
              <ButtonBase
                key={tab.key}
                role="tab"
                aria-selected={chosen}
                onClick={() => setView(tab.key)}
                sx={{
                  flex: 1,
                  minHeight: 34,
                  borderRadius: '6px 6px 0 0',
                  fontFamily: 'inherit',
                  fontSize: 14,
                  fontWeight: 700,
                  color: chosen ? 'primary.main' : 'text.secondary',
                  borderBottom: 2,
                  borderColor: chosen ? 'primary.main' : 'transparent',
                }}
              >
                {tab.label}
              </ButtonBase>
            );
          })}
        </Box>
        {header}
      </Box>
      {view === 'cart' ? (
        <BetCart book={book} member={member} onPlaced={onPlaced} />
      ) : (
        <Suspense fallback={null}>
          <MyOpenBets />
        </Suspense>
      )}
    </Box>
  );
}
