import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

import { hedgingProducts, type HedgingRules } from '@site/contracts/api/hedging';

import { alertActionError } from '../../../components/console/notify';
import { QueryState } from '../../../components/console/query-state';
import { SettingRow } from '../../../components/console/setting-row';
import { Panel } from '../../../components/ui/panel';
import { koAdmin } from '../../../i18n/ko-admin';
import { useHedgingRules, useSaveHedgingRules } from '../api/admin-hedging-rules';

const text = koAdmin.hedging;

/**
 * 양방 베팅 제한: per product, whether a bet on the other side of what the member holds is refused
 * (docs/decisions/051). A switch applies as soon as it is flipped, like the casino's switches.
 */
export function HedgingPanel() {
  const query = useHedgingRules();
  return (
    <Panel title={text.title}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {text.help}
      </Typography>
      <QueryState query={query}>{(rules) => <HedgingSwitches rules={rules} />}</QueryState>
    </Panel>
  );
}

function HedgingSwitches({ rules }: { rules: HedgingRules }) {
  const save = useSaveHedgingRules();
  return (
    <>
      {hedgingProducts.map((product) => (
        <SettingRow
          key={product}
          label={text.products[product].label}
          help={text.products[product].help}
          labelId={`hedging-${product}`}
        >
          <Switch
            checked={rules[product]}
            disabled={save.isPending}
            onChange={(event) => save.mutateAsync({ [product]: event.target.checked }).catch(alertActionError)}
            slotProps={{ input: { 'aria-labelledby': `hedging-${product}` } }}
          />
        </SettingRow>
      ))}
    </>
  );
}
