import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { Theme } from '@mui/material/styles';

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
import { useConfirm } from '../../../components/console/use-confirm';
import { showAlert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { Panel } from '../../../components/ui/panel';
import { useSiteForm } from '../../../components/ui/use-site-form';
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
/** A table on a PC; on a phone each row becomes a card of labelled cells (the labels from data-label). */
const stackedOnPhoneSx = (theme: Theme) => ({
  '& th, & td': { whiteSpace: 'nowrap' },
  [theme.breakpoints.down('md')]: {
    display: 'block',
    '& thead': { display: 'none' },
    '& tbody': { display: 'grid', gap: 1 },
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
      gap: 0.75,
      p: 1.25,
      border: 1,
      borderColor: 'divider',
      borderRadius: 1.5,
    },
    '& tbody td': { display: 'block', border: 0, p: 0, textAlign: 'left', whiteSpace: 'normal' },
    '& tbody td::before': {
      content: 'attr(data-label)',
      display: 'block',
      fontSize: 11,
      color: theme.palette.text.secondary,
    },
    '& td[data-wide]': { gridColumn: 'span 2' },
    '& td[data-full]': { gridColumn: '1 / -1' },
    '& td[data-full]:empty': { display: 'none' },
  },
});

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
  const [dialog, confirm] = useConfirm();

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
    if (!(await confirm({ title: t.confirmTitle, message, confirmLabel: t.issue }))) return;
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
      {dialog}
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
          options={rouletteWheels.map((option) => ({ value: option, label: `룰렛 ${option}` }))}
          onChange={choose('wheel')}
        />
      ) : (
        <TextField
          {...form.textField('amount', `${t.amount} (${kind === 'money' ? '원' : 'P'})`)}
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
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t.listTitle} sx={stackedOnPhoneSx}>
              <TableHead>
                <TableRow>
                  <TableCell>{t.issuedAt}</TableCell>
                  <TableCell>{t.coupon}</TableCell>
                  <TableCell>{t.target}</TableCell>
                  <TableCell>{t.expiry}</TableCell>
                  <TableCell align="right">{t.counts.issued}</TableCell>
                  <TableCell align="right">{t.counts.used}</TableCell>
                  <TableCell align="right">{t.counts.expired}</TableCell>
                  <TableCell align="right">{t.counts.usable}</TableCell>
                  <TableCell>{t.memo}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {issues.map((row: CouponIssueView) => (
                  <TableRow key={row.id}>
                    <TableCell data-label={t.issuedAt} data-wide>
                      {minuteText(row.createdAt)}
                    </TableCell>
                    <TableCell data-label={t.coupon} data-wide>
                      {row.name}
                    </TableCell>
                    <TableCell data-label={t.target} data-wide>
                      {row.targetName}
                    </TableCell>
                    <TableCell data-label={t.expiry} data-wide>
                      {row.expiresAt ? minuteText(row.expiresAt) : '무기한'}
                    </TableCell>
                    <TableCell data-label={t.counts.issued} align="right">
                      {row.issued.toLocaleString('ko-KR')}
                    </TableCell>
                    <TableCell data-label={t.counts.used} align="right">
                      {row.used.toLocaleString('ko-KR')}
                    </TableCell>
                    <TableCell data-label={t.counts.expired} align="right">
                      {row.expired.toLocaleString('ko-KR')}
                    </TableCell>
                    <TableCell data-label={t.counts.usable} align="right">
                      {row.usable.toLocaleString('ko-KR')}
                    </TableCell>
                    <TableCell data-label={t.memo} data-full>
                      {row.memo}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
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
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={t.fulfilledTitle} sx={stackedOnPhoneSx}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t.member}</TableCell>
                      <TableCell>{t.voucher}</TableCell>
                      <TableCell>{t.wonAt}</TableCell>
                      <TableCell>{t.sentAt}</TableCell>
                      <TableCell>{t.memo}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {fulfilled.map((row) => (
                      <TableRow key={row.id}>
                        <TableCell data-label={t.member} data-wide>
                          {row.userId} ({row.nickname})
                        </TableCell>
                        <TableCell data-label={t.voucher} data-wide>
                          {row.name}
                        </TableCell>
                        <TableCell data-label={t.wonAt} data-wide>
                          {minuteText(row.wonAt)}
                        </TableCell>
                        <TableCell data-label={t.sentAt} data-wide>
                          {row.fulfilledAt ? minuteText(row.fulfilledAt) : ''}
                        </TableCell>
                        <TableCell data-label={t.memo} data-full>
                          {row.memo}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
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
