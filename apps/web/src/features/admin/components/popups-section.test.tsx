import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Popup } from '@site/contracts/api/settings';

import { closeAlert, renderWithSite, scriptServer } from '../test/harness';
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
    scriptServer({ 'GET admin/popups': () => ({ body: [popup] }) });
    const { container } = renderWithSite(<PopupsSection />);

    const card = await screen.findByRole('article', { name: '팝업 3번' });
    expect(card).toHaveTextContent('추석 연휴 안내');
    expect(card).toHaveTextContent('너비 450px · 위치 왼쪽 100 · 위쪽 80 · 정렬 2');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('deletes a popup only after the operator confirms', async () => {
    let listed = [popup];
    const calls = scriptServer({
      'GET admin/popups': () => ({ body: listed }),
      'DELETE admin/popups/3': () => {
        listed = [];
        return { body: { ok: true } };
      },
    });
    renderWithSite(<PopupsSection />);

    fireEvent.click(
      within(await screen.findByRole('article', { name: '팝업 3번' })).getByRole('button', { name: '삭제' }),
    );
    const question = await screen.findByRole('dialog', { name: '팝업 삭제' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(question).getByRole('button', { name: '삭제' }));

    await closeAlert('팝업을 삭제했습니다.');
    expect(await screen.findByText('등록된 팝업이 없습니다.')).toBeInTheDocument();
  });

  it('creates a popup 450 wide by default and refuses a width out of range in Korean', async () => {
    const calls = scriptServer({
      'GET admin/popups': () => ({ body: [] }),
      'POST admin/popups': () => ({ body: { id: 9 } }),
    });
    renderWithSite(<PopupsSection />);

    fireEvent.change(await screen.findByRole('textbox', { name: '팝업 내용 (HTML)' }), {
      target: { value: '<b>이벤트</b>' },
    });
    const width = screen.getByRole('textbox', { name: '너비 (px)' });
    expect(width).toHaveValue('450');
    fireEvent.change(width, { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: '팝업 등록' }));
    expect(await screen.findByText('너비는 200~1200 사이의 숫자로 입력해주세요.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(width, { target: { value: '450' } });
    fireEvent.click(screen.getByRole('button', { name: '팝업 등록' }));
    expect(await screen.findByText('팝업을 등록했습니다.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      contents: '<b>이벤트</b>',
      width: 450,
      pcLeftLocation: 0,
      pcTopLocation: 0,
      sort: 0,
    });
  });
});
