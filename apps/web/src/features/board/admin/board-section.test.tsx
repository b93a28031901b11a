import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AdminBoardPost, BoardSettings } from '@site/contracts/api/board';

import { closeAlert, renderWithSite, scriptServer } from '../../../test/console/harness';
import { parseLevels } from '../rules/board-forms';
import { BoardSection } from './board-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const post = (id: number, extra: Partial<AdminBoardPost> = {}): AdminBoardPost => ({
  id,
  title: `게시글 ${id}`,
  author: { nickName: `회원${id}`, level: 1 },
  pinned: false,
  hidden: false,
  views: 0,
  commentCount: 0,
  hasBet: false,
  createdAt: '2026-11-24T03:00:00.000Z',
  ...extra,
});

const settings: BoardSettings = { excludedLevels: [], postIntervalSeconds: 60, commentIntervalSeconds: 10 };

describe('게시판 관리', () => {
  it('hides and pins a post, writes a notice and saves the excluded levels', async () => {
    let stored = post(4);
    const calls = scriptServer({
      'GET admin/board/posts': () => ({ body: { items: [stored], page: 1, pageCount: 1, totalCount: 1 } }),
      'PATCH admin/board/posts/4': (call) => {
        stored = { ...stored, ...(call.body as object) };
        return { body: stored };
      },
      'POST admin/board/notices': () => ({ body: post(9, { pinned: true, title: '점검 안내' }) }),
      'GET admin/board/settings': () => ({ body: settings }),
      'PUT admin/board/settings': (call) => ({ body: call.body }),
    });
    renderWithSite(<BoardSection />);
    const row = await screen.findByLabelText('게시글 4');
    expect(within(row).getByText('공개')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: '숨기기' }));
    expect(await within(row).findByText('숨김')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: '고정' }));
    expect(await within(row).findByRole('button', { name: '고정 해제' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ hidden: true }, { pinned: true }]);

    fireEvent.change(screen.getByLabelText('제목'), { target: { value: '점검 안내' } });
    fireEvent.change(screen.getByLabelText('내용'), { target: { value: '새벽 점검\n<b>주의</b>' } });
    fireEvent.click(screen.getByRole('button', { name: '공지 등록 (상단 고정)' }));
    await closeAlert('공지를 등록했습니다.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: '점검 안내',
      body: '<p>새벽 점검</p><p>&lt;b&gt;주의&lt;/b&gt;</p>',
    });

    fireEvent.change(await screen.findByLabelText(/글쓰기를 막을 레벨/), { target: { value: '7, 3' } });
    fireEvent.click(screen.getByRole('button', { name: '설정 저장' }));
    await closeAlert('게시판 설정을 저장했습니다.');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        excludedLevels: [7, 3],
        postIntervalSeconds: 60,
        commentIntervalSeconds: 10,
      }),
    );
  });

  it('reads levels separated by commas and refuses anything else', () => {
    expect(parseLevels('')).toEqual([]);
    expect(parseLevels(' 2, 5 ')).toEqual([2, 5]);
    expect(parseLevels('2, 레벨')).toBeUndefined();
    expect(parseLevels('0')).toBeUndefined();
  });
});
