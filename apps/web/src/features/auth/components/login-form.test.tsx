import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { exclusionMessages } from '@site/contracts/api/self-exclusion';
import { authEndpoints } from '@site/contracts/endpoints/auth';
import { selfExclusionEndpoints } from '@site/contracts/endpoints/self-exclusion';
import { siteSettingsEndpoints } from '@site/contracts/endpoints/site-settings';

import { koAuth } from '../../../i18n/ko';
import { renderWithSite } from '../../../test/console/harness';
import { answer, scriptCalls, sentBody, type Refusal } from '../../../test/scripted-calls';
import { clearSession } from '../session-store';
import { LoginForm } from './login-form';

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const endsAt = '2026-12-06T05:00:00.000Z';
const reopensAt = '2027-06-08T05:00:00.000Z';

/** The login's 403 while a break holds, as the server words it. */
const refusal = (canRequestReopen: boolean): Refusal => ({
  status: 403,
  body: {
    message: canRequestReopen ? exclusionMessages.selfExclusionEnded(endsAt) : exclusionMessages.timeOutUntil(endsAt),
    exclusion: { kind: canRequestReopen ? 'self_exclusion' : 'time_out', endsAt, canRequestReopen, reopensAt: null },
  },
});

function logIn() {
  fireEvent.change(screen.getByLabelText(koAuth.userId), { target: { value: 'resting' } });
  fireEvent.change(screen.getByLabelText(koAuth.password), { target: { value: 'secret-1' } });
  fireEvent.click(screen.getByRole('button', { name: koAuth.login }));
}

describe('the login form while a break holds', () => {
  it('says until when a time-out holds, in place, without offering to reopen', async () => {
    scriptCalls([
      answer(siteSettingsEndpoints.autoLogout, { autoLogoutMin: 60 }),
      { endpoint: authEndpoints.login, reply: () => refusal(false) },
    ]);
    renderWithSite(<LoginForm onLoggedIn={() => {}} />);
    logIn();
    const notice = await screen.findByRole('alert', { name: koAuth.excludedTitle });
    expect(notice).toHaveTextContent('2026년 12월 6일 14:00까지 이용을 중지하셨습니다.');
    expect(screen.queryByRole('button', { name: koAuth.requestReopen })).not.toBeInTheDocument();
  });

  it('asks to reopen an ended self-exclusion with the id and password typed, then says when it reopens', async () => {
    const sent = scriptCalls([
      answer(siteSettingsEndpoints.autoLogout, { autoLogoutMin: 60 }),
      { endpoint: authEndpoints.login, reply: () => refusal(true) },
      answer(selfExclusionEndpoints.reopen, { reopensAt, message: exclusionMessages.reopening(reopensAt) }),
    ]);
    renderWithSite(<LoginForm onLoggedIn={() => {}} />);
    logIn();
    const notice = await screen.findByRole('alert', { name: koAuth.excludedTitle });
    expect(notice).toHaveTextContent('이용 제한 기간이 2026년 12월 6일 14:00에 끝났습니다.');
    fireEvent.click(screen.getByRole('button', { name: koAuth.requestReopen }));
    await waitFor(() => expect(notice).toHaveTextContent('2027년 6월 8일 14:00부터 로그인할 수 있습니다.'));
    expect(screen.queryByRole('button', { name: koAuth.requestReopen })).not.toBeInTheDocument();
    const reopen = sent.find((call) => call.url.pathname.endsWith('/member/login/reopen'));
    expect(reopen && sentBody(selfExclusionEndpoints.reopen, reopen)).toEqual({
      userId: 'resting',
      password: 'secret-1',
    });
  });
});
