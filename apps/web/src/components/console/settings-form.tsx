import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { type ConfirmOptions, showAlert, showConfirm } from '../ui/alert';
import { koAdmin } from '../../i18n/ko-admin';
import { alertActionError } from './notify';

/**
 * A settings form: its rows, then one save button; Enter in a field saves too. `saveLabel` names the
 * button where one page holds several such forms (저장 alone would not say which). A staff member whose
 * role may not change the area (`allowed` false, from the feature's `configure` permission) reads the
 * form without its button; the server would refuse the save anyway.
 */
export function SettingsForm({
  onSubmit,
  saving,
  canSave,
  saveLabel = koAdmin.common.save,
  allowed = true,
  children,
}: {
  onSubmit: () => void;
  saving: boolean;
  canSave: boolean;
  saveLabel?: string;
  allowed?: boolean;
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
      {allowed && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={saving || !canSave}>
            {saving ? koAdmin.common.saving : saveLabel}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/**
 * Sends a settings change: first asks when `ask` is given (a change that shuts something for every
 * member), then says it was saved, or why not: a form passes its own `refuse`, which puts the
 * server's reasons on the fields.
 */
export function useSendSettings<Data, Update>(save: UseMutationResult<Data, Error, Update>) {
  const send = async (
    update: Update,
    {
      ask,
      saved,
      onSaved,
      onRefused = alertActionError,
    }: { ask?: ConfirmOptions; saved: string; onSaved: () => void; onRefused?: (error: unknown) => Promise<void> },
  ) => {
    if (ask && !(await showConfirm(ask))) return;
    try {
      await save.mutateAsync(update);
    } catch (error) {
      await onRefused(error);
      return;
    }
    onSaved();
    void showAlert(saved);
  };
  return send;
}
