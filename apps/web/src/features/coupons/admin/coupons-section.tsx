import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';

import {
  couponKindNames,
  couponTargetNames,
  couponTargets,
  type CouponIssueView,
  type VoucherView,
  voucherFulfilInputSchema,
} from '@site/contracts/api/coupon-box';
import { couponErrors, couponFaceName } from '@site/contracts/api/coupons';
import { rouletteWheels } from '@site/contracts/api/roulette';
import { formatSeoul } from '@site/contracts/time';

import { QueryState } from '../../../components/console/query-state';
import { showAlert, showConfirm } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { Panel } from '../../../components/ui/panel';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { ResponsiveList, type ListColumn } from '../../../components/ui/responsive-list';
import { SelectField } from '../../../components/console/select-field';
import { koCouponsAdmin as t } from '../../../i18n/ko-coupons';
import {
  couponIssueRules,
  issuableKinds,
  newCouponIssueDraft,
  type CouponIssueDraft,
} from '../rules/coupon-issue-form';
import { formRules } from '../../../lib/form/form-rules';
import { countCouponTargets, useCouponIssues, useFulfilVoucher, useIssueCoupons, useVouchers } from '../api/coupons';

// The memo is sent trimmed; empty (or too long) shows the form's own words, the contract has none.
const voucherMemoRules = formRules({
  schema: voucherFulfilInputSchema,
  toInput: (draft: { memo: string }) => ({ memo: draft.memo.trim() }),
  fallback: { memo: t.needMemo },
});

const minuteText = (iso: string) => formatSeoul(iso, 'dateTimeFull').slice(0, 16);
const count = (value: number) => value.toLocaleString('ko-KR');

const issueColumns: ListColumn<CouponIssueView>[] = [
  { key: 'issuedAt', header: t.issuedAt, cell: (row) => minuteText(row.createdAt) },
  { key: 'coupon', header: t.coupon, cell: (row) => row.name },
  { key: 'target', header: t.target, wrap: true, cell: (row) => row.targetName },
  { key: 'expiry', header: t.expiry, cell: (row) => (row.expiresAt ? minuteText(row.expiresAt) : t.noExpiry) },
  { key: 'issued', header: t.counts.issued, numeric: true, cell: (row) => count(row.issued) },
  { key: 'used', header: t.counts.used, numeric: true, cell: (row) => count(row.used) },
  { key: 'expired', header: t.counts.expired, numeric: true, cell: (row) => count(row.expired) },
  { key: 'usable', header: t.counts.usable, numeric: true, cell: (row) => count(row.usable) },
  { key: 'memo', header: t.memo, wrap: true, cell: (row) => row.memo },
];

const fulfilledColumns: ListColumn<VoucherView>[] = [
  { key: 'voucher', header: t.voucher, cell: (row) => row.name },
  { key: 'wonAt', header: t.wonAt, cell: (row) => minuteText(row.wonAt) },
  { key: 'sentAt', header: t.sentAt, cell: (row) => (row.fulfilledAt ? minuteText(row.fulfilledAt) : '') },
  { key: 'memo', header: t.memo, wrap: true, cell: (row) => row.memo },
];
const fulfilledMember: ListColumn<VoucherView> = {
  key: 'member',
  header: t.member,
  cell: (row) => `${row.userId} (${row.nickname})`,
};

/** The console's 쿠폰 관리 tab: issue coupons, what became of each issue, and the vouchers to send. */
export function CouponsSection() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Panel title={t.issueTitle}>
        <IssueForm />
      </Panel>
      <Panel title={t.listTitle}>
        <IssueList />
      </Panel>
      <Panel title={t.vouchersTitle}>
        <VoucherLists />
      </Panel>
    </Box>
  );
}

