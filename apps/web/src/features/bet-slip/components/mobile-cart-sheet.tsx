import Drawer from '@mui/material/Drawer';

import type { CartBook } from '@site/contracts/rules/bet-slip';

import { IconAction } from '../../../components/ui/action-button';
import { CloseIcon } from '../../../components/ui/icons';
import { koBetSlip } from '../../../i18n/ko-bet-slip';
import { CartViews } from './cart-views';
import type { CartMember } from './use-cart-sync';

/** The full cart in a sheet from the bottom, opened from the phone's dock (mobile-cart-dock.tsx). */
export default function MobileCartSheet({
  book,
  member,
  open,
  onClose,
}: {
  book: CartBook;
  member: CartMember;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': koBetSlip.bookTitle(book),
          sx: { maxHeight: '90vh', borderTopLeftRadius: 12, borderTopRightRadius: 12, bgcolor: 'background.paper' },
        },
      }}
    >
      <CartViews
        book={book}
        member={member}
        onPlaced={onClose}
        header={
          <IconAction aria-label={koBetSlip.closeCart} onClick={onClose} sx={{ width: 32, height: 32 }}>
            <CloseIcon sx={{ fontSize: 20 }} />
          </IconAction>
        }
      />
    </Drawer>
  );
}
