import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { BoardBet, BoardPost, BoardPostRow } from '@site/contracts/api/board';
import { boardEndpoints } from '@site/contracts/endpoints/board';
import { memberEndpoints } from '@site/contracts/endpoints/members';

import AlertDialog from '../../../components/ui/alert-dialog';
import { useAlertQueue } from '../../../components/ui/alert';
import { closeAlert } from '../../../test/console/harness';
import { answer, answerEach, answerInTurn, refuse, scriptCalls, sentBody } from '../../../test/scripted-calls';
import { stubPhoneWidth } from '../../../test/phone-width';
import { useSessionStore } from '../../auth/session-store';
import BoardListPage from './board-list-page';
import BoardViewPage from './board-view-page';
import BoardWritePage from './board-write-page';

// The member pages' lists are checked as a phone shows them: a card per row.
beforeEach(() => stubPhoneWidth());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ token: null });
});

const row = (id: number, extra: Partial<BoardPostRow> = {}): BoardPostRow => ({
  id,
  title: `게시글 ${id}`,
  author: { nickName: `회원${id}`, level: 2 },
  pinned: false,
  views: 3,
  commentCount: 0,
  hasBet: false,
  createdAt: '2026-11-24T03:05:00.000Z',
  ...extra,
});

const bet: BoardBet = {
  id: 77,
  gameType: 1,
  stake: 10_000,
  totalOdds: 2.5,
  bonusOdds: 1,
  potentialPayout: 25_000,
  status: 2,
  payout: 25_000,
  createdAt: '2026-11-24T01:00:00.000Z',
  settledAt: '2026-11-24T03:00:00.000Z',
  picks: [],
  stakeCashedOut: 0,
  cashedOut: 0,
  autoCashOutAt: null,
  sameGame: false,
  minigame: null,
};

const post = (extra: Partial<BoardPost> = {}): BoardPost => ({
  ...row(5, { hasBet: true, commentCount: 1 }),
  body: '<p>본문 <strong>굵게</strong></p><img src="x" onerror="alert(1)">',
  bet,
  betId: bet.id,
  mine: false,
  updatedAt: '2026-11-24T03:05:00.000Z',
  comments: [
    {
      id: 1,
      body: '좋은 글',
      author: { nickName: '댓글러', level: 1 },
      mine: false,
      createdAt: '2026-11-24T04:00:00.000Z',
    },
  ],
  ...extra,
});

const user = { id: 9, userId: 'me', nickName: '나', level: 1 };

function open(path: string) {
  useAlertQueue.setState({ queue: [] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/free" element={<BoardListPage />} />
          <Route path="/free/view/:id" element={<BoardViewPage />} />
          <Route path="/free/write" element={<BoardWritePage />} />
        </Routes>
        <AlertDialog />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/free', () => {
  it('lists posts as cards with the notice, author, date, views and comment count, and searches by author', async () => {
    const sent = scriptCalls([
      answerEach(boardEndpoints.list, ({ url }) =>
        url.searchParams.get('q')
          ? { body: { items: [row(3)], page: 1, pageCount: 1, totalCount: 1 } }
          : {
              body: {
                items: [row(1, { pinned: true, title: '공지 글' }), row(2, { commentCount: 4, hasBet: true })],
                page: 1,
                pageCount: 2,
                totalCount: 17,
              },
            },
      ),
    ]);
    open('/free');
    const notice = await screen.findByRole('link', { name: /공지 글/ });
    expect(notice).toHaveAttribute('href', '/free/view/1');
    expect(within(notice).getByText('공지')).toBeInTheDocument();
    const second = screen.getByRole('link', { name: /게시글 2/ });
    expect(second).toHaveTextContent('[4]');
    expect(second).toHaveTextContent('베팅 첨부');
    const card = second.closest('li');
    expect(card).toHaveTextContent('회원2');
    expect(card).toHaveTextContent('11-24 12:05');
    expect(card).toHaveTextContent('조회 3');
    expect(screen.getByRole('button', { name: 'Go to page 2' })).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: '게시글 검색' }), { target: { value: '회원3' } });
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: '작성자' }));
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByRole('link', { name: /게시글 3/ })).toBeInTheDocument();
    const searched = sent.at(-1)?.url.searchParams;
    expect(searched?.get('q')).toBe('회원3');
    expect(searched?.get('field')).toBe('author');
  });

  it('says so when nothing matches', async () => {
    scriptCalls([answer(boardEndpoints.list, { items: [], page: 1, pageCount: 0, totalCount: 0 })]);
    open('/free?q=없음');
    expect(await screen.findByText('검색 결과가 없습니다.')).toBeInTheDocument();
  });
});

