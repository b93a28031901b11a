import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { ChangeEvent } from 'react';

import { identityDocumentTypes, type MemberVerification } from '@site/contracts/api/verification';
import { formatSeoul } from '@site/contracts/time';

import { showAlert } from '../../../components/ui/alert';
import { Panel } from '../../../components/ui/panel';
import { Text } from '../../../components/ui/text';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { koVerification } from '../../../i18n/ko-verification';
import { readAsDataUrl, useMemberVerification, useSubmitVerification } from '../api/verification';
import { emptyVerificationDraft, verificationRules } from '../rules/verification-form';

const text = koVerification.panel;

const statusColor = { none: 'default', pending: 'warning', approved: 'success', refused: 'error' } as const;

/**
 * /responsible-play's 본인 인증 (docs/decisions/064): the member's state, the reason of a refusal, and
 * the request (legal name, date of birth, document type and its photo) while none is waiting or done.
 */
export function VerificationPanel() {
  const { data: state } = useMemberVerification();
  if (!state) return null;
  const canSubmit = state.status === 'none' || state.status === 'refused';
  return (
    <Panel title={text.title}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 560 }}>
        <Text variant="body2" sx={{ color: 'text.secondary' }}>
          {text.intro}
        </Text>
        <StateLine state={state} />
        {canSubmit && <VerificationForm />}
      </Box>
    </Panel>
  );
}

function StateLine({ state }: { state: MemberVerification }) {
  return (
    <Box role="status" aria-label={text.status} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Text variant="body2">{text.status}</Text>
        <Chip size="small" color={statusColor[state.status]} label={koVerification.statuses[state.status]} />
      </Box>
      {state.status === 'pending' && state.submittedAt && (
        <Alert severity="info">{text.pending(formatSeoul(state.submittedAt, 'dateTimeFull'))}</Alert>
      )}
      {state.status === 'approved' && <Alert severity="success">{text.approved(state.legalName ?? '')}</Alert>}
      {state.status === 'refused' && (
        <Alert severity="error">
          <AlertTitle>{text.refused}</AlertTitle>
          {text.reason}: {state.reason}
        </Alert>
      )}
      {state.status !== 'approved' && state.status !== 'pending' && (
        <Text variant="body2" sx={{ color: 'warning.main' }}>
          {text.withdrawalNeeded}
          {state.requiredForDeposit ? ` ${text.depositNeeded}` : ''}
        </Text>
      )}
    </Box>
  );
}

function VerificationForm() {
  const form = useSiteForm(verificationRules, emptyVerificationDraft);
  const submitVerification = useSubmitVerification();
  const busy = form.busy || submitVerification.isPending;
  const document = form.values.document;
  const documentMessage = form.messageOf('document');

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    form.setValue('document', await readAsDataUrl(file), { shouldDirty: true, shouldValidate: true });
  };

  const submit = form.onSubmit(async (request) => {
    await submitVerification.mutateAsync(request);
    form.reset(emptyVerificationDraft);
    await showAlert(text.submitted);
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={text.formTitle}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Text component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {text.formTitle}
      </Text>
      <TextField {...form.textField('legalName', text.legalName)} autoComplete="name" disabled={busy} />
      <TextField
        {...form.textField('birthDate', text.birthDate)}
        type="date"
        autoComplete="bday"
        disabled={busy}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        {...form.textField('documentType', text.documentType)}
        select
        disabled={busy}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{text.documentTypeChoose}</option>
        {identityDocumentTypes.map((type) => (
          <option key={type} value={type}>
            {koVerification.documentTypes[type]}
          </option>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Text variant="body2" sx={{ fontWeight: 600 }}>
          {text.document}
        </Text>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Button component="label" variant="outlined" size="small" disabled={busy}>
            {text.chooseFile}
            <input
              aria-label={text.document}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              hidden
              onChange={(event) => void pick(event)}
            />
          </Button>
          {!document && (
            <Text variant="body2" sx={{ color: 'text.secondary' }}>
              {text.noFile}
            </Text>
          )}
        </Box>
        <Text variant="caption" sx={{ color: documentMessage ? 'error.main' : 'text.secondary' }}>
          {documentMessage ?? text.fileHelp}
        </Text>
        {document && (
          <Box
            component="img"
            src={document}
            alt={text.preview}
            sx={{
              maxWidth: '100%',
              maxHeight: 240,
              objectFit: 'contain',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              alignSelf: 'flex-start',
            }}
          />
        )}
      </Box>
      <Button type="submit" variant="contained" disabled={busy}>
        {busy ? text.sending : text.submit}
      </Button>
    </Box>
  );
}
