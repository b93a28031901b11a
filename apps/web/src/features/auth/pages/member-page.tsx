import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';

import type { BankAccountView } from '@site/contracts/api/bank-account';
import type { User } from '@site/contracts/api/member';
import { MEMBER_TYPE_MANAGER } from '@site/contracts/roles';
import { formatPhone } from '@site/contracts/rules/format';

import { showAlert } from '../../../components/ui/alert';
import { FigureRow } from '../../../components/ui/figure-row';
import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { Text } from '../../../components/ui/text';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { koAuth, ko } from '../../../i18n/ko';
import { koBankAccount } from '../../../i18n/ko-bank-account';
import { bankAccountKey, registerBankAccount, useBankAccount } from '../api/bank-account';
import { saveProfile, useCurrentUser } from '../api/session';
import { AccountActivityPanel } from '../components/account-activity-panel';
import { BankAccountFields } from '../components/bank-account-fields';
import { LevelLadderPanel } from '../components/level-ladder-panel';
import { WithdrawalPasswordPanel } from '../components/withdrawal-password-panel';
import { TwoFactorSection } from '../components/two-factor-section';
import { bankAccountRules, emptyBankAccountDraft, profileRules } from '../rules/account-forms';

/**
 * /member: nickname, phone and password, each change confirmed with the current password; the
 * withdrawal account, which a member who joined before registers here once; the withdrawal
 * password's state and its change or reset; the second factor (2단계 인증, docs/decisions/052);
 * the account's activity (logins, devices, security events); and the member's level on the ladder
 * with what each level brings.
 */
export default function MemberPage() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title={ko.pages.member.title} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Panel>{user && <ProfileForm user={user} />}</Panel>
        {user && <BankAccountSection />}
        {user && <WithdrawalPasswordPanel />}
        {user && <TwoFactorSection />}
        {user && <AccountActivityPanel />}
        {/* a partner comes here for its withdrawal account; the members' level ladder is not its own */}
        {user && user.type !== MEMBER_TYPE_MANAGER && <LevelLadderPanel memberId={user.id} />}
      </Box>
    </>
  );
}

function BankAccountSection() {
  const account = useBankAccount();
  return (
    <Panel title={koBankAccount.bankAccount}>
      {account === undefined ? null : account === null ? <BankAccountForm /> : <RegisteredAccount account={account} />}
    </Panel>
  );
}

/** Once registered only an operator changes it, so a stolen login cannot redirect withdrawals. */
function RegisteredAccount({ account }: { account: NonNullable<BankAccountView> }) {
  return (
    <Box sx={{ maxWidth: 480 }}>
      <Box component="dl" sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        <FigureRow label={koBankAccount.bank}>{account.bankName}</FigureRow>
        <FigureRow label={koBankAccount.accountNumber}>{account.accountMasked}</FigureRow>
        <FigureRow label={koBankAccount.holderName}>{account.holderName}</FigureRow>
      </Box>
      <Text variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
        {koBankAccount.bankAccountChangeNote}
      </Text>
    </Box>
  );
}

function BankAccountForm() {
  const queryClient = useQueryClient();
  const form = useSiteForm(bankAccountRules, emptyBankAccountDraft);

  const submit = form.onSubmit(async (account) => {
    try {
      await registerBankAccount(queryClient, account);
    } catch (error) {
      await form.refuse(error);
      // Registered meanwhile (another tab, 409): show the account the server has.
      await queryClient.invalidateQueries({ queryKey: bankAccountKey });
      return;
    }
    await showAlert(koBankAccount.bankAccountSaved);
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={koBankAccount.bankAccountRegister}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 480 }}
    >
      <Text variant="body2" sx={{ color: 'text.secondary' }}>
        {koBankAccount.bankAccountMissing}
      </Text>
      <BankAccountFields field={form.textField} />
      <Button type="submit" variant="contained" disabled={form.busy}>
        {koBankAccount.bankAccountRegister}
      </Button>
    </Box>
  );
}

function ProfileForm({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const form = useSiteForm(profileRules, {
    nickName: user.nickName,
    phone: formatPhone(user.phone),
    currentPassword: '',
    newPassword: '',
  });

  const submit = form.onSubmit(async (profile) => {
    await saveProfile(queryClient, profile);
    // The passwords typed are not kept on the page once they did their work.
    form.setValue('currentPassword', '');
    form.setValue('newPassword', '');
    await showAlert(koAuth.profileSaved);
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 480 }}
    >
      <TextField label={koAuth.userId} value={user.userId} size="small" disabled fullWidth />
      <TextField {...form.textField('nickName', koAuth.nickName)} />
      <TextField {...form.textField('phone', koAuth.phone)} type="tel" inputMode="numeric" />
      <TextField {...form.textField('newPassword', koAuth.newPassword)} type="password" autoComplete="new-password" />
      <TextField
        {...form.textField('currentPassword', koAuth.currentPassword)}
        type="password"
        autoComplete="current-password"
      />
      <Button type="submit" variant="contained" disabled={form.busy}>
        {koAuth.save}
      </Button>
    </Box>
  );
}
