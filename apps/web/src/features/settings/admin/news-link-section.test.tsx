import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { siteSettingsAdminEndpoints as admin } from '@site/contracts/endpoints/site-settings-admin';

import { answer, answerInTurn, scriptCalls, sentBody } from '../../../test/scripted-calls';
import { closeAlert, renderWithSite, carriedBody } from '../../../test/console/harness';
import { NewsLinkSection } from './news-link-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('뉴스 링크', () => {
  it('saves what the operator typed and then shows the text as the server stored it', async () => {
    const stored = { contents: '<p>이벤트</p>' };
    const sent = scriptCalls([
      answerInTurn(admin.newsLink, [{ body: { contents: '' } }, { body: stored }]),
      answer(admin.saveNewsLink, stored),
    ]);
    renderWithSite(<NewsLinkSection />);

    const contents = await screen.findByRole('textbox', { name: '내용 (HTML)' });
    expect(screen.getByRole('button', { name: '저장' })).toBeDisabled();
    fireEvent.change(contents, { target: { value: '<p>이벤트</p><script>x()</script>' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));

    await closeAlert('뉴스 링크를 저장했습니다.');
    expect(sent.filter(carriedBody).map((call) => sentBody(admin.saveNewsLink, call))).toEqual([
      { contents: '<p>이벤트</p><script>x()</script>' },
    ]);
    expect(contents).toHaveValue('<p>이벤트</p>');
    expect(screen.getByRole('button', { name: '저장' })).toBeDisabled();
  });

  it('refuses more than 5000 characters as they are typed', async () => {
    scriptCalls([answer(admin.newsLink, { contents: '' })]);
    renderWithSite(<NewsLinkSection />);

    fireEvent.change(await screen.findByRole('textbox', { name: '내용 (HTML)' }), {
      target: { value: '가'.repeat(5001) },
    });
    expect(screen.getByText('내용은 5000자 이하로 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '저장' })).toBeDisabled();
  });
});