describe('/free/view/{id}', () => {
  it('shows the sanitized body, the bet card and comments to a guest, without edit buttons', async () => {
    scriptCalls([answer(boardEndpoints.view, post())]);
    open('/free/view/5');
    const article = await screen.findByRole('article', { name: '게시글 5' });
    expect(await within(article).findByText('굵게')).toBeInTheDocument();
    await waitFor(() => expect(article.querySelector('img')).not.toBeNull());
    expect(article.querySelector('img')?.getAttribute('onerror')).toBeNull();
    const card = within(article).getByRole('region', { name: '첨부한 베팅' });
    expect(card.querySelector('[data-bet-id="77"]')).not.toBeNull();
    expect(card).toHaveTextContent('당첨');
    expect(screen.getByText('좋은 글')).toBeInTheDocument();
    expect(screen.getByText('댓글을 쓰려면 로그인해주세요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '삭제' })).toBeNull();
  });

  it('lets the author comment and shows their edit link; a refused comment keeps its text', async () => {
    useSessionStore.setState({ token: 'member-token' });
    const sent = scriptCalls([
      answer(memberEndpoints.user, user as never),
      answerInTurn(boardEndpoints.view, [
        { body: post({ mine: true }) },
        { body: post({ mine: true }) },
        { body: post({ mine: true }) },
      ]),
      answerInTurn(boardEndpoints.comment, [
        { status: 429, body: { message: '댓글은 10초에 한 번 작성할 수 있습니다. 잠시 후 다시 시도해주세요.' } },
        {
          body: {
            id: 2,
            body: '두 번째',
            author: { nickName: '나', level: 1 },
            mine: true,
            createdAt: '2026-11-24T05:00:00.000Z',
          },
        },
      ]),
    ]);
    open('/free/view/5');
    expect(await screen.findByRole('link', { name: '수정' })).toHaveAttribute('href', '/free/write?edit=5');
    const box = screen.getByRole('textbox', { name: '댓글 입력' });
    fireEvent.change(box, { target: { value: '두 번째' } });
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    await closeAlert('댓글은 10초에 한 번 작성할 수 있습니다. 잠시 후 다시 시도해주세요.');
    expect(box).toHaveValue('두 번째');
    // 등록 comes back once the refused attempt has settled, which may follow the alert's closing.
    const submit = screen.getByRole('button', { name: '등록' });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    // The new comment joins the open post; reading the post again would count another view.
    expect(await screen.findByText('두 번째', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(''), { timeout: 5000 });
    expect(sent.filter((call) => call.url.pathname === '/api/board/posts/5')).toHaveLength(1);
    const comments = sent.filter((call) => call.url.pathname === '/api/board/posts/5/comments');
    expect(comments.map((call) => sentBody(boardEndpoints.comment, call))).toEqual([
      { body: '두 번째' },
      { body: '두 번째' },
    ]);
  });

  it('says the post is not found on a 404', async () => {
    scriptCalls([refuse(boardEndpoints.view, 404, '게시글을 찾을 수 없습니다.')]);
    open('/free/view/99');
    expect(await screen.findByText('게시글을 찾을 수 없습니다.')).toBeInTheDocument();
  });
});

describe('/free/write', () => {
  it('attaches one of my bets from the picker, and keeps 등록 off while the body is empty', async () => {
    useSessionStore.setState({ token: 'member-token' });
    const sent = scriptCalls([
      answer(memberEndpoints.user, user as never),
      answer(boardEndpoints.attachableBets, { bets: [bet] }),
    ]);
    open('/free/write');
    fireEvent.change(screen.getByRole('textbox', { name: '제목' }), { target: { value: '인증합니다' } });
    expect(screen.getByRole('textbox', { name: '내용' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '등록' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '내 베팅 첨부' }));
    const dialog = await screen.findByRole('dialog', { name: '첨부할 베팅을 고르세요' });
    fireEvent.click(await within(dialog).findByRole('button', { name: '선택' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('region', { name: '내 베팅 첨부' }).querySelector('[data-bet-id="77"]')).not.toBeNull();
    expect(screen.queryByText('첨부한 베팅이 없습니다.')).toBeNull();
    expect(screen.getByRole('button', { name: '등록' })).toBeDisabled();
    expect(sent.filter((call) => call.url.pathname === '/api/board/my-bets')).toHaveLength(1);
  });

  it('opens my post for editing and refuses another member’s', async () => {
    useSessionStore.setState({ token: 'member-token' });
    scriptCalls([answer(memberEndpoints.user, user as never), answer(boardEndpoints.view, post({ mine: false }))]);
    open('/free/write?edit=5');
    expect(await screen.findByText('게시글을 찾을 수 없습니다.')).toBeInTheDocument();
    cleanup();
    scriptCalls([answer(memberEndpoints.user, user as never), answer(boardEndpoints.view, post({ mine: true }))]);
    open('/free/write?edit=5');
    expect(await screen.findByRole('textbox', { name: '제목' })).toHaveValue('게시글 5');
    expect(screen.getByRole('heading', { name: '글 수정' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '내용' })).toHaveTextContent('본문 굵게');
    expect(screen.getByRole('button', { name: '수정 완료' })).toBeEnabled();
  });
});
