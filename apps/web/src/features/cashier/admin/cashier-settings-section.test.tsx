import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { cashierAdminEndpoints } from '@site/contracts/endpoints/cashier';

import { answer, answerEach, scriptCalls, sentBody, type SentCall } from '../../../test/scripted-calls';
import { cashierSettings } from '../../../test/console/cashier-fixtures';
import { closeAlert, renderWithSite } from '../../../test/console/harness';
import { CashierSettingsSection } from './cashier-settings-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stored = cashierSettings();
const admin = cashierAdminEndpoints;
/** The saves sent: only the PUT carries a body. */
const puts = (calls: SentCall[]) =>
  calls
    .filter((call) => call.body !== undefined)
    .map((call) => ({ path: call.url.pathname, body: sentBody(admin.saveSettings, call) }));
// The form has some thirty fields: label queries (not role queries) keep the tests quick.
const field = (label: string) => screen.getByLabelText(label);
const save = () => fireEvent.click(screen.getByText('저장', { selector: 'button' }));

// Rendering thirty MUI fields in jsdom takes seconds on a busy machine; this is no timing assertion.
describe('입출금 설정', () => {
  it('shows a Korean error on a maximum below the minimum and sends nothing', async () => {
    const calls = scriptCalls([answer(admin.settings, stored)]);
    renderWithSite(<CashierSettingsSection />);

    const max = await screen.findByLabelText('최대 충전금액 (원)');
    fireEvent.change(max, { target: { value: '5,000' } });
    save();

    expect(await screen.findByText('최대 충전금액은 최소 충전금액 이상이어야 합니다.')).toBeInTheDocument();
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(max).toHaveFocus();
    expect(puts(calls)).toEqual([]);
  });

  it('asks for both ends of the closed hours, and for numbers where numbers go', async () => {
    const calls = scriptCalls([answer(admin.settings, stored)]);
    renderWithSite(<CashierSettingsSection />);

    fireEvent.change(await screen.findByLabelText('점검 시작'), { target: { value: '23:30' } });
    save();
    expect(await screen.findByText('점검 시작과 끝을 함께 입력하거나 함께 비워주세요.')).toBeInTheDocument();

    fireEvent.change(field('점검 끝'), { target: { value: '00:30' } });
    fireEvent.change(field('카지노 롤링 반영률 (%)'), { target: { value: '50%' } });
    save();
    expect(await screen.findByText('숫자로 입력해주세요.')).toBeInTheDocument();
    expect(screen.queryByText('점검 시작과 끝을 함께 입력하거나 함께 비워주세요.')).not.toBeInTheDocument();
    expect(puts(calls)).toEqual([]);
  });

  it('saves every field, the closed hours as minutes of the day and each game type’s rolling weight', async () => {
    const saved = {
      ...stored,
      withdrawalMax: 3_000_000,
      closedFromMinute: 1_410,
      closedUntilMinute: 30,
      rollingWeights: { ...stored.rollingWeights, '3': 30 },
    };
    const calls = scriptCalls([answer(admin.settings, stored), answer(admin.saveSettings, saved)]);
    renderWithSite(<CashierSettingsSection />);

    fireEvent.change(await screen.findByLabelText('점검 시작'), { target: { value: '23:30' } });
    fireEvent.change(field('점검 끝'), { target: { value: '00:30' } });
    fireEvent.change(field('미니게임 롤링 반영률 (%)'), { target: { value: '30' } });
    fireEvent.change(field('최대 환전금액 (원)'), { target: { value: '3,000,000' } });
    save();

    await closeAlert('입출금 설정을 저장했습니다.');
    expect(puts(calls)).toEqual([{ path: '/api/admin/cashier/settings', body: saved }]);
  });

  it("shows the server's reasons on the fields they name, a rolling weight's under the weights", async () => {
    scriptCalls([
      answer(admin.settings, stored),
      answerEach(admin.saveSettings, () => ({
        status: 400,
        body: {
          message: '입력값을 확인해주세요.',
          issues: [
            { path: 'depositMin', message: '최소 충전금액은 충전 단위의 배수여야 합니다.' },
            { path: 'rollingWeights.3', message: '미니게임 롤링 반영률을 확인해주세요.' },
          ],
        },
      })),
    ]);
    renderWithSite(<CashierSettingsSection />);

    const min = await screen.findByLabelText('최소 충전금액 (원)');
    fireEvent.change(min, { target: { value: '15,500' } });
    save();

    expect(await screen.findByText('최소 충전금액은 충전 단위의 배수여야 합니다.')).toBeInTheDocument();
    expect(min).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('미니게임 롤링 반영률을 확인해주세요.')).toBeInTheDocument();
    expect(screen.queryByText('입력값을 확인해주세요.')).not.toBeInTheDocument();
  });
});
