import { useQueryClient } from '@tanstack/react-query';

import type { OddsChangePolicy } from '@site/contracts/rules/bet-slip';

import { showAlert } from '../../../components/ui/alert';
import { SettingSelect } from '../../../components/ui/setting-select';
import { koBetSlip } from '../../../i18n/ko-bet-slip';
import { userFacingMessage } from '../../../lib/api-client';
import { betPreferencesQuery, saveBetPreferences } from '../api/bet-calls';
import { setOddsChangePolicy, useBetSlip } from '../store';

const options = (Object.keys(koBetSlip.oddsChange) as OddsChangePolicy[]).map((value) => ({
  value,
  label: koBetSlip.oddsChange[value],
}));

/**
 * 배당 변경: which moved prices the slip takes without asking. A member's choice is kept on the server
 * (PUT /bets/preferences) and follows them to any device; a guest's stays in this browser.
 */
export function OddsChangeChoice({ memberId }: { memberId: number | null }) {
  const policy = useBetSlip((state) => state.oddsChange);
  const queryClient = useQueryClient();

  const choose = async (next: OddsChangePolicy) => {
    const before = policy;
    setOddsChangePolicy(next);
    if (memberId === null) return;
    try {
      const saved = await saveBetPreferences({ oddsChange: next });
      queryClient.setQueryData(betPreferencesQuery(memberId).queryKey, saved);
    } catch (error) {
      // Not kept on the server: the cart goes back to what the server keeps, and says why.
      setOddsChangePolicy(before);
      await showAlert(userFacingMessage(error));
    }
  };

  return (
    <SettingSelect
      label={koBetSlip.oddsChangeLabel}
      value={policy}
      options={options}
      onChange={(next) => void choose(next)}
    />
  );
}
