import { Panel } from '../../../components/ui/panel';
import { Text } from '../../../components/ui/text';
import { ko } from '../../../i18n/ko';
import { koRolling as t } from '../../../i18n/ko-rolling';
import { RollingFrame } from '../components/rolling-frame';
import { SettlementList } from '../components/settlement-list';

/** /calculateTether: the settlements the member took as tether, and how that works. */
export default function CalculateTetherPage() {
  return (
    <RollingFrame title={ko.pages.calculateTether.title} current="/calculateTether">
      <Panel>
        <Text variant="body2" sx={{ color: 'text.secondary', wordBreak: 'keep-all' }}>
          {t.settlements.tetherExplain}
        </Text>
      </Panel>
      <SettlementList title={t.settlements.tetherTitle} payout="tether" emptyText={t.settlements.tetherEmpty} />
    </RollingFrame>
  );
}
