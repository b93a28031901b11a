import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode } from 'react';

import { couponUsedMessage, type CouponView } from '@site/contracts/api/coupon-box';
import { formatSeoul } from '@site/contracts/time';

import { showAlert, showConfirm } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { Text } from '../../../components/ui/text';
import { ko } from '../../../i18n/ko';
import { koCoupons as t } from '../../../i18n/ko-coupons';
import { userFacingMessage } from '../../../lib/api-client';
import { currentUserKey, useCurrentUser } from '../../auth/api/session';
import { openRouletteWheel } from '../../roulette/exports/open-wheel';
import { couponBoxKey, couponBoxQuery, spendCoupon } from '../api/coupons';
import { CouponStateChip } from '../components/coupon-state-chip';

/** YYYY-MM-DD HH:mm in Seoul */
const minuteText = (iso: string) => formatSeoul(iso, 'dateTimeFull').slice(0, 16);

/** /coupon: the member's coupon box: roulette coupons per wheel, money and point coupons, vouchers. */
export default function CouponPage() {
  return (
    <>
      <PageHeader title={ko.pages.coupon.title} />
      <CouponBox />
    </>
  );
}

export function CouponBox() {
  const user = useCurrentUser();
  const query = useQuery(couponBoxQuery(user?.id));
  if (query.isError && !query.data) return <EmptyState text={userFacingMessage(query.error)} />;
  if (!query.data) {
    return (
      <Box role="status" aria-label={t.loading} sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress size={24} />
      </Box>
    );
  }
  const { coupons, roulette } = query.data;
  const cash = coupons.filter((coupon) => coupon.face.kind === 'money' || coupon.face.kind === 'point');
  const vouchers = coupons.filter((coupon) => coupon.face.kind === 'voucher');
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Region title={t.rouletteTitle}>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(5, minmax(0, 1fr))' },
          }}
        >
          {roulette.map(({ wheel, count }) => (
            <Box
              component="li"
              key={wheel}
              aria-label={t.rouletteName(wheel)}
              sx={{
                display: 'flex',
                flexDirection: { xs: 'row', md: 'column' },
                alignItems: 'center',
                gap: { xs: 1.5, md: 1 },
                p: 1.5,
                borderRadius: 1.5,
                border: 1,
                borderColor: count > 0 ? 'primary.main' : 'divider',
                bgcolor: count > 0 ? 'rgba(184,144,103,0.08)' : 'transparent',
              }}
            >
              <Text sx={{ fontWeight: 700, fontSize: 16, flex: { xs: 1, md: 'none' } }}>{t.rouletteName(wheel)}</Text>
              <Text variant="body2" sx={{ color: count > 0 ? 'primary.main' : 'text.secondary', fontWeight: 700 }}>
                {t.held(count)}
              </Text>
              <Button
                variant="contained"
                size="small"
                disabled={count === 0}
                onClick={() => openRouletteWheel(wheel)}
                sx={{ whiteSpace: 'nowrap', alignSelf: { md: 'stretch' } }}
              >
                {t.spin}
              </Button>
            </Box>
          ))}
        </Box>
      </Region>
      <Region title={t.cashTitle}>
        {cash.length === 0 ? <EmptyState text={t.noCash} /> : <CashCoupons coupons={cash} />}
      </Region>
      <Region title={t.vouchersTitle}>
        {vouchers.length === 0 ? <EmptyState text={t.noVouchers} /> : <Vouchers vouchers={vouchers} />}
      </Region>
    </Box>
  );
}

function Region({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box role="region" aria-label={title}>
      <Panel title={title}>{children}</Panel>
    </Box>
  );
}

/** Rows on a PC (name, source, expiry, state, action), cards on a phone. */
const rowSx = {
  display: 'grid',
  alignItems: 'center',
  gap: { xs: 0.5, md: 2 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1.4fr) 88px 96px' },
  px: 1.5,
  py: { xs: 1.25, md: 1 },
} as const;

function CashCoupons({ coupons }: { coupons: CouponView[] }) {
  const queryClient = useQueryClient();
  const spend = useMutation({
    mutationFn: (coupon: CouponView) => spendCoupon(coupon.id),
    onSuccess: async (result) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: couponBoxKey }),
        queryClient.invalidateQueries({ queryKey: currentUserKey }),
      ]);
      await showAlert(couponUsedMessage(result));
    },
    onError: async (error) => {
      await queryClient.invalidateQueries({ queryKey: couponBoxKey });
      await showAlert(userFacingMessage(error));
    },
  });

  const use = async (coupon: CouponView) => {
    if (spend.isPending) return;
    if (!(await showConfirm(t.confirmUse(coupon.name)))) return;
    spend.mutate(coupon);
  };

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5, overflow: 'hidden' }}>
      <Box
        aria-hidden
        sx={{
          ...rowSx,
          display: { xs: 'none', md: 'grid' },
          bgcolor: 'action.hover',
          fontSize: 13,
          color: 'text.secondary',
          fontWeight: 700,
        }}
      >
        <span>{t.coupon}</span>
        <span>{t.source}</span>
        <span>{t.expires}</span>
        <span>{t.state}</span>
        <span />
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {coupons.map((coupon) => (
          <Box
            component="li"
            key={coupon.id}
            aria-label={coupon.name}
            sx={{ ...rowSx, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: { xs: 0, md: 1 } } }}
          >
            <Text sx={{ fontWeight: 700, gridColumn: { xs: '1', md: 'auto' } }}>{coupon.name}</Text>
            <Text
              variant="body2"
              sx={{ color: 'text.secondary', gridColumn: { xs: '1', md: 'auto' }, gridRow: { xs: 2, md: 'auto' } }}
            >
              {coupon.sourceName}
            </Text>
            <Text
              variant="body2"
              sx={{ color: 'text.secondary', gridColumn: { xs: '1', md: 'auto' }, gridRow: { xs: 3, md: 'auto' } }}
            >
              <Box component="span" sx={{ display: { md: 'none' } }}>
                {t.expires}{' '}
              </Box>
              {coupon.expiresAt ? minuteText(coupon.expiresAt) : t.noExpiry}
            </Text>
            <Box
              sx={{
                gridColumn: { xs: '2', md: 'auto' },
                gridRow: { xs: 1, md: 'auto' },
                justifySelf: { xs: 'end', md: 'start' },
              }}
            >
              <CouponStateChip state={coupon.state} />
            </Box>
            <Box sx={{ gridColumn: { xs: '2', md: 'auto' }, gridRow: { xs: '2 / 4', md: 'auto' }, justifySelf: 'end' }}>
              {coupon.state === 'usable' && (
                <Button
                  variant="contained"
                  size="small"
                  disabled={spend.isPending}
                  onClick={() => void use(coupon)}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {t.use}
                </Button>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function Vouchers({ vouchers }: { vouchers: CouponView[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {vouchers.map((voucher) => (
        <Box
          component="li"
          key={voucher.id}
          aria-label={voucher.name}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1.5,
          }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Text sx={{ fontWeight: 700 }}>{voucher.name}</Text>
            <Text variant="body2" sx={{ color: 'text.secondary' }}>
              {t.wonAt} {minuteText(voucher.createdAt)}
              {voucher.fulfilledAt && ` · ${t.sentAt} ${minuteText(voucher.fulfilledAt)}`}
            </Text>
          </Box>
          <CouponStateChip state={voucher.state} />
        </Box>
      ))}
    </Box>
  );
}
