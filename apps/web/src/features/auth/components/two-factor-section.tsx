import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';

import { twoFactorDisableRequestSchema } from '@site/contracts/api/two-factor';

import { showAlert } from '../../../components/ui/alert';
import { Panel } from '../../../components/ui/panel';
import { Text } from '../../../components/ui/text';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { formRules } from '../../../lib/form/form-rules';
import { koTwoFactor } from '../../../i18n/ko-two-factor';
import { disableTwoFactor, twoFactorStatusQuery } from '../api/two-factor';
import { CodeField } from './code-field';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/** /member's 2단계 인증: enrolment when off; when on, the recovery codes left and turning it off. */
export function TwoFactorSection() {
  const { data: status } = useQuery(twoFactorStatusQuery);
  return (
    <Panel title={koTwoFactor.title}>
      {status === undefined ? null : status.enrolled ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 480 }}>
          <Text variant="body2">
            <Box component="strong" sx={{ color: 'success.main' }}>
              {koTwoFactor.on}
            </Box>{' '}
            · {koTwoFactor.recoveryLeft(status.recoveryCodesLeft)}
          </Text>
          <DisableForm />
        </Box>
      ) : (
        <TwoFactorEnrolment />
      )}
    </Panel>
  );
}

function DisableForm() {
  const queryClient = useQueryClient();
  const form = useSiteForm(disableRules, { password: '', code: '' });
  const submit = form.onSubmit(async (body) => {
    await disableTwoFactor(queryClient, body);
    await showAlert(koTwoFactor.disabled);
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={koTwoFactor.disableTitle}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Text variant="body2" sx={{ fontWeight: 700 }}>
        {koTwoFactor.disableTitle}
      </Text>
      <TextField
        {...form.textField('password', koTwoFactor.password)}
        type="password"
        autoComplete="current-password"
      />
      <CodeField {...form.textField('code', koTwoFactor.code)} />
      <Button type="submit" variant="outlined" color="error" disabled={form.busy}>
        {koTwoFactor.disable}
      </Button>
    </Box>
  );
}

const disableRules = formRules({ schema: twoFactorDisableRequestSchema, fallback: {} });
