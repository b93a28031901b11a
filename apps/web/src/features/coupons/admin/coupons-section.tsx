import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import {
  couponIssueInputSchema,
  couponKindNames,
  couponTargetNames,
  couponTargets,
  type CouponIssueView,
  type CouponTarget,
  type VoucherView,
} from '@site/contracts/api/coupon-box';
import { couponErrors, couponFaceName, type CouponFace } from '@site/contracts/api/coupons';
import { rouletteWheels, type RouletteWheel } from '@site/contracts/api/roulette';
import { formatSeoul } from '@site/contracts/time';

import { alertActionError } from '../../../components/console/notify';
import { QueryState } from '../../../components/console/query-state';
import { showAlert, showConfirm } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { Panel } from '../../../components/ui/panel';
import { ResponsiveList, type ListColumn } from '../../../components/ui/responsive-list';
import { SelectField } from '../../../components/console/select-field';
import { koCouponsAdmin as t } from '../../../i18n/ko-coupons';
import { countCouponTargets, useCouponIssues, useFulfilVoucher, useIssueCoupons, useVouchers } from '../api/coupons';

type IssuableKind = 'roulette' | 'money' | 'point';
const issuableKinds: readonly IssuableKind[] = ['roulette', 'money', 'point'];

const minuteText = (iso: string) => formatSeoul(iso, 'dateTimeFull').slice(0, 16);
const digits = (value: string) => value.replace(/\D/g, '');
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
  const [kind, setKind] = useState<IssuableKind>('money');
  const [wheel, setWheel] = useState<RouletteWheel>(100);
  const [amount, setAmount] = useState('10000');
  const [target, setTarget] = useState<CouponTarget>('member');
  const [userId, setUserId] = useState('');
  const [level, setLevel] = useState('1');
  const [expiresAt, setExpiresAt] = useState('');
  const [memo, setMemo] = useState('');
  const issue = useIssueCoupons();

  const submit = async () => {
    const face: CouponFace = kind === 'roulette' ? { kind, wheel } : { kind, amount: Number(amount) };
    const parsed = couponIssueInputSchema.safeParse({
      face,
      target,
      ...(target === 'member' && { userId: userId.trim() }),
      ...(target === 'level' && { level: Number(level) }),
      // The operator types Seoul's wall clock.
      expiresAt: expiresAt ? `${expiresAt}:00+09:00` : null,
      memo: memo.trim(),
    });
    if (!parsed.success || (target === 'member' && !userId.trim())) return showAlert(t.badInput);
    const targetName =
      target === 'member'
        ? `${couponTargetNames.member} ${userId.trim()}`
        : target === 'level'
          ? `${couponTargetNames.level} ${level}`
          : couponTargetNames.all;
    let count: number;
    try {
      ({ count } = await countCouponTargets({
        target,
        ...(parsed.data.userId !== undefined && { userId: parsed.data.userId }),
        ...(parsed.data.level !== undefined && { level: parsed.data.level }),
      }));
    } catch (error) {
      return alertActionError(error);
    }
    if (count === 0) return showAlert(couponErrors.noTarget);
    const message = t.confirm(couponFaceName(face), targetName, count);
    if (!(await showConfirm({ title: t.confirmTitle, message, confirmLabel: t.issue }))) return;
    try {
      const issued = await issue.mutateAsync(parsed.data);
      await showAlert(t.issued(issued.issued));
    } catch (error) {
      await alertActionError(error);
    }
  };

  return (
    <Box
      component="form"
      aria-label={t.issueTitle}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
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
        onChange={setKind}
      />
      {kind === 'roulette' ? (
        <SelectField
          label={t.wheel}
          value={wheel}
          options={rouletteWheels.map((option) => ({ value: option, label: t.wheelOption(option) }))}
          onChange={setWheel}
        />
      ) : (
        <TextField
          size="small"
          label={t.amountIn(kind === 'money' ? 'money' : 'point')}
          value={amount}
          onChange={(event) => setAmount(digits(event.target.value))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      )}
      <SelectField
        label={t.target}
        value={target}
        options={couponTargets.map((option) => ({ value: option, label: couponTargetNames[option] }))}
        onChange={setTarget}
      />
      {target === 'member' && (
        <TextField size="small" label={t.userId} value={userId} onChange={(event) => setUserId(event.target.value)} />
      )}
      {target === 'level' && (
        <TextField
          size="small"
          label={t.level}
          value={level}
          onChange={(event) => setLevel(digits(event.target.value))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      )}
      {target === 'all' && <Box sx={{ display: { xs: 'none', md: 'block' } }} />}
      <TextField
        size="small"
        type="datetime-local"
        label={t.expiresAt}
        value={expiresAt}
        onChange={(event) => setExpiresAt(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}
      />
      <TextField
        size="small"
        label={t.memo}
        value={memo}
        onChange={(event) => setMemo(event.target.value)}
        sx={{ gridColumn: { xs: '1 / -1', md: 'span 1' } }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={issue.isPending}
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
  const [memo, setMemo] = useState('');
  const fulfil = useFulfilVoucher();
  const send = async () => {
    if (!memo.trim()) return showAlert(t.needMemo);
    try {
      await fulfil.mutateAsync({ id: voucher.id, memo: memo.trim() });
      await showAlert(t.sent);
    } catch (error) {
      await alertActionError(error);
    }
  };
  return (
    <Box
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
        size="small"
        label={t.sendMemo}
        placeholder={t.sendMemoHint}
        slotProps={{ inputLabel: { shrink: true } }}
        value={memo}
        onChange={(event) => setMemo(event.target.value)}
        sx={{ gridColumn: { xs: '1 / 2', md: 'auto' } }}
      />
      <Button variant="contained" disabled={fulfil.isPending} onClick={() => void send()} sx={{ whiteSpace: 'nowrap' }}>
        {t.send}
      </Button>
    </Box>
  );
}
