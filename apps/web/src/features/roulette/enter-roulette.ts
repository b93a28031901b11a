/**
 * The top bar's and the drawer's 룰렛 entry (SPEC.md §5, §8): a guest is asked to log in, tendency 51
 * is told it is banned, anyone else gets the 100 wheel (the dialog's tabs reach the other four).
 */
import type { User } from '@site/contracts/api/member';
import { rouletteErrors } from '@site/contracts/api/roulette-codes';
import { TENDENCY_NO_ROULETTE } from '@site/contracts/roles';

import { showAlert } from '../../components/ui/alert';
import { toggleRouletteWheel } from './roulette-store';

export async function enterRoulette(user: User | null): Promise<void> {
  if (!user) return showAlert(rouletteErrors.notLoggedIn);
  if (user.tendency.includes(TENDENCY_NO_ROULETTE)) return showAlert(rouletteErrors.banned);
  toggleRouletteWheel(100);
}
