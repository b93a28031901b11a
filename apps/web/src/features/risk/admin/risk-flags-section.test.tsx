import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { RiskFlag } from '@site/contracts/api/admin-risk';
import { riskAdminEndpoints as risk } from '@site/contracts/endpoints/risk';
import { ROLE_PERMISSIONS } from '@site/contracts/staff';

import { answer, answerInTurn, refuse, scriptCalls, sentBody } from '../../../test/scripted-calls';
import { carriedBody, closeAlert, renderWithSite } from '../../../test/console/harness';
import { StaffPermissionsContext } from '../../staff/exports/use-can';
import { RiskFlagsSection } from './risk-flags-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const twins: RiskFlag = {
  id: 7,
  kind: 'shared_device',
  member: { id: 31, userId: 'twinstar', nickName: '쌍둥이별' },
  otherMember: { id: 32, userId: 'twinmoon', nickName: '쌍둥이달' },
  subject: 'demo0device0twins0000000000000001',
  evidence: {
    summary: '두 계정이 같은 기기(브라우저)에서 로그인했습니다.',
    items: [
      {
        type: 'login',
        id: 1,
        memberUserId: 'twinstar',
        at: '2026-11-28T01:00:00.000Z',
        amount: null,
        detail: '로그인 · IP 211.36.140.21',
      },
      {
        type: 'login',
        id: 2,
        memberUserId: 'twinmoon',
        at: '2026-11-28T02:00:00.000Z',
        amount: null,
        detail: '로그인 · IP 211.36.140.22',
      },
    ],
  },
  status: 'open',
  detectedAt: '2026-11-29T01:00:00.000Z',
  resolution: null,
};
const pageOf = (items: RiskFlag[]) => ({ items, page: 1, pageCount: 1, totalCount: items.length });

describe('리스크 플래그', () => {
  it('shows a flag with both members linked to their page and its evidence on demand, and resolves it with a note', async () => {
    const resolved = {
      ...twins,
      status: 'resolved' as const,
      resolution: { at: twins.detectedAt, byUserId: 'risk', note: '같은 사람' },
    };
    const sent = scriptCalls([
      answerInTurn(risk.flags, [{ body: pageOf([twins]) }, { body: pageOf([]) }]),
      answer(risk.resolve, resolved),
    ]);
    renderWithSite(<RiskFlagsSection />);

    const card = await screen.findByRole('article', { name: '같은 기기' });
    expect(within(card).getByRole('link', { name: '쌍둥이별 (twinstar)' })).toHaveAttribute(
      'href',
      '/admin?tab=members&member=twinstar',
    );
    expect(within(card).getByRole('link', { name: '쌍둥이달 (twinmoon)' })).toBeInTheDocument();
    expect(within(card).getByText(twins.evidence.summary)).toBeInTheDocument();

    fireEvent.click(within(card).getByRole('button', { name: '근거 보기 (2)' }));
    const evidence = within(card).getByRole('list', { name: '근거' });
    expect(within(evidence).getAllByRole('listitem')).toHaveLength(2);
    expect(within(evidence).getByText(/IP 211\.36\.140\.22/)).toBeVisible();

    fireEvent.click(within(card).getByRole('button', { name: '해결' }));
    const dialog = await screen.findByRole('dialog', { name: '플래그 해결' });
    fireEvent.click(within(dialog).getByRole('button', { name: '해결' }));
    expect(await within(dialog).findByText('해결 메모를 입력해주세요.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: '해결 메모' }), { target: { value: '같은 사람' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '해결' }));

    await closeAlert('플래그를 해결했습니다.');
    expect(sent.filter(carriedBody).map((call) => sentBody(risk.resolve, call))).toEqual([{ note: '같은 사람' }]);
    expect(await screen.findByText('조건에 맞는 플래그가 없습니다.')).toBeInTheDocument();
  });

  it('tells the analyst a flag someone else resolved meanwhile, and runs the sweep saying what it found', async () => {
    scriptCalls([
      answer(risk.flags, pageOf([twins])),
      refuse(risk.resolve, 409, '이미 해결된 플래그입니다.'),
      answer(risk.sweep, {
        created: {
          shared_device: 0,
          shared_ip: 1,
          shared_bank: 0,
          shared_phone: 2,
          hedge_across: 0,
          bonus_abuse: 0,
          big_win: 0,
          stake_jump: 0,
        },
        total: 3,
      }),
    ]);
    renderWithSite(<RiskFlagsSection />);
    const card = await screen.findByRole('article', { name: '같은 기기' });
    fireEvent.click(within(card).getByRole('button', { name: '해결' }));
    const dialog = await screen.findByRole('dialog', { name: '플래그 해결' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '해결 메모' }), { target: { value: '확인' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '해결' }));
    await closeAlert('이미 해결된 플래그입니다.');

    fireEvent.click(screen.getByRole('button', { name: '지금 검사' }));
    await closeAlert('새 플래그 3건을 찾았습니다. (같은 IP 1, 같은 전화번호 2)');
  });

  it('shows a read-only viewer the flags without 해결 or 지금 검사', async () => {
    scriptCalls([answer(risk.flags, pageOf([twins]))]);
    renderWithSite(
      <StaffPermissionsContext.Provider value={new Set(ROLE_PERMISSIONS.readonly)}>
        <RiskFlagsSection />
      </StaffPermissionsContext.Provider>,
    );
    const card = await screen.findByRole('article', { name: '같은 기기' });
    expect(within(card).getByRole('button', { name: '근거 보기 (2)' })).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByRole('button', { name: '해결' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: '지금 검사' })).not.toBeInTheDocument();
  });
});
