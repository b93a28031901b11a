import { useQueryClient } from '@tanstack/react-query';

import { formatOdds, oddsFormats, type OddsFormat } from '@site/contracts/rules/odds-format';

import { showAlert } from '../../../components/ui/alert';
import { SettingSelect } from '../../../components/ui/setting-select';
import { koOddsFormat as t } from '../../../i18n/ko-odds-format';
import { userFacingMessage } from '../../../lib/api-client';
import { betPreferencesQuery, saveBetPreferences } from '../../bet-slip/api/bet-calls';
import { chooseGuestFormat, showMemberFormat } from '../store';
import { useOddsFormat } from './odds';

/** A common price every option writes, so the list shows what each format looks like. */
const EXAMPLE_PRICE = 1.85;

const options = oddsFormats.map((value) => ({
  value,
  label: t.option(t.names[value], formatOdds(EXAMPLE_PRICE, value)),
}));

/**
 * 배당 표시 방식, beside 배당 변경 in the cart: every price on every page follows it at once. A
 * member's choice is kept on the server (PUT /bets/preferences, the format alone) and follows them to
 * any device; a visitor's stays in this browser.
 */
export function OddsFormatChoice({ memberId }: { memberId: number | null }) {
  const format = useOddsFormat();
  const queryClient = useQueryClient();

  const choose = async (next: OddsFormat) => {
    if (memberId === null) {
      chooseGuestFormat(next);
      return;
    }
    const before = format;
    showMemberFormat(memberId, next);
    try {
      const saved = await saveBetPreferences({ oddsFormat: next });
      queryClient.setQueryData(betPreferencesQuery(memberId).queryKey, saved);
    } catch (error) {
      // Not kept on the server: the prices go back to what the server keeps, and the member is told why.
      showMemberFormat(memberId, before);
      await showAlert(userFacingMessage(error));
    }
  };

  return <SettingSelect label={t.label} value={format} options={options} onChange={(next) => void choose(next)} />;
}
