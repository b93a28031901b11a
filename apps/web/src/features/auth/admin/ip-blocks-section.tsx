import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import { formatSeoul } from '@site/contracts/time';

import { showAlert, showConfirm } from '../../../components/ui/alert';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { EmptyState } from '../../../components/ui/empty-state';
import { Panel } from '../../../components/ui/panel';
import { koAdmin } from '../../../i18n/ko-admin';
import { useAddIpBlock, useIpBlocks, useRemoveIpBlock, type IpBlock } from '../api/admin-ip-blocks';
import { ipBlockRules } from '../rules/ip-input';
import { alertActionError } from '../../../components/console/notify';
import { QueryState } from '../../../components/console/query-state';
import { InlineAddForm } from '../../../components/console/inline-add-form';
import { RemovableRow } from '../../../components/console/removable-row';

const text = koAdmin.ipBlocks;

export function IpBlocksSection() {
  const query = useIpBlocks();
  return (
    <Panel title={text.title}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {text.help}
      </Typography>
      <AddIpForm />
      <QueryState query={query}>
        {(blocks) =>
          blocks.length === 0 ? (
            <EmptyState text={text.empty} />
          ) : (
            <Box component="ul" aria-label={text.title} sx={{ listStyle: 'none', m: 0, p: 0, maxWidth: 760 }}>
              {blocks.map((block) => (
                <IpBlockItem key={block.ip} block={block} />
              ))}
            </Box>
          )
        }
      </QueryState>
    </Panel>
  );
}

/** Blocks one more address; the field empties once it is blocked. */
function AddIpForm() {
  const form = useSiteForm(ipBlockRules, { ip: '' });
  const add = useAddIpBlock();
  const busy = add.isPending;

  const submit = form.onSubmit(async ({ ip }) => {
    await add.mutateAsync(ip);
    form.reset();
    void showAlert(text.added(ip));
  });

  return (
    <InlineAddForm onSubmit={submit} busy={busy} label={text.add} busyLabel={text.adding}>
      <TextField
        {...form.textField('ip', text.ip)}
        disabled={busy}
        autoComplete="off"
        sx={{ flex: 1, minWidth: 0 }}
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
    </InlineAddForm>
  );
}

function IpBlockItem({ block }: { block: IpBlock }) {
  const remove = useRemoveIpBlock();

  const askAndRemove = async () => {
    const confirmed = await showConfirm({
      title: text.removeTitle,
      message: text.removeConfirm(block.ip),
      confirmLabel: text.remove,
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(block.ip, {
      onSuccess: () => void showAlert(text.removed(block.ip)),
      onError: (error) => void alertActionError(error),
    });
  };

  return (
    <RemovableRow
      title={block.ip}
      titleSx={{ fontFamily: 'monospace' }}
      caption={text.createdAt(formatSeoul(block.createdAt, 'dateTimeFull'))}
      actionLabel={text.remove}
      busy={remove.isPending}
      onAction={() => void askAndRemove()}
    />
  );
}
