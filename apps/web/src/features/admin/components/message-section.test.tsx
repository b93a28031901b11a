import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { closeAlert, renderWithSite, scriptServer } from '../test/harness';
import { MessageSection } from './message-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fill = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('쪽지 보내기', () => {
  it('keeps the message when the server refuses it, and clears it once sent', async () => {
    let known = false;
    scriptServer({
      'POST admin/messages': () =>
        known ? { body: { id: 1 } } : { status: 404, body: { message: '받는 회원을 찾을 수 없습니다.' } },
    });
    renderWithSite(<MessageSection />);

    fill('받는 회원 아이디', 'nobody');
    fill('제목', '안내');
    fill('내용', '이번 주 이벤트 안내입니다.');
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    await closeAlert('받는 회원을 찾을 수 없습니다.');
    expect(screen.getByRole('textbox', { name: '내용' })).toHaveValue('이번 주 이벤트 안내입니다.');

    known = true;
    fill('받는 회원 아이디', 'demo');
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    await closeAlert('demo 회원에게 쪽지를 보냈습니다.');
    expect(screen.getByRole('textbox', { name: '내용' })).toHaveValue('');
  });

  it('asks for empty fields in Korean without calling the server', async () => {
    const calls = scriptServer({});
    renderWithSite(<MessageSection />);
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    expect(await screen.findByText('받는 회원 아이디를 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('제목을 입력해주세요.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
