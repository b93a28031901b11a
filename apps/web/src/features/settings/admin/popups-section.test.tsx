import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Popup } from '@site/contracts/api/settings';
import { siteSettingsAdminEndpoints as admin } from '@site/contracts/endpoints/site-settings-admin';

import { answer, answerInTurn, scriptCalls, sentBody } from '../../../test/scripted-calls';
import { closeAlert, renderWithSite, carriedBody } from '../../../test/console/harness';
import { PopupsSection } from './popups-section';

const popup: Popup = {
  id: 3,
  contents: '<p>추석 연휴 안내</p><img src="x" onerror="window.hacked=1"><script>window.hacked=1</script>',
  width: 450,
  pcLeftLocation: 100,
  pcTopLocation: 80,
  sort: 2,
  popupFlg: true,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('팝업 관리', () => {
  it('previews each popup sanitized, with its width, position and order', async () => {
    scriptCalls([answer(admin.popups, [popup])]);
    const { container } = renderWithSite(<PopupsSection />);

    const card = await screen.findByRole('article', { name: '팝업 3번' });
    expect(card).toHaveTextContent('추석 연휴 안내');
    expect(card).toHaveTextContent('너비 450px · 위치 왼쪽 100 · 위쪽 80 · 정렬 2');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('deletes a popup only after the operator confirms', async () => {
    const sent = scriptCalls([
      // The list before the deletion, and once it is asked again after it.
      answerInTurn(admin.popups, [{ body: [popup] }, { body: [] }]),
      answer(admin.deletePopup, { ok: true }),
    ]);
    const deleted = () => sent.filter((call) => call.url.pathname === '/api/admin/popups/3');
    renderWithSite(<PopupsSection />);

    fireEvent.click(
      within(await screen.findByRole('article', { name: '팝업 3번' })).getByRole('button', { name: '삭제' }),
    );
    const question = await screen.findByRole('dialog', { name: '팝업 삭제' });
    expect(deleted()).toEqual([]);
    fireEvent.click(within(question).getByRole('button', { name: '삭제' }));

    await closeAlert('팝업을 삭제했습니다.');
    expect(deleted()).toHaveLength(1);
    expect(await screen.findByText('등록된 팝업이 없습니다.')).toBeInTheDocument();
  });

  it('creates a popup 450 wide by default and refuses a width out of range in Korean', async () => {
    const sent = scriptCalls([answer(admin.popups, []), answer(admin.createPopup, { id: 9 })]);
    const created = () => sent.filter(carriedBody).map((call) => sentBody(admin.createPopup, call));
    renderWithSite(<PopupsSection />);

    fireEvent.change(await screen.findByRole('textbox', { name: '팝업 내용 (HTML)' }), {
      target: { value: '<b>이벤트</b>' },
    });
    const width = screen.getByRole('textbox', { name: '너비 (px)' });
    expect(width).toHaveValue('450');
    fireEvent.change(width, { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: '팝업 등록' }));
    expect(await screen.findByText('너비는 200~1200 사이의 숫자로 입력해주세요.')).toBeInTheDocument();
    expect(created()).toEqual([]);

    fireEvent.change(width, { target: { value: '450' } });
    fireEvent.click(screen.getByRole('button', { name: '팝업 등록' }));
    expect(await screen.findByText('팝업을 등록했습니다.')).toBeInTheDocument();
    expect(created()).toEqual([
      {
        contents: '<b>이벤트</b>',
        width: 450,
        pcLeftLocation: 0,
        pcTopLocation: 0,
        sort: 0,
      },
    ]);
  });
});
