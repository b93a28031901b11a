import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { MemberPicture, StaffNote } from '@site/contracts/api/admin-member-picture';
import { memberPictureEndpoints as picture } from '@site/contracts/endpoints/member-picture';
import { ROLE_PERMISSIONS, type StaffRole } from '@site/contracts/staff';

import { adminMember } from '../../../test/console/fixtures';
import { closeAlert, renderWithSite } from '../../../test/console/harness';
import { answer, answerInTurn, scriptCalls, sentBody } from '../../../test/scripted-calls';
import { StaffPermissionsContext } from '../../staff/exports/use-can';
import { MemberPicturePage } from './member-picture-page';

vi.mock('../../auth/api/session', () => ({ useCurrentUser: () => ({ userId: 'admin' }) }));

const note: StaffNote = {
  id: 1,
  body: '출금 지연으로 통화함',
  createdAt: '2026-11-29T01:00:00.000Z',
  author: { userId: 'risk', nickName: '리스크' },
};

const twinstar: MemberPicture = {
  member: {
    ...adminMember({ userId: 'twinstar', nickName: '쌍둥이별', level: 2, levelNm: '실버' }),
    phone: '01012340301',
    accountKind: 'member',
    joinedAt: '2026-10-30T00:00:00.000Z',
    lastLoginAt: '2026-11-28T00:00:00.000Z',
    recommender: null,
  },
  responsiblePlay: {
    userId: 'twinstar',
    limits: [],
    exclusions: [],
    excluded: false,
    excludedUntil: null,
    verification: null,
  },
  bets: { open: [], recent: [] },
  ledger: [],
  cashRequests: [],
  logins: [],
  linked: [
    {
      userId: 'twinmoon',
      nickName: '쌍둥이달',
      shares: [
        { kind: 'bank', value: '35602024681357' },
        { kind: 'device', value: 'demo0device0twins0000000000000001' },
      ],
    },
  ],
  partners: [],
  notes: [note],
  riskFlags: [],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderAs = (role: StaffRole) =>
  renderWithSite(
    <StaffPermissionsContext value={new Set(ROLE_PERMISSIONS[role])}>
      <MemberPicturePage userId="twinstar" />
    </StaffPermissionsContext>,
  );

describe("a member's page", () => {
  it('lists the linked member with what they share, linking to their own page', async () => {
    scriptCalls([answer(picture.picture, twinstar)]);
    renderAs('risk');

    const linked = await screen.findByRole('list', { name: '연결 계정' });
    const link = within(linked).getByRole('link', { name: 'twinmoon 회원 상세' });
    expect(link).toHaveAttribute('href', '/admin?tab=members&member=twinmoon');
    expect(linked).toHaveTextContent('쌍둥이달');
    expect(linked).toHaveTextContent('같은 출금 계좌35602024681357');
    // The device id as the logins show it: its first eight characters.
    expect(linked).toHaveTextContent('같은 기기demo0dev');
    expect(
      within(screen.getByRole('list', { name: '직원 메모' })).getByText('출금 지연으로 통화함'),
    ).toBeInTheDocument();
  });

  it('lets a role that decides add a note, which the page then lists signed', async () => {
    const added: StaffNote = { ...note, id: 2, body: '같은 집 확인', author: { userId: 'admin', nickName: '운영자' } };
    const sent = scriptCalls([
      answerInTurn(picture.picture, [{ body: twinstar }, { body: { ...twinstar, notes: [added, note] } }]),
      answer(picture.addNote, added),
    ]);
    renderAs('risk');

    fireEvent.change(await screen.findByRole('textbox', { name: '새 메모' }), { target: { value: '같은 집 확인' } });
    fireEvent.click(screen.getByRole('button', { name: '메모 남기기' }));
    await closeAlert('메모를 남겼습니다.');
    const posted = sent.find((call) => call.url.pathname === '/api/admin/members/twinstar/notes');
    expect(posted && sentBody(picture.addNote, posted)).toEqual({ body: '같은 집 확인' });
    expect(await screen.findByText('같은 집 확인')).toBeInTheDocument();
    expect(screen.getByText(/운영자 \(admin\)/)).toBeInTheDocument();
  });

  it('shows the read-only viewer the page without the note form or the deciding buttons', async () => {
    scriptCalls([answer(picture.picture, twinstar)]);
    renderAs('readonly');

    expect(await screen.findByRole('list', { name: '연결 계정' })).toBeInTheDocument();
    expect(screen.getByText('출금 지연으로 통화함')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '새 메모' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '메모 남기기' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '계정 잠금' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '쪽지 보내기' })).not.toBeInTheDocument();
  });
});
