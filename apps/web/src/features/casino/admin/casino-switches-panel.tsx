import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  casinoVendorSettingSchema,
  type AdminCasinoAggregator,
  type AdminCasinoVendor,
} from '@site/contracts/api/admin-casino';
import { casinoProductNames } from '@site/contracts/casino';

import { alertActionError } from '../../../components/console/notify';
import { QueryState } from '../../../components/console/query-state';
import { ActionButton } from '../../../components/ui/action-button';
import { showAlert } from '../../../components/ui/alert';
import { Panel } from '../../../components/ui/panel';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { koCasinoAdmin } from '../../../i18n/ko-casino-admin';
import { formRules } from '../../../lib/form/form-rules';
import { parseWholeNumber } from '../../../lib/form/typed-numbers';
import { useCasinoSettings, useSetProduct, useSetVendor } from './casino-admin-api';

const t = koCasinoAdmin.switches;

// The contract words the level's rules; the field holds text until it is checked.
const minLevelRules = formRules({
  schema: casinoVendorSettingSchema.pick({ minLevel: true }),
  toInput: (draft: { minLevel: string }) => ({
    minLevel: parseWholeNumber(draft.minLevel) ?? Number.NaN,
  }),
  fallback: {},
});

/** Each aggregator: its products' switches and, per vendor, a switch and the lowest level that sees it. */
export function CasinoSwitchesPanel() {
  const query = useCasinoSettings();
  return (
    <Panel title={t.title}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t.help}
      </Typography>
      <QueryState query={query}>
        {(settings) => (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
            {settings.aggregators.map((aggregator) => (
              <AggregatorSettings key={aggregator.aggregator} aggregator={aggregator} />
            ))}
          </Box>
        )}
      </QueryState>
    </Panel>
  );
}

function AggregatorSettings({ aggregator }: { aggregator: AdminCasinoAggregator }) {
  const setProduct = useSetProduct();
  return (
    <Box component="section" aria-label={aggregator.nameKorean}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {aggregator.nameKorean}
        </Typography>
        {!aggregator.connected && <Chip label={t.notConnected} size="small" color="error" variant="outlined" />}
        {aggregator.products.map(({ product, enabled }) => {
          const name = `${aggregator.nameKorean} ${casinoProductNames[product]}`;
          return (
            <Box key={product} component="label" sx={{ display: 'flex', alignItems: 'center', fontSize: 14 }}>
              {casinoProductNames[product]}
              <Switch
                checked={enabled}
                disabled={setProduct.isPending}
                onChange={(event) =>
                  setProduct
                    .mutateAsync({ aggregator: aggregator.aggregator, product, enabled: event.target.checked })
                    .catch(alertActionError)
                }
                slotProps={{ input: { 'aria-label': t.enabledLabel(name) } }}
              />
            </Box>
          );
        })}
      </Box>
      {aggregator.vendors.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t.noVendors}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, gap: 1 }}>
          {aggregator.vendors.map((vendor) => (
            <VendorRow key={vendor.code} aggregator={aggregator} vendor={vendor} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function VendorRow({ aggregator, vendor }: { aggregator: AdminCasinoAggregator; vendor: AdminCasinoVendor }) {
  const save = useSetVendor();
  const form = useSiteForm(minLevelRules, { minLevel: String(vendor.minLevel) });
  const change = (next: { enabled?: boolean; minLevel?: number }) =>
    save.mutateAsync({
      aggregator: aggregator.aggregator,
      vendor: vendor.code,
      enabled: next.enabled ?? vendor.enabled,
      minLevel: next.minLevel ?? vendor.minLevel,
    });
  const saveMinLevel = form.onSubmit(async ({ minLevel }) => {
    await change({ minLevel });
    await showAlert(t.saved);
  });
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        p: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{vendor.nameKorean}</Typography>
        <Typography variant="caption" color="text.secondary">
          {casinoProductNames[vendor.product]} · {t.games(vendor.gameCount)}
        </Typography>
      </Box>
      <Switch
        checked={vendor.enabled}
        disabled={save.isPending}
        onChange={(event) => void change({ enabled: event.target.checked }).catch(alertActionError)}
        slotProps={{ input: { 'aria-label': t.enabledLabel(vendor.nameKorean) } }}
      />
      <Box component="form" noValidate onSubmit={saveMinLevel} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <TextField
          {...form.textField('minLevel', t.minLevel)}
          fullWidth={false}
          type="number"
          slotProps={{ htmlInput: { min: 1, max: 99, 'aria-label': t.minLevelLabel(vendor.nameKorean) } }}
          sx={{ width: 96 }}
        />
        <ActionButton type="submit" variant="outlined" compact disabled={save.isPending}>
          {t.save}
        </ActionButton>
      </Box>
    </Box>
  );
}
