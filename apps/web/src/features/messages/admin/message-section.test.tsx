import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { messageAdminEndpoints as admin } from '@site/contracts/endpoints/messages-admin';

import { answerInTurn, scriptCalls, sentBody } from '../../../test/scripted-calls';
import { closeAlert, renderWithSite } from '../../../test/console/harness';
import { MessageSection } from './message-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fill = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('쪽지 보내기', () => {
  it('keeps the message when the server refuses it, and clears it once sent', async () => {
    const sent = scriptCalls([
      answerInTurn(admin.send, [
        { status: 404, body: { message: '받는 회원을 찾을 수 없습니다.' } },
        { body: { id: 1 } },
      ]),
    ]);
    renderWithSite(<MessageSection />);

    fill('받는 회원 아이디', 'nobody');
    fill('제목', '안내');
    fill('내용', '이번 주 이벤트 안내입니다.');
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    await closeAlert('받는 회원을 찾을 수 없습니다.');
    expect(screen.getByRole('textbox', { name: '내용' })).toHaveValue('이번 주 이벤트 안내입니다.');

    fill('받는 회원 아이디', 'demo');
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    await closeAlert('demo 회원에게 쪽지를 보냈습니다.');
    expect(sent.map((call) => sentBody(admin.send, call).userId)).toEqual(['nobody', 'demo']);
    expect(screen.getByRole('textbox', { name: '내용' })).toHaveValue('');
  });

  it('asks for empty fields in Korean without calling the server', async () => {
    scriptCalls([]);
    renderWithSite(<MessageSection />);
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    expect(await screen.findByText('받는 회원 아이디를 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('제목을 입력해주세요.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
