import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { Theme } from '@mui/material/styles';
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
import { useConfirm } from '../../../components/console/use-confirm';
import { showAlert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { Panel } from '../../../components/ui/panel';
import { SelectField } from '../../../components/console/select-field';
import { koCouponsAdmin as t } from '../../../i18n/ko-coupons';
import { countCouponTargets, useCouponIssues, useFulfilVoucher, useIssueCoupons, useVouchers } from '../api/coupons';

type IssuableKind = 'roulette' | 'money' | 'point';
const issuableKinds: readonly IssuableKind[] = ['roulette', 'money', 'point'];

const minuteText = (iso: string) => formatSeoul(iso, 'dateTimeFull').slice(0, 16);
const digits = (value: string) => value.replace(/\D/g, '');
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
  const [kind, setKind] = useState<IssuableKind>('money');
  const [wheel, setWheel] = useState<RouletteWheel>(100);
  const [amount, setAmount] = useState('10000');
  const [target, setTarget] = useState<CouponTarget>('member');
  const [userId, setUserId] = useState('');
  const [level, setLevel] = useState('1');
  const [expiresAt, setExpiresAt] = useState('');
  const [memo, setMemo] = useState('');
  const issue = useIssueCoupons();
  const [dialog, confirm] = useConfirm();

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
    if (!(await confirm({ title: t.confirmTitle, message, confirmLabel: t.issue }))) return;
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
      {dialog}
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
          options={rouletteWheels.map((option) => ({ value: option, label: `룰렛 ${option}` }))}
          onChange={setWheel}
        />
      ) : (
        <TextField
          size="small"
          label={`${t.amount} (${kind === 'money' ? '원' : 'P'})`}
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
