import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import type { User } from '@site/contracts/api/member';
import { twoFactorCodeRequestSchema } from '@site/contracts/api/two-factor';

import { Text } from '../../../components/ui/text';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { formRules } from '../../../lib/form/form-rules';
import { ApiError } from '../../../lib/api-client';
import { koTwoFactor } from '../../../i18n/ko-two-factor';
import { autoLogoutQuery } from '../../settings/api/settings';
import { logInWithCode } from '../api/session';
import { CodeField } from './code-field';

/**
 * The login's second step: the 6-digit code of the member's authenticator app, or one of the recovery
 * codes. A ticket that is over (410: five minutes, or too many wrong codes) sends the member back to
 * the password.
 */
export function CodeStepForm({
  ticket,
  onLoggedIn,
  onRestart,
}: {
  ticket: string;
  onLoggedIn: (user: User) => void;
  onRestart: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useSiteForm(codeRules, { code: '' });
  const [recovery, setRecovery] = useState(false);

  const submit = form.onSubmit(async ({ code }) => {
    const { autoLogoutMin } = await queryClient.fetchQuery(autoLogoutQuery);
    try {
      onLoggedIn(await logInWithCode(queryClient, { ticket, code }, autoLogoutMin));
    } catch (error) {
      form.setValue('code', '');
      if (error instanceof ApiError && error.status === 410) onRestart();
      throw error;
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={koTwoFactor.title}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Text variant="body2" sx={{ color: 'text.secondary' }}>
        {recovery ? koTwoFactor.recoveryStepIntro : koTwoFactor.codeStepIntro}
      </Text>
      <CodeField {...form.textField('code', koTwoFactor.code)} recovery={recovery} autoFocus />
      <Button type="submit" variant="contained" size="large" disabled={form.busy}>
        {koTwoFactor.confirm}
      </Button>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => setRecovery(!recovery)}>
          {recovery ? koTwoFactor.useAppCode : koTwoFactor.useRecoveryCode}
        </Button>
        <Button size="small" onClick={onRestart}>
          {koTwoFactor.backToLogin}
        </Button>
      </Box>
    </Box>
  );
}

export const codeRules = formRules({ schema: twoFactorCodeRequestSchema, fallback: {} });
