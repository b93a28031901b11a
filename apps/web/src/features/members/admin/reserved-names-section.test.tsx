import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { reservedNameAdminEndpoints as admin } from '@site/contracts/endpoints/reserved-names';

import { answer, answerInTurn, scriptCalls, sentBody } from '../../../test/scripted-calls';
import { carriedBody, closeAlert, renderWithSite } from '../../../test/console/harness';
import { ReservedNamesSection } from './reserved-names-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const createdAt = '2026-03-01T03:00:00.000Z';

describe('금지 닉네임', () => {
  it('adds a word, then shows it and the existing nickname it now flags', async () => {
    const sent = scriptCalls([
      answerInTurn(admin.list, [
        { body: [{ id: 1, word: '운영자', createdAt }] },
        {
          body: [
            { id: 1, word: '운영자', createdAt },
            { id: 2, word: '이벤트팀', createdAt },
          ],
        },
      ]),
      answerInTurn(admin.collisions, [
        { body: [] },
        { body: [{ userId: 'old1', nickName: '이벤트팀장', type: 1, word: '이벤트팀' }] },
      ]),
      answer(admin.add, { ok: true }),
    ]);
    renderWithSite(<ReservedNamesSection />);

    expect(await screen.findByText('금지어와 겹치는 기존 닉네임이 없습니다.')).toBeInTheDocument();
    fireEvent.change(await screen.findByRole('textbox', { name: '금지어' }), { target: { value: ' 이벤트팀 ' } });
    fireEvent.click(screen.getByRole('button', { name: '금지어 추가' }));
    await closeAlert('이벤트팀을 금지어에 추가했습니다.');
    expect(sent.filter(carriedBody).map((call) => sentBody(admin.add, call))).toEqual([{ word: '이벤트팀' }]);

    const words = await screen.findByRole('list', { name: '닉네임 금지어' });
    expect(await within(words).findByText('이벤트팀')).toBeInTheDocument();
    const flagged = await screen.findByRole('list', { name: '금지어와 겹치는 기존 닉네임' });
    expect(within(flagged).getByText('이벤트팀장')).toBeInTheDocument();
    expect(within(flagged).getByText('old1 · 금지어 "이벤트팀"')).toBeInTheDocument();
  });
});
