import { useNavigate } from 'react-router';

import type { SharedPick, SharedSlip } from '@site/contracts/api/shared-slips';

import { showAlert } from '../../../components/ui/alert';
import { koSharedSlips as t } from '../../../i18n/ko-shared-slips';
import { addPicksToCarts, type CartBook, type SlipPick } from '../../bet-slip/api/bet-slip';

/** Where each cart is on screen; the virtual races' carts sit on each race's own page. */
const cartPages: Partial<Record<CartBook, string>> = { europe: '/europe', inplay: '/inplay' };

const toCartPick = ({ open: _o, state: _s, ...pick }: SharedPick): SlipPick & { virtual: boolean } => pick;

/**
 * 모두 담기 / 이 조합 담기: the slip's open picks go into their carts at today's prices, under the carts'
 * own rules (a refused pick is left out with the cart's message); then the cart's page opens.
 */
export function useTakeSlip(): (slip: SharedSlip) => Promise<void> {
  const navigate = useNavigate();
  return async (slip) => {
    const open = slip.picks.filter((pick) => pick.open);
    if (open.length === 0) return showAlert(t.noneOpen);
    const { added, refusal, book } = addPicksToCarts(open.map(toCartPick));
    const page = book && added > 0 ? cartPages[book] : undefined;
    if (page) await navigate(page);
    await showAlert([added > 0 ? t.taken(added) : !refusal ? t.alreadyIn : null, refusal].filter(Boolean).join(' '));
  };
}
