import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { showAlert } from '../ui/alert';
import { koAdmin } from '../../i18n/ko-admin';
import { alertActionError } from './notify';
import { useConfirm, type ConfirmOptions } from './use-confirm';

/** A settings form: its rows, then one save button; Enter in a field saves too. */
export function SettingsForm({
  onSubmit,
  saving,
  canSave,
  children,
}: {
  onSubmit: () => void;
  saving: boolean;
  canSave: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      sx={{ maxWidth: 760 }}
    >
      {children}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={saving || !canSave}>
          {saving ? koAdmin.common.saving : koAdmin.common.save}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * Sends a settings change: first asks when `ask` is given (a change that shuts something for every
 * member), then says it was saved, or why not: a form passes its own `refuse`, which puts the
 * server's reasons on the fields. Render the returned dialog once.
 */
export function useSendSettings<Data, Update>(save: UseMutationResult<Data, Error, Update>) {
  const [confirmDialog, confirm] = useConfirm();
  const send = async (
    update: Update,
    {
      ask,
      saved,
      onSaved,
      onRefused = alertActionError,
    }: { ask?: ConfirmOptions; saved: string; onSaved: () => void; onRefused?: (error: unknown) => Promise<void> },
  ) => {
    if (ask && !(await confirm(ask))) return;
    try {
      await save.mutateAsync(update);
    } catch (error) {
      await onRefused(error);
      return;
    }
    onSaved();
    void showAlert(saved);
  };
  return [confirmDialog, send] as const;
}
