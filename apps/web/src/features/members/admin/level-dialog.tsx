import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import type { AdminMember } from '@site/contracts/api/admin';

import { showAlert } from '../../../components/ui/alert';
import { koAdmin } from '../../../i18n/ko-admin';
import { useUpdateMember } from '../api/admin-members';
import type { FieldErrors } from '../../../components/console/field-errors';
import { levelDraftOf, levelUpdate, type LevelDraft, type LevelField } from '../rules/member-update';
import { alertActionError } from '../../../components/console/notify';

const text = koAdmin.members;

/** Edits a member's level and level name; mounted only while open, so it starts from the member. */
export function LevelDialog({ member, onClose }: { member: AdminMember; onClose: () => void }) {
  const [draft, setDraft] = useState<LevelDraft>(() => levelDraftOf(member));
  const [errors, setErrors] = useState<FieldErrors<LevelField>>({});
  const update = useUpdateMember();

  const change = (field: LevelField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = () => {
    const parsed = levelUpdate(member, draft);
    if (!parsed.ok) {
      const { form, ...fields } = parsed.errors;
      if (form) void showAlert(form);
      setErrors(fields);
      return;
    }
    update.mutate(
      { userId: member.userId, update: parsed.value },
      {
        onSuccess: () => {
          onClose();
          void showAlert(text.saved(member.userId));
        },
        onError: (error) => void alertActionError(error),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={update.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="level-dialog-title"
    >
      <DialogTitle id="level-dialog-title">{text.levelDialogTitle(member.userId)}</DialogTitle>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <TextField
            label={text.levelNumber}
            value={draft.level}
            onChange={(event) => change('level', event.target.value)}
            error={errors.level !== undefined}
            helperText={errors.level}
            disabled={update.isPending}
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            label={text.levelName}
            value={draft.levelNm}
            onChange={(event) => change('levelNm', event.target.value)}
            error={errors.levelNm !== undefined}
            helperText={errors.levelNm}
            disabled={update.isPending}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit" disabled={update.isPending}>
            {koAdmin.common.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {update.isPending ? koAdmin.common.saving : koAdmin.common.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
