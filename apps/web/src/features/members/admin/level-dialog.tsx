import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

import type { AdminMember } from '@site/contracts/api/admin';

import { showAlert } from '../../../components/ui/alert';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { koAdmin } from '../../../i18n/ko-admin';
import { useUpdateMember } from '../api/admin-members';
import { levelChanges, levelDraftOf, levelRules } from '../rules/member-update';

const text = koAdmin.members;

/** Edits a member's level and level name; mounted only while open, so it starts from the member. */
export function LevelDialog({ member, onClose }: { member: AdminMember; onClose: () => void }) {
  const form = useSiteForm(levelRules, levelDraftOf(member));
  const update = useUpdateMember();
  const busy = update.isPending;

  const submit = form.onSubmit(async (edit) => {
    const changes = levelChanges(member, edit);
    // Nothing changed is no field's fault: the operator is told, and the dialog stays open.
    if (!changes) return showAlert(koAdmin.common.noChanges);
    await update.mutateAsync({ userId: member.userId, update: changes });
    onClose();
    void showAlert(text.saved(member.userId));
  });

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="level-dialog-title">
      <DialogTitle id="level-dialog-title">{text.levelDialogTitle(member.userId)}</DialogTitle>
      <form noValidate onSubmit={submit}>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <TextField
            {...form.textField('level', text.levelNumber)}
            size="medium"
            disabled={busy}
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField {...form.textField('levelNm', text.levelName)} size="medium" disabled={busy} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit" disabled={busy}>
            {koAdmin.common.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? koAdmin.common.saving : koAdmin.common.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
