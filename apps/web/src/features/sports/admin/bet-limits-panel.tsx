import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import type { BetLimit } from '@site/contracts/api/admin-sportsbook';

import { EmptyState } from '../../../components/ui/empty-state';
import { Panel } from '../../../components/ui/panel';
import { koAdmin } from '../../../i18n/ko-admin';
import { useBetLimits, useSaveBetLimit } from '../api/admin-bet-limits';
import { betLimitRules, limitDraftOf, limitFields } from '../exports/bet-limit-form';
import { LimitCard, LimitInput, LimitList, LimitRowForm } from '../../../components/console/limit-fields';
import { QueryState } from '../../../components/console/query-state';
import { useLimitEditor } from '../../../components/console/use-limit-editor';

const text = koAdmin.betLimits;

export function BetLimitsPanel() {
  const query = useBetLimits();
  return (
    <Panel title={text.title}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {text.help}
      </Typography>
      <QueryState query={query}>
        {(limits) =>
          limits.length === 0 ? (
            <EmptyState text={text.empty} />
          ) : (
            <LimitList
              label={text.title}
              columns={[text.level, ...limitFields.map((field) => field.label)]}
              items={limits}
              keyOf={(limit) => limit.level}
              row={(limit) => <BetLimitRow limit={limit} />}
              card={(limit) => <BetLimitCard limit={limit} />}
            />
          )
        }
      </QueryState>
    </Panel>
  );
}

/** The level's name, and whether it still runs on the defaults. */
function LevelName({ limit }: { limit: BetLimit }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
      <Typography sx={{ fontWeight: 700 }}>{text.levelValue(limit.level, limit.levelName)}</Typography>
      {!limit.custom && <Chip label={text.defaults} size="small" variant="outlined" />}
    </Box>
  );
}

/** One level's limits being edited, saved on their own so that levels save independently. */
function useBetLimitEditor(limit: BetLimit) {
  const save = useSaveBetLimit();
  return useLimitEditor({
    rules: betLimitRules,
    stored: limit,
    draftOf: limitDraftOf,
    send: (update) => save.mutateAsync({ id: limit.level, update }),
    pending: save.isPending,
    savedMessage: text.saved(limit.level),
  });
}

const formId = (limit: BetLimit) => `bet-limit-${limit.level}`;

function BetLimitRow({ limit }: { limit: BetLimit }) {
  const editor = useBetLimitEditor(limit);
  const rowName = text.levelValue(limit.level, limit.levelName);
  return (
    <TableRow>
      <TableCell>
        <LevelName limit={limit} />
      </TableCell>
      {limitFields.map((field) => (
        <TableCell key={field.name} sx={{ verticalAlign: 'top', minWidth: field.won ? 140 : 90 }}>
          <LimitInput editor={editor} field={field} rowName={rowName} formId={formId(limit)} showLabel={false} />
        </TableCell>
      ))}
      <TableCell align="right" sx={{ verticalAlign: 'top' }}>
        <LimitRowForm editor={editor} formId={formId(limit)} saveLabel={text.save(limit.level)} />
      </TableCell>
    </TableRow>
  );
}

function BetLimitCard({ limit }: { limit: BetLimit }) {
  const editor = useBetLimitEditor(limit);
  return (
    <LimitCard
      editor={editor}
      formId={formId(limit)}
      title={<LevelName limit={limit} />}
      rowName={text.levelValue(limit.level, limit.levelName)}
      saveLabel={text.save(limit.level)}
      fields={limitFields}
    />
  );
}
