import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { SiteSettings } from '@site/contracts/api/settings';
import { siteSettingsAdminEndpoints as admin } from '@site/contracts/endpoints/site-settings-admin';

import { answer, answerInTurn, refuse, scriptCalls, sentBody } from '../../../test/scripted-calls';
import { closeAlert, renderWithSite, carriedBody } from '../../../test/console/harness';
import { SettingsSection } from './settings-section';

const stored: SiteSettings = {
  siteNoticeFlg: false,
  autoLogoutMin: 60,
  joinStartEndFlg: false,
  tetherMaintenanceFlag: 0,
  verificationBeforeDeposit: false,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('사이트 설정', () => {
  it('asks before turning maintenance on, and saves only after the operator confirms', async () => {
    const sent = scriptCalls([
      answer(admin.settings, stored),
      answer(admin.saveSettings, { ...stored, siteNoticeFlg: true }),
    ]);
    const saved = () => sent.filter(carriedBody).map((call) => sentBody(admin.saveSettings, call));
    renderWithSite(<SettingsSection />);

    fireEvent.click(await screen.findByRole('switch', { name: '사이트 점검' }));
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    const question = await screen.findByRole('dialog', { name: '사이트 점검 시작' });
    expect(question).toHaveTextContent('로그인한 모든 회원이 로그아웃되고');
    fireEvent.click(within(question).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '사이트 점검 시작' })).not.toBeInTheDocument());
    expect(saved()).toEqual([]);
    // Cancelling keeps the edit: the switch is still on, ready to save.
    expect(screen.getByRole('switch', { name: '사이트 점검' })).toBeChecked();

    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '점검 시작' }));
    expect(await screen.findByText('사이트 설정이 저장되었습니다.')).toBeInTheDocument();
    expect(saved()).toEqual([{ siteNoticeFlg: true }]);
  });

  it("shows the server's refusal and keeps what the operator typed", async () => {
    scriptCalls([answer(admin.settings, stored), refuse(admin.saveSettings, 400, '설정을 저장할 수 없습니다.')]);
    renderWithSite(<SettingsSection />);

    const minutes = await screen.findByRole('textbox', { name: '자동 로그아웃 (분)' });
    fireEvent.change(minutes, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('switch', { name: '회원가입 마감' }));
    fireEvent.click(screen.getByRole('button', { name: '저장' }));

    await closeAlert('설정을 저장할 수 없습니다.');
    expect(minutes).toHaveValue('30');
    expect(screen.getByRole('switch', { name: '회원가입 마감' })).toBeChecked();
  });

  it("puts the server's reason for a field under that field", async () => {
    scriptCalls([
      answer(admin.settings, stored),
      answerInTurn(admin.saveSettings, [
        {
          status: 400,
          body: {
            message: '입력값을 확인해주세요.',
            issues: [{ path: 'autoLogoutMin', message: '자동 로그아웃은 30분 이상이어야 합니다.' }],
          },
        },
      ]),
    ]);
    renderWithSite(<SettingsSection />);

    const minutes = await screen.findByRole('textbox', { name: '자동 로그아웃 (분)' });
    fireEvent.change(minutes, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByText('자동 로그아웃은 30분 이상이어야 합니다.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(minutes).toHaveValue('5');
  });

  it('shows what the server stored once saved, and refuses minutes out of range as they are typed', async () => {
    // Another operator closed sign-up meanwhile: the answer carries it.
    const answered = { ...stored, autoLogoutMin: 30, joinStartEndFlg: true };
    scriptCalls([
      answerInTurn(admin.settings, [{ body: stored }, { body: answered }]),
      answer(admin.saveSettings, answered),
    ]);
    renderWithSite(<SettingsSection />);

    const minutes = await screen.findByRole('textbox', { name: '자동 로그아웃 (분)' });
    expect(screen.getByRole('button', { name: '저장' })).toBeDisabled();
    fireEvent.change(minutes, { target: { value: '0' } });
    expect(screen.getByText('자동 로그아웃 시간은 1~1440 사이의 분 단위 숫자로 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '저장' })).toBeDisabled();

    fireEvent.change(minutes, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await closeAlert('사이트 설정이 저장되었습니다.');
    expect(minutes).toHaveValue('30');
    expect(screen.getByRole('switch', { name: '회원가입 마감' })).toBeChecked();
    expect(screen.getByRole('button', { name: '저장' })).toBeDisabled();
  });
});
