import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { MemberPicture } from '@site/contracts/api/admin-member-picture';
import { limitValueText } from '@site/contracts/api/admin-responsible-play';
import { playLimitLabels } from '@site/contracts/responsible-play';
import { formatNumber, formatWon } from '@site/contracts/rules/format';
import { formatSeoul } from '@site/contracts/time';

import { FigureRow } from '../../../components/ui/figure-row';
import { koAdmin } from '../../../i18n/ko-admin';
import { koAdminResponsiblePlay } from '../../../i18n/ko-admin-responsible-play';
import { koMemberPicture } from '../../../i18n/ko-member-picture';
import { hasFlag, memberFlags } from '../rules/member-update';
import { flagLabel } from './member-flag-switch';
import { Facts, PictureCard } from './picture-card';

const text = koMemberPicture;
const when = (at: string | null) => (at ? formatSeoul(at, 'dateTimeShortYear') : text.identity.never);

/** 기본 정보: who the member is and how the account stands. */
export function IdentityCard({ member }: { member: MemberPicture['member'] }) {
  const t = text.identity;
  const tendency = memberFlags
    .filter((flag) => flag !== 'blocked' && hasFlag(member, flag))
    .map((flag) => flagLabel[flag])
    .join(', ');
  return (
    <PictureCard title={t.title}>
      <Facts>
        <FigureRow label={t.userId}>{member.userId}</FigureRow>
        <FigureRow label={t.nickName}>{member.nickName}</FigureRow>
        <FigureRow label={t.phone}>{member.phone}</FigureRow>
        <FigureRow label={t.level}>{koAdmin.members.levelValue(member.level, member.levelNm)}</FigureRow>
        <FigureRow label={t.kind}>{t.kinds[member.accountKind]}</FigureRow>
        <FigureRow label={t.joinedAt}>{when(member.joinedAt)}</FigureRow>
        <FigureRow label={t.lastLoginAt}>{when(member.lastLoginAt)}</FigureRow>
        <FigureRow label={t.blocked}>
          <Box component="span" sx={{ color: member.blocked ? 'error.main' : undefined }}>
            {member.blocked ? t.blockedYes : t.blockedNo}
          </Box>
        </FigureRow>
        <FigureRow label={t.tendency}>{tendency || t.tendencyNone}</FigureRow>
        <FigureRow label={t.recommender}>{member.recommender ?? t.tendencyNone}</FigureRow>
      </Facts>
    </PictureCard>
  );
}

/** 잔액: money and points. */
export function BalancesCard({ member }: { member: MemberPicture['member'] }) {
  return (
    <PictureCard title={text.balances.title}>
      <Facts>
        <FigureRow label={text.balances.money} strong>
          {formatWon(member.emoney)}
        </FigureRow>
        <FigureRow label={text.balances.point}>{formatNumber(member.point)}P</FigureRow>
      </Facts>
    </PictureCard>
  );
}

/** 한도·제한: the member's own limits, a break in force, and the identity check. */
export function LimitsCard({ play }: { play: MemberPicture['responsiblePlay'] }) {
  const rp = koAdminResponsiblePlay;
  const limits = play.limits.filter((limit) => limit.value !== null);
  const exclusion = !play.excluded
    ? rp.status.notExcluded
    : play.excludedUntil
      ? rp.status.excludedUntil(play.excludedUntil)
      : rp.status.untilReopened;
  return (
    <PictureCard title={text.limits.title}>
      <Facts>
        {limits.length === 0 ? (
          <FigureRow label={text.limits.limits}>{text.limits.none}</FigureRow>
        ) : (
          limits.map((limit) => (
            <FigureRow key={limit.kind} label={playLimitLabels[limit.kind]}>
              {limitValueText(limit.kind, limit.value ?? 0)}
            </FigureRow>
          ))
        )}
        <FigureRow label={text.limits.verification}>
          {play.verification ? rp.verification.statuses[play.verification.status] : rp.verification.none}
        </FigureRow>
      </Facts>
      <Typography variant="body2" sx={{ mt: 1, color: play.excluded ? 'error.main' : 'text.secondary' }}>
        {exclusion}
      </Typography>
    </PictureCard>
  );
}
