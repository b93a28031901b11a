import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

import { shortDeviceId, type LinkKind, type MemberPicture } from '@site/contracts/api/admin-member-picture';
import { formatSeoul } from '@site/contracts/time';

import { koMemberPicture } from '../../../i18n/ko-member-picture';
import { MemberLink } from '../exports/member-link';
import { PictureCard } from './picture-card';

const text = koMemberPicture;

/** A device id is shortened like the logins' column, so the two can be matched by eye. */
const shownValue = (kind: LinkKind, value: string) => (kind === 'device' ? shortDeviceId(value) : value);

const rowSx = { py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } };

/** 연결 계정: each member who shares something with this one, what they share, each opening their own page. */
export function LinkedCard({ linked }: { linked: MemberPicture['linked'] }) {
  return (
    <PictureCard title={text.linked.title} empty={linked.length === 0 && text.linked.empty}>
      <Box component="ul" aria-label={text.linked.title} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {linked.map((other) => (
          <Box component="li" key={other.userId} sx={rowSx}>
            <Typography sx={{ fontWeight: 700 }}>
              <MemberLink userId={other.userId} label={text.open(other.userId)}>
                {other.userId}
              </MemberLink>{' '}
              <Typography component="span" color="text.secondary">
                {other.nickName}
              </Typography>
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mt: 0.5, display: 'grid', gap: 0.5 }}>
              {other.shares.map((share) => (
                <Box
                  component="li"
                  key={`${share.kind}-${share.value}`}
                  sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', fontSize: 13 }}
                >
                  <Chip size="small" color="warning" variant="outlined" label={text.linked.kinds[share.kind]} />
                  <Box component="span" sx={{ overflowWrap: 'anywhere', color: 'text.secondary' }}>
                    {shownValue(share.kind, share.value)}
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </PictureCard>
  );
}

/** 파트너 계보: the member, then each partner above up to the head office. */
export function PartnersCard({ userId, partners }: { userId: string; partners: MemberPicture['partners'] }) {
  const t = text.partners;
  return (
    <PictureCard title={t.title} empty={partners.length === 0 && t.none}>
      <Box
        component="ol"
        aria-label={t.title}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}
      >
        <Box component="li">
          <Chip size="small" label={`${t.member} ${userId}`} />
        </Box>
        {partners.map((partner) => (
          <Box component="li" key={partner.userId} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box component="span" aria-hidden sx={{ color: 'text.secondary' }}>
              →
            </Box>
            <Chip
              size="small"
              variant="outlined"
              color={partner.headOffice ? 'primary' : 'default'}
              label={`${partner.headOffice ? t.headOffice : t.partner} ${partner.userId} (${partner.nickName})`}
            />
          </Box>
        ))}
      </Box>
    </PictureCard>
  );
}

/** 리스크 플래그: what the risk sweep found on this member, either side of a pair (the risk tab decides). */
export function RiskFlagsCard({ flags }: { flags: MemberPicture['riskFlags'] }) {
  const t = text.riskFlags;
  return (
    <PictureCard title={t.title} empty={flags.length === 0 && t.empty}>
      <Box component="ul" aria-label={t.title} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {flags.map((flag) => (
          <Box component="li" key={flag.id} sx={rowSx}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip
                size="small"
                color={flag.status === 'open' ? 'error' : 'default'}
                variant="outlined"
                label={flag.status === 'open' ? t.open : t.resolved}
              />
              <Typography sx={{ fontWeight: 700 }}>{t.kinds[flag.kind]}</Typography>
              {flag.other && (
                <MemberLink userId={flag.other.userId} label={text.open(flag.other.userId)}>
                  {t.with(flag.other.userId)}
                </MemberLink>
              )}
              <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
                {formatSeoul(flag.detectedAt, 'dateTimeShortYear')}
              </Typography>
            </Box>
            {flag.summary && (
              <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                {flag.summary}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </PictureCard>
  );
}
