import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { formatSeoul } from '@site/contracts/time';

import { showAlert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { Panel } from '../../../components/ui/panel';
import { koAdmin } from '../../../i18n/ko-admin';
import { useAddIpBlock, useIpBlocks, useRemoveIpBlock, type IpBlock } from '../api/admin-ip-blocks';
import { parseIpInput } from '../rules/ip-input';
import { alertActionError } from '../../../components/console/notify';
import { QueryState } from '../../../components/console/query-state';
import { RemovableRow } from '../../../components/console/removable-row';
import { useConfirm, type ConfirmOptions } from '../../../components/console/use-confirm';

const text = koAdmin.ipBlocks;

export function IpBlocksSection() {
  const query = useIpBlocks();
  const [confirmDialog, confirm] = useConfirm();
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
                <IpBlockItem key={block.ip} block={block} confirm={confirm} />
              ))}
            </Box>
          )
        }
      </QueryState>
      {confirmDialog}
    </Panel>
  );
}

function AddIpForm() {
  const [ip, setIp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddIpBlock();

  const submit = () => {
    const parsed = parseIpInput(ip);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    add.mutate(parsed.ip, {
      onSuccess: () => {
        setIp('');
        void showAlert(text.added(parsed.ip));
      },
      onError: (failure) => void alertActionError(failure),
    });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 2, maxWidth: 520 }}
    >
      <TextField
        label={text.ip}
        value={ip}
        onChange={(event) => {
          setIp(event.target.value);
          setError(null);
        }}
        error={error !== null}
        helperText={error}
        disabled={add.isPending}
        size="small"
        autoComplete="off"
        sx={{ flex: 1, minWidth: 0 }}
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
      <Button type="submit" variant="contained" disabled={add.isPending} sx={{ flexShrink: 0, height: 40 }}>
        {add.isPending ? text.adding : text.add}
      </Button>
    </Box>
  );
}

function IpBlockItem({ block, confirm }: { block: IpBlock; confirm: (options: ConfirmOptions) => Promise<boolean> }) {
  const remove = useRemoveIpBlock();

  const askAndRemove = async () => {
    const confirmed = await confirm({
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
