import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { LoginLock } from '@site/contracts/api/admin-login-locks';
import { authAdminEndpoints as admin } from '@site/contracts/endpoints/auth-admin';

import { answer, answerInTurn, scriptCalls, sentBody, type SentCall } from '../../../test/scripted-calls';
import { closeAlert, renderWithSite, carriedBody } from '../../../test/console/harness';
import { LoginLocksSection } from './login-locks-section';

const pair: LoginLock = {
  kind: 'pair',
  userId: 'demo',
  ip: '203.0.113.7',
  failures: 10,
  lastFailureAt: '2026-03-01T03:00:00.000Z',
  until: '2026-03-01T03:15:00.000Z',
  delaySec: null,
};
const delay: LoginLock = {
  kind: 'user',
  userId: 'admin',
  ip: null,
  failures: 7,
  lastFailureAt: '2026-03-01T03:01:00.000Z',
  until: '2026-03-01T03:01:04.000Z',
  delaySec: 4,
};

/** The releases the section sent, in order (its reads of the list carry no body). */
const releases = (sent: SentCall[]) => sent.filter(carriedBody).map((call) => sentBody(admin.clearLoginLocks, call));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('로그인 잠금', () => {
  it('lists locked pairs and slowed ids in Seoul time', async () => {
    scriptCalls([answer(admin.loginLocks, [delay, pair])]);
    renderWithSite(<LoginLocksSection />);

    const list = await screen.findByRole('list', { name: '로그인 잠금' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('admin');
    expect(first).toHaveTextContent('모든 IP에서 4초 지연 · 실패 7회 · 다음 시도 2026-03-01 12:01:04부터');
    expect(second).toHaveTextContent('demo');
    expect(second).toHaveTextContent('IP 203.0.113.7에서 잠김 · 실패 10회 · 2026-03-01 12:15:00까지');
  });

  it("clears a pair's lock after the operator confirms, sending the pair's IP", async () => {
    const sent = scriptCalls([
      // The list before the release, and once it is asked again after it.
      answerInTurn(admin.loginLocks, [{ body: [pair] }, { body: [] }]),
      answer(admin.clearLoginLocks, { cleared: 1 }),
    ]);
    renderWithSite(<LoginLocksSection />);

    fireEvent.click(await screen.findByRole('button', { name: '해제' }));
    const question = await screen.findByRole('dialog', { name: '로그인 잠금 해제' });
    expect(question).toHaveTextContent('demo의 IP 203.0.113.7 로그인 잠금을 해제하시겠습니까?');
    expect(releases(sent)).toEqual([]);
    fireEvent.click(within(question).getByRole('button', { name: '해제' }));

    await closeAlert('demo의 로그인 잠금을 해제했습니다.');
    expect(releases(sent)).toEqual([{ userId: 'demo', ip: '203.0.113.7' }]);
    expect(await screen.findByText('잠기거나 지연된 로그인이 없습니다.')).toBeInTheDocument();
  });

  it("clears a slowed id's delay and locks without an IP", async () => {
    const sent = scriptCalls([answer(admin.loginLocks, [delay]), answer(admin.clearLoginLocks, { cleared: 2 })]);
    renderWithSite(<LoginLocksSection />);

    fireEvent.click(await screen.findByRole('button', { name: '해제' }));
    const question = await screen.findByRole('dialog', { name: '로그인 잠금 해제' });
    expect(question).toHaveTextContent('admin의 모든 로그인 잠금과 지연을 해제하시겠습니까?');
    fireEvent.click(within(question).getByRole('button', { name: '해제' }));
    await closeAlert('admin의 로그인 잠금을 해제했습니다.');
    expect(releases(sent)).toEqual([{ userId: 'admin' }]);
  });
});
