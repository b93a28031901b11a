import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import type { TwoFactorSetup } from '@site/contracts/api/two-factor';

import { showAlert } from '../../../components/ui/alert';
import { copyText } from '../../../components/ui/copy-text';
import { Text } from '../../../components/ui/text';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { koTwoFactor } from '../../../i18n/ko-two-factor';
import { confirmTwoFactor, refreshTwoFactorStatus, startTwoFactor } from '../api/two-factor';
import { CodeField } from './code-field';
import { codeRules } from './code-step-form';

/** The secret as an app's "enter a key" screen wants it typed: groups of four. */
export const groupedSecret = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Enrolment (docs/decisions/052): a new secret as a QR code and as text, a first code to confirm it,
 * then the ten recovery codes, shown this once until the member says they saved them.
 */
export function TwoFactorEnrolment() {
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const start = useMutation({
    mutationFn: startTwoFactor,
    onSuccess: setSetup,
    onError: (error) => showAlert(error instanceof Error ? error.message : String(error)),
  });

  if (recoveryCodes) {
    return (
      <RecoveryCodes
        codes={recoveryCodes}
        onSaved={async () => {
          await refreshTwoFactorStatus(queryClient);
          await showAlert(koTwoFactor.enrolled);
        }}
      />
    );
  }
  if (!setup) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
        <Text variant="body2" sx={{ color: 'text.secondary' }}>
          {koTwoFactor.intro}
        </Text>
        <Button variant="contained" onClick={() => start.mutate()} disabled={start.isPending}>
          {koTwoFactor.start}
        </Button>
      </Box>
    );
  }
  return <ConfirmSetup setup={setup} onConfirmed={setRecoveryCodes} />;
}

function ConfirmSetup({ setup, onConfirmed }: { setup: TwoFactorSetup; onConfirmed: (codes: string[]) => void }) {
  const form = useSiteForm(codeRules, { code: '' });
  const submit = form.onSubmit(async ({ code }) => onConfirmed(await confirmTwoFactor(code)));
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={koTwoFactor.start}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 480 }}
    >
      <Text variant="body2">{koTwoFactor.scan}</Text>
      <Box
        component="img"
        src={setup.qrCode}
        alt={koTwoFactor.qrAlt}
        sx={{ width: 200, height: 200, bgcolor: '#fff', p: 1, borderRadius: 1, alignSelf: 'center' }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Text variant="body2" sx={{ color: 'text.secondary' }}>
          {koTwoFactor.secret}
        </Text>
        <Box
          component="code"
          data-testid="two-factor-secret"
          sx={{ fontFamily: 'monospace', fontSize: 15, letterSpacing: 1, userSelect: 'all', wordBreak: 'break-word' }}
        >
          {groupedSecret(setup.secret)}
        </Box>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            void copyText(setup.secret, { copied: koTwoFactor.secretCopied, failed: koTwoFactor.copyFailed })
          }
        >
          {koTwoFactor.copySecret}
        </Button>
      </Box>
      <CodeField {...form.textField('code', koTwoFactor.code)} />
      <Button type="submit" variant="contained" disabled={form.busy}>
        {koTwoFactor.enrol}
      </Button>
    </Box>
  );
}

function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => Promise<void> }) {
  const saved = useMutation({ mutationFn: onSaved });
  return (
    <Box
      component="section"
      aria-label={koTwoFactor.recoveryTitle}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 480 }}
    >
      <Text variant="subtitle1" sx={{ fontWeight: 700 }}>
        {koTwoFactor.recoveryTitle}
      </Text>
      <Text variant="body2" sx={{ color: 'text.secondary' }}>
        {koTwoFactor.recoveryNote}
      </Text>
      <Box
        component="ol"
        sx={{ m: 0, pl: 3, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 0.5 }}
      >
        {codes.map((code) => (
          <Box component="li" key={code} sx={{ fontFamily: 'monospace', fontSize: 15 }}>
            {code}
          </Box>
        ))}
      </Box>
      <Button variant="contained" disabled={saved.isPending} onClick={() => saved.mutate()}>
        {koTwoFactor.saved}
      </Button>
    </Box>
  );
}
