import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { EmptyState } from '../../../components/ui/empty-state';
import { Panel } from '../../../components/ui/panel';
import { koAdmin } from '../../../i18n/ko-admin';
import { useMinigameSettings, useSaveMinigameSetting } from '../api/admin-minigame-settings';
import { amountDraftOf, amountFields } from '../../sports/exports/bet-limit-form';
import { groupMinigameSettings, type MinigameGroup, type MinigameRow } from '../rules/minigame-groups';
import { maintenanceChange, minigameLimitRules } from '../rules/minigame-setting-form';
import { LimitCard, LimitInput, LimitList, LimitRowForm } from '../../../components/console/limit-fields';
import { QueryState } from '../../../components/console/query-state';
import { useSendSettings } from '../../../components/console/settings-form';
import { useLimitEditor } from '../../../components/console/use-limit-editor';

const text = koAdmin.minigames;

/** 미니게임: every game's maintenance switch and limits, grouped by provider. */
export function MinigamesSection() {
  const query = useMinigameSettings();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Panel title={text.title}>
        <Typography variant="body2" color="text.secondary">
          {text.help}
        </Typography>
      </Panel>
      <QueryState query={query}>
        {(settings) =>
          settings.length === 0 ? (
            <Panel>
              <EmptyState text={text.empty} />
            </Panel>
          ) : (
            groupMinigameSettings(settings).map((group) => <ProviderPanel key={group.key} group={group} />)
          )
        }
      </QueryState>
    </Box>
  );
}

function ProviderPanel({ group }: { group: MinigameGroup }) {
  return (
    <Panel title={group.name}>
      <LimitList
        label={group.name}
        columns={[text.game, text.maintenance, ...amountFields.map((field) => field.label)]}
        widths={[220, 72]}
        items={group.rows}
        keyOf={(row) => row.setting.gameId}
        row={(row) => <GameRow row={row} />}
        card={(row) => <GameCard row={row} />}
      />
    </Panel>
  );
}

/** A game's limits being edited and its maintenance switch, both saved with PUT admin/minigames/:id. */
function useGameSettings(row: MinigameRow) {
  const { setting, fullName } = row;
  const save = useSaveMinigameSetting();
  const editor = useLimitEditor({
    rules: minigameLimitRules,
    stored: setting,
    draftOf: amountDraftOf,
    send: (update) => save.mutateAsync({ id: setting.gameId, update }),
    pending: save.isPending,
    savedMessage: text.saved(fullName),
  });
  const send = useSendSettings(save);
  const setMaintenance = (on: boolean) => {
    const change = maintenanceChange(fullName, on);
    void send(
      { id: setting.gameId, update: change.update },
      { ask: change.ask ?? undefined, saved: change.saved, onSaved: () => {} },
    );
  };
  return { editor, setMaintenance, pending: save.isPending };
}

function GameName({ row }: { row: MinigameRow }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, minWidth: 0 }}>
      <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{row.name}</Typography>
      {row.setting.systemMaintenanceFlg && (
        <Chip label={text.underMaintenance} size="small" color="error" variant="outlined" />
      )}
    </Box>
  );
}

function MaintenanceSwitch({
  row,
  onChange,
  disabled,
}: {
  row: MinigameRow;
  onChange: (on: boolean) => void;
  disabled: boolean;
}) {
  return (
    <Switch
      checked={row.setting.systemMaintenanceFlg}
      onChange={(event) => onChange(event.target.checked)}
      disabled={disabled}
      color="error"
      slotProps={{ input: { 'aria-label': text.maintenanceLabel(row.fullName) } }}
    />
  );
}

const formId = (row: MinigameRow) => `minigame-setting-${row.setting.gameId}`;

function GameRow({ row }: { row: MinigameRow }) {
  const { editor, setMaintenance, pending } = useGameSettings(row);
  return (
    <TableRow>
      <TableCell sx={{ verticalAlign: 'top', pt: 1.5 }}>
        <GameName row={row} />
      </TableCell>
      <TableCell sx={{ verticalAlign: 'top' }}>
        <MaintenanceSwitch row={row} onChange={setMaintenance} disabled={pending} />
      </TableCell>
      {amountFields.map((field) => (
        <TableCell key={field.name} sx={{ verticalAlign: 'top', minWidth: 140 }}>
          <LimitInput editor={editor} field={field} rowName={row.fullName} formId={formId(row)} showLabel={false} />
        </TableCell>
      ))}
      <TableCell align="right" sx={{ verticalAlign: 'top' }}>
        <LimitRowForm editor={editor} formId={formId(row)} saveLabel={text.save(row.fullName)} />
      </TableCell>
    </TableRow>
  );
}

function GameCard({ row }: { row: MinigameRow }) {
  const { editor, setMaintenance, pending } = useGameSettings(row);
  // The switch stands in the title row: forty-odd cards are long enough without a line of their own.
  const title = (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flex: 1, minWidth: 0 }}>
      <GameName row={row} />
      <Box component="span" sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
        <Typography component="span" variant="body2" color="text.secondary" aria-hidden>
          {text.maintenance}
        </Typography>
        <MaintenanceSwitch row={row} onChange={setMaintenance} disabled={pending} />
      </Box>
    </Box>
  );
  return (
    <LimitCard
      editor={editor}
      formId={formId(row)}
      title={title}
      rowName={row.fullName}
      saveLabel={text.save(row.fullName)}
      fields={amountFields}
      columns={3}
    />
  );
}
