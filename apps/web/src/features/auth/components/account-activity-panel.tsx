import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode } from 'react';

import { securityEventLabels, type AccountActivity } from '@site/contracts/api/account-activity';
import { formatSeoul } from '@site/contracts/time';

import { showAlert } from '../../../components/ui/alert';
import { ListRow } from '../../../components/ui/list-row';
import { Panel } from '../../../components/ui/panel';
import { Text } from '../../../components/ui/text';
import { koAccountSecurity } from '../../../i18n/ko-account-security';
import { endOtherSessions, useAccountActivity } from '../api/account-security';

const text = koAccountSecurity.activity;
const when = (at: string) => formatSeoul(at, 'dateTimeFull');

/**
 * /member's 계정 활동: the member's recent logins (when, from which IP, on what), the devices logged
 * in now with 다른 기기 로그아웃, and what changed the member's keys, so a stranger's login or a lock
 * the member did not cause is seen.
 */
export function AccountActivityPanel() {
  const { data } = useAccountActivity();
  if (!data) return null;
  return (
    <Panel title={text.title}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
        <Sessions sessions={data.sessions} />
        <Section title={text.logins} empty={data.logins.length === 0 ? text.noLogins : undefined}>
          {data.logins.map((login, index) => (
            <ListRow key={`${login.at} ${index}`} dense>
              <span>{login.device}</span>
              <Text variant="body2" sx={{ color: 'text.secondary' }}>
                {login.ip}
              </Text>
              <Text variant="caption" sx={{ color: 'text.secondary', gridColumn: '1 / -1' }}>
                {when(login.at)}
              </Text>
            </ListRow>
          ))}
        </Section>
        <Section title={text.events} empty={data.events.length === 0 ? text.noEvents : undefined}>
          {data.events.map((event, index) => (
            <ListRow key={`${event.at} ${index}`} dense>
              <span>{securityEventLabels[event.kind]}</span>
              <Text variant="body2" sx={{ color: 'text.secondary' }}>
                {event.ip ?? ''}
              </Text>
              <Text variant="caption" sx={{ color: 'text.secondary', gridColumn: '1 / -1' }}>
                {[when(event.at), event.detail].filter(Boolean).join(' · ')}
              </Text>
            </ListRow>
          ))}
        </Section>
      </Box>
    </Panel>
  );
}

function Section({ title, empty, children }: { title: string; empty: string | undefined; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <Text component="h3" variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Text>
      {empty ? (
        <Text variant="body2" sx={{ color: 'text.secondary' }}>
          {empty}
        </Text>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 1, borderTop: 0 }}>
          {children}
        </Box>
      )}
    </Box>
  );
}

function Sessions({ sessions }: { sessions: AccountActivity['sessions'] }) {
  const queryClient = useQueryClient();
  const endOthers = useMutation({
    mutationFn: () => endOtherSessions(queryClient),
    onSuccess: (ended) => showAlert(text.endedOthers(ended)),
  });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <Section title={text.sessions} empty={undefined}>
        {sessions.map((session) => (
          <ListRow key={session.id} dense>
            <span>{session.device ?? text.unknownDevice}</span>
            {session.current ? <Chip size="small" color="primary" label={text.current} /> : <span />}
            <Text variant="caption" sx={{ color: 'text.secondary', gridColumn: '1 / -1' }}>
              {[session.ip, text.since(when(session.since))].filter(Boolean).join(' · ')}
            </Text>
          </ListRow>
        ))}
      </Section>
      <Text variant="caption" sx={{ color: 'text.secondary' }}>
        {text.endOthersHelp}
      </Text>
      <Button
        variant="outlined"
        onClick={() => endOthers.mutate()}
        disabled={endOthers.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {text.endOthers}
      </Button>
    </Box>
  );
}
