import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import { formatSeoul } from '@site/contracts/time';
import type { ReservedName, ReservedNameCollision } from '@site/contracts/api/reserved-names';
import { MEMBER_TYPE_MANAGER } from '@site/contracts/roles';

import { showAlert, showConfirm } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { Panel } from '../../../components/ui/panel';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { alertActionError } from '../../../components/console/notify';
import { InlineAddForm } from '../../../components/console/inline-add-form';
import { QueryState } from '../../../components/console/query-state';
import { koAdmin } from '../../../i18n/ko-admin';
import {
  useAddReservedName,
  useRemoveReservedName,
  useReservedNameCollisions,
  useReservedNames,
} from '../api/admin-reserved-names';
import { reservedNameRules } from '../rules/reserved-name-input';

const text = koAdmin.reservedNames;

/**
 * The 금지 닉네임 tab (docs/decisions/048): the words no new nickname may imitate, and the existing
 * nicknames that already do, which stay but are shown here.
 */
export function ReservedNamesSection() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Panel title={text.title}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {text.help}
        </Typography>
        <AddWordForm />
        <WordChips />
      </Panel>
      <Panel title={text.collisionsTitle}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {text.collisionsHelp}
        </Typography>
        <Collisions />
      </Panel>
    </Box>
  );
}

function AddWordForm() {
  const form = useSiteForm(reservedNameRules, { word: '' });
  const add = useAddReservedName();
  const submit = form.onSubmit(async ({ word }) => {
    await add.mutateAsync(word);
    form.reset();
    void showAlert(text.added(word));
  });
  return (
    <InlineAddForm onSubmit={submit} busy={form.busy} label={text.add} busyLabel={text.adding}>
      <TextField {...form.textField('word', text.word)} autoComplete="off" sx={{ flex: 1, minWidth: 0 }} />
    </InlineAddForm>
  );
}

/** The words as chips, each removed after a confirmation; the date it was added in its tooltip. */
function WordChips() {
  const query = useReservedNames();
  const remove = useRemoveReservedName();
  const askAndRemove = async ({ id, word }: ReservedName) => {
    const confirmed = await showConfirm({
      title: text.removeTitle,
      message: text.removeConfirm(word),
      confirmLabel: text.remove,
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(id, {
      onSuccess: () => void showAlert(text.removed(word)),
      onError: (error) => void alertActionError(error),
    });
  };
  return (
    <>
      <QueryState query={query}>
        {(words) =>
          words.length === 0 ? (
            <EmptyState text={text.empty} />
          ) : (
            <Box component="ul" aria-label={text.title} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0 }}>
              {words.map((entry) => (
                <Box component="li" key={entry.id} sx={{ listStyle: 'none' }}>
                  <Chip
                    label={entry.word}
                    title={text.createdAt(formatSeoul(entry.createdAt, 'dateTimeFull'))}
                    onDelete={() => void askAndRemove(entry)}
                    disabled={remove.isPending}
                  />
                </Box>
              ))}
            </Box>
          )
        }
      </QueryState>
    </>
  );
}

function Collisions() {
  const query = useReservedNameCollisions();
  return (
    <QueryState query={query}>
      {(rows) =>
        rows.length === 0 ? (
          <EmptyState text={text.collisionsEmpty} />
        ) : (
          <Box component="ul" aria-label={text.collisionsTitle} sx={{ m: 0, p: 0, maxWidth: 760 }}>
            {rows.map((row) => (
              <CollisionRow key={row.userId} row={row} />
            ))}
          </Box>
        )
      }
    </QueryState>
  );
}

function CollisionRow({ row }: { row: ReservedNameCollision }) {
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{row.nickName}</Typography>
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {text.collision(row.userId, row.word)}
        </Typography>
      </Box>
      <Chip size="small" color="warning" label={row.type === MEMBER_TYPE_MANAGER ? text.partner : text.member} />
    </Box>
  );
}