function IssueForm() {
  const form = useSiteForm(couponIssueRules, newCouponIssueDraft());
  const { kind, wheel, target } = form.values;
  const choose =
    <K extends 'kind' | 'wheel' | 'target'>(key: K) =>
    (value: CouponIssueDraft[K]) =>
      form.setValue(key, value as never, { shouldDirty: true });
  const issue = useIssueCoupons();

  const submit = form.onSubmit(async (input) => {
    const targetName =
      input.target === 'member'
        ? `${couponTargetNames.member} ${input.userId ?? ''}`
        : input.target === 'level'
          ? `${couponTargetNames.level} ${input.level ?? ''}`
          : couponTargetNames.all;
    const { count } = await countCouponTargets({
      target: input.target,
      ...(input.userId !== undefined && { userId: input.userId }),
      ...(input.level !== undefined && { level: input.level }),
    });
    if (count === 0) return showAlert(couponErrors.noTarget);
    const message = t.confirm(couponFaceName(input.face), targetName, count);
    if (!(await showConfirm({ title: t.confirmTitle, message, confirmLabel: t.issue }))) return;
    const issued = await issue.mutateAsync(input);
    await showAlert(t.issued(issued.issued));
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label={t.issueTitle}
      onSubmit={submit}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr)', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <SelectField
        label={t.kind}
        value={kind}
        options={issuableKinds.map((option) => ({ value: option, label: couponKindNames[option] }))}
        onChange={choose('kind')}
      />
      {kind === 'roulette' ? (
        <SelectField
          label={t.wheel}
          value={wheel}
          options={rouletteWheels.map((option) => ({ value: option, label: t.wheelOption(option) }))}
          onChange={choose('wheel')}
        />
      ) : (
        <TextField
          {...form.textField('amount', t.amountIn(kind === 'money' ? 'money' : 'point'))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      )}
      <SelectField
        label={t.target}
        value={target}
        options={couponTargets.map((option) => ({ value: option, label: couponTargetNames[option] }))}
        onChange={choose('target')}
      />
      {target === 'member' && <TextField {...form.textField('userId', t.userId)} />}
      {target === 'level' && (
        <TextField {...form.textField('level', t.level)} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      )}
      {target === 'all' && <Box sx={{ display: { xs: 'none', md: 'block' } }} />}
      <TextField
        {...form.textField('expiresAt', t.expiresAt)}
        type="datetime-local"
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}
      />
      <TextField {...form.textField('memo', t.memo)} sx={{ gridColumn: { xs: '1 / -1', md: 'span 1' } }} />
      <Button
        type="submit"
        variant="contained"
        disabled={form.busy}
        sx={{ gridColumn: { xs: '1 / -1', md: 'span 1' } }}
      >
        {t.issue}
      </Button>
    </Box>
  );
}

function IssueList() {
  const query = useCouponIssues();
  return (
    <QueryState query={query}>
      {({ issues }) =>
        issues.length === 0 ? (
          <EmptyState text={t.noIssues} />
        ) : (
          <ResponsiveList
            label={t.listTitle}
            rows={issues}
            rowKey={(row) => row.id}
            columns={issueColumns}
            primary="coupon"
          />
        )
      }
    </QueryState>
  );
}

function VoucherLists() {
  const query = useVouchers();
  return (
    <QueryState query={query}>
      {({ pending, fulfilled }) => (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
          <Box component="section" aria-label={t.pendingTitle}>
            <Box component="h3" sx={{ fontSize: 14, m: 0, mb: 1 }}>
              {t.pendingTitle} ({pending.length})
            </Box>
            {pending.length === 0 ? (
              <EmptyState text={t.noPending} />
            ) : (
              <Box sx={{ display: 'grid', gap: 1 }}>
                {pending.map((voucher) => (
                  <PendingVoucher key={voucher.id} voucher={voucher} />
                ))}
              </Box>
            )}
          </Box>
          <Box component="section" aria-label={t.fulfilledTitle}>
            <Box component="h3" sx={{ fontSize: 14, m: 0, mb: 1 }}>
              {t.fulfilledTitle}
            </Box>
            {fulfilled.length === 0 ? (
              <EmptyState text={t.noFulfilled} />
            ) : (
              <ResponsiveList
                label={t.fulfilledTitle}
                rows={fulfilled}
                rowKey={(row) => row.id}
                primary={fulfilledMember}
                columns={fulfilledColumns}
              />
            )}
          </Box>
        </Box>
      )}
    </QueryState>
  );
}

function PendingVoucher({ voucher }: { voucher: VoucherView }) {
  const form = useSiteForm(voucherMemoRules, { memo: '' });
  const fulfil = useFulfilVoucher();
  const send = form.onSubmit(async ({ memo }) => {
    await fulfil.mutateAsync({ id: voucher.id, memo });
    await showAlert(t.sent);
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={send}
      role="group"
      aria-label={`${voucher.userId} ${voucher.name}`}
      sx={{
        display: 'grid',
        gap: 1,
        alignItems: 'center',
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: 'minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 2fr) auto' },
        p: 1.25,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1.5,
      }}
    >
      <Box sx={{ fontSize: 14 }}>
        <Box component="strong">{voucher.userId}</Box> ({voucher.nickname})
      </Box>
      <Box sx={{ fontSize: 14, textAlign: { xs: 'right', md: 'left' } }}>
        {voucher.name} · {minuteText(voucher.wonAt)}
      </Box>
      <TextField
        {...form.textField('memo', t.sendMemo)}
        fullWidth={false}
        placeholder={t.sendMemoHint}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ gridColumn: { xs: '1 / 2', md: 'auto' } }}
      />
      <Button type="submit" variant="contained" disabled={form.busy} sx={{ whiteSpace: 'nowrap' }}>
        {t.send}
      </Button>
    </Box>
  );
}
