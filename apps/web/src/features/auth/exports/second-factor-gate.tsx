import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { Panel } from '../../../components/ui/panel';
import { Text } from '../../../components/ui/text';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { koTwoFactor } from '../../../i18n/ko-two-factor';
import { twoFactorStatusQuery, verifyTwoFactor } from '../api/two-factor';
import { CodeField } from '../components/code-field';
import { codeRules } from '../components/code-step-form';
import { TwoFactorEnrolment } from '../components/two-factor-enrolment';

/**
 * The consoles' door (docs/decisions/052): an operator or a partner whose session was not proven with
 * a second factor sees the enrolment (or, enrolled, a code field) instead of the console, whose API
 * would refuse every call; once enrolled or proven, the same session opens the console.
 */
export function SecondFactorGate({ children }: { children: ReactNode }) {
  const { data: status } = useQuery(twoFactorStatusQuery);
  if (status === undefined) return null;
  if (!status.required || status.sessionVerified) return <>{children}</>;
  return (
    <Panel title={koTwoFactor.title}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 520 }}>
        <Text variant="body1" sx={{ fontWeight: 700 }}>
          {status.enrolled ? koTwoFactor.gateVerifyTitle : koTwoFactor.gateEnrolTitle}
        </Text>
        {status.enrolled ? (
          <VerifyForm />
        ) : (
          <>
            <Text variant="body2" sx={{ color: 'text.secondary' }}>
              {koTwoFactor.gateEnrolNote}
            </Text>
            <TwoFactorEnrolment />
          </>
        )}
      </Box>
    </Panel>
  );
}

function VerifyForm() {
  const queryClient = useQueryClient();
  const form = useSiteForm(codeRules, { code: '' });
  const submit = form.onSubmit(({ code }) => verifyTwoFactor(queryClient, code));
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <CodeField {...form.textField('code', koTwoFactor.code)} autoFocus />
      <Button type="submit" variant="contained" disabled={form.busy}>
        {koTwoFactor.confirm}
      </Button>
    </Box>
  );
}
