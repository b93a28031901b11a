import { describe, expect, it } from 'vitest';
import type { BoardComment, BoardPage, BoardPost } from '@site/contracts/api/board';
import { bets } from '../../db/schema/bets';
import { useDemoApp } from '../../test/demo-app';
import { authHeaders, createMember, loginAs } from '../../test/members';

const demo = useDemoApp();

async function member(level = 1) {
  const row = await createMember(demo.db, { level });
  return { row, headers: authHeaders(await loginAs(demo.app, row.userId)) };
}

/** A settled (won) bet of the member, straight into the table: the board only reads it. */
async function betOf(memberId: number): Promise<number> {
  const [row] = await demo.db
    .insert(bets)
    .values({
      memberId,
      idempotencyKey: `board-${memberId}-${Math.random()}`,
      gameType: 1,
      stake: 10_000,
      totalOddsX100: 250,
      potentialPayout: 25_000,
      maxPayout: 5_000_000,
      status: 2,
      payout: 25_000,
      createdAt: new Date(),
      settledAt: new Date(),
    })
    .returning({ id: bets.id });
  return row?.id ?? 0;
}

type Who = { headers: Record<string, string> } | undefined;
const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  demo.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

const write = (who: Who, payload: object) => call(who, 'POST', '/api/board/posts', payload);

/** Each post test takes a fresh member: the post interval applies per member. */
describe('free board', () => {
  it('lets a member write a post, lists it with author, level and counts, and shows it to guests', async () => {
    const writer = await member(3);
    const created = await write(writer, { title: '  오늘 축구 분석 ', body: '<p>맨시티 <strong>승</strong></p>' });
    expect(created.statusCode).toBe(200);
    const post = created.json<BoardPost>();
    expect(post).toMatchObject({ title: '오늘 축구 분석', body: '<p>맨시티 <strong>승</strong></p>', mine: true });
    expect(post.author).toEqual({ nickName: writer.row.nickName, level: 3 });
    expect(JSON.stringify(post)).not.toContain(`"memberId"`);

    const list = (await call(undefined, 'GET', '/api/board/posts')).json<BoardPage>();
    expect(list.items[0]?.pinned).toBe(true); // the demo notice stays on top
    const row = list.items.find((item) => item.id === post.id);
    expect(row).toMatchObject({ title: '오늘 축구 분석', views: 0, commentCount: 0, hasBet: false });

    const byAuthor = (
      await call(undefined, 'GET', `/api/board/posts?field=author&q=${encodeURIComponent(writer.row.nickName)}`)
    ).json<BoardPage>();
    expect(byAuthor.items.map((item) => item.id)).toEqual([post.id]);
    const byTitle = (
      await call(undefined, 'GET', `/api/board/posts?q=${encodeURIComponent('축구 분석')}`)
    ).json<BoardPage>();
    expect(byTitle.items.map((item) => item.id)).toContain(post.id);

    const viewed = await call(undefined, 'GET', `/api/board/posts/${post.id}`);
    expect(viewed.json<BoardPost>()).toMatchObject({ views: 1, mine: false });
  });

  it('neutralises scripts, frames, handlers and unsafe links, and refuses empty or oversized input', async () => {
    const writer = await member();
    const evil = await write(writer, {
      title: '링크',
      body: '<p onclick="x()">안녕</p><script>alert(1)</script><iframe src="https://evil.example"></iframe><style>p{}</style><img src="http://plain.example/a.png"><img src="https://ok.example/a.png" onerror="x()"><a href="javascript:alert(1)">나쁜</a><a href="https://ok.example">좋은</a>',
    });
    expect(evil.statusCode).toBe(200);
    const body = evil.json<BoardPost>().body;
    expect(body).not.toMatch(/script|iframe|style|onclick|onerror|javascript|http:\/\/plain/);
    expect(body).toContain('<img src="https://ok.example/a.png" />');
    expect(body).toContain('<a href="https://ok.example" target="_blank" rel="noopener noreferrer">좋은</a>');

    const other = await member();
    const onlyScript = await write(other, { title: '제목', body: '<script>alert(1)</script><p> </p>' });
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json<{ message: string }>().message).toBe('내용을 입력해주세요.');
    expect((await write(other, { title: '   ', body: '<p>내용</p>' })).statusCode).toBe(400);
    expect((await write(other, { title: '가'.repeat(101), body: '<p>내용</p>' })).statusCode).toBe(400);
    const huge = await write(other, { title: '긴 글', body: `<p>${'가'.repeat(20_001)}</p>` });
    expect(huge.statusCode).toBe(400);
    expect(huge.json<{ message: string }>().message).toBe('내용은 20,000자 이하로 입력해주세요.');
  });

  it('refuses guests (401) and hides another member’s post and comment from edit and delete (404)', async () => {
    expect((await write(undefined, { title: '손님', body: '<p>글</p>' })).statusCode).toBe(401);
    const owner = await member();
    const stranger = await member();
    const post = (await write(owner, { title: '내 글', body: '<p>원문</p>' })).json<BoardPost>();
    const edit = await call(stranger, 'PUT', `/api/board/posts/${post.id}`, { title: '바꿈', body: '<p>바꿈</p>' });
    expect(edit.statusCode).toBe(404);
    expect(edit.json<{ message: string }>().message).toBe('게시글을 찾을 수 없습니다.');
    expect((await call(stranger, 'DELETE', `/api/board/posts/${post.id}`)).statusCode).toBe(404);
    const comment = (
      await call(owner, 'POST', `/api/board/posts/${post.id}/comments`, { body: '첫 댓글' })
    ).json<BoardComment>();
    const commentUrl = `/api/board/posts/${post.id}/comments/${comment.id}`;
    expect((await call(stranger, 'PUT', commentUrl, { body: '남의 댓글' })).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', commentUrl)).statusCode).toBe(404);
    expect((await call(undefined, 'POST', `/api/board/posts/${post.id}/comments`, { body: '손님' })).statusCode).toBe(
      401,
    );

    const after = (await call(owner, 'GET', `/api/board/posts/${post.id}`)).json<BoardPost>();
    expect(after).toMatchObject({ title: '내 글', body: '<p>원문</p>', mine: true });
    expect(after.comments.map((c) => [c.body, c.mine])).toEqual([['첫 댓글', true]]);

    expect((await call(owner, 'PUT', commentUrl, { body: '고친 댓글' })).json<BoardComment>().body).toBe('고친 댓글');
    expect((await call(owner, 'POST', `/api/board/posts/${post.id}/comments`, { body: '' })).statusCode).toBe(400);
    expect((await call(owner, 'PUT', commentUrl, { body: '가'.repeat(501) })).statusCode).toBe(400);
    expect((await call(owner, 'DELETE', commentUrl)).statusCode).toBe(200);
    const edited = await call(owner, 'PUT', `/api/board/posts/${post.id}`, { title: '고친 글', body: '<p>고침</p>' });
    expect(edited.json<BoardPost>()).toMatchObject({ title: '고친 글', body: '<p>고침</p>', comments: [] });
    expect((await call(owner, 'DELETE', `/api/board/posts/${post.id}`)).statusCode).toBe(200);
    expect((await call(undefined, 'GET', `/api/board/posts/${post.id}`)).statusCode).toBe(404);
  });

  it('attaches the author’s own bet as a card, and refuses another member’s bet', async () => {
    const writer = await member();
    const other = await member();
    const mine = await betOf(writer.row.id);
    const theirs = await betOf(other.row.id);
    const picker = (await call(writer, 'GET', '/api/board/my-bets')).json<{ bets: { id: number }[] }>();
    expect(picker.bets.map((bet) => bet.id)).toEqual([mine]);

    const refused = await write(writer, { title: '남의 베팅', body: '<p>글</p>', betId: theirs });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(
      '첨부할 베팅을 찾을 수 없습니다. 본인의 베팅만 첨부할 수 있습니다.',
    );
    const post = (
      await write(writer, { title: '적중 인증', body: '<p>인증합니다</p>', betId: mine })
    ).json<BoardPost>();
    expect(post.bet).toMatchObject({ id: mine, stake: 10_000, totalOdds: 2.5, status: 2, payout: 25_000 });
    const seen = (await call(other, 'GET', `/api/board/posts/${post.id}`)).json<BoardPost>();
    expect(seen.bet?.id).toBe(mine);
    expect(JSON.stringify(seen)).not.toMatch(/memberId|balance|emoney/);
  });

  it('counts 20 concurrent views exactly', async () => {
    const writer = await member();
    const post = (await write(writer, { title: '조회수', body: '<p>세어 보기</p>' })).json<BoardPost>();
    await Promise.all(Array.from({ length: 20 }, () => call(undefined, 'GET', `/api/board/posts/${post.id}`)));
    const list = (await call(undefined, 'GET', '/api/board/posts?q=조회수')).json<BoardPage>();
    expect(list.items.find((item) => item.id === post.id)?.views).toBe(20);
  });

  it('limits posts and comments per member (429), and refuses excluded levels', async () => {
    const writer = await member();
    expect((await write(writer, { title: '하나', body: '<p>1</p>' })).statusCode).toBe(200);
    const second = await write(writer, { title: '둘', body: '<p>2</p>' });
    expect(second.statusCode).toBe(429);
    expect(second.json<{ message: string }>().message).toBe(
      '게시글은 60초에 한 번 작성할 수 있습니다. 잠시 후 다시 시도해주세요.',
    );
    const list = (await call(undefined, 'GET', '/api/board/posts?q=둘')).json<BoardPage>();
    expect(list.items).toEqual([]);
    const notice = (await call(undefined, 'GET', '/api/board/posts')).json<BoardPage>().items[0]?.id;
    expect((await call(writer, 'POST', `/api/board/posts/${notice}/comments`, { body: '댓글 1' })).statusCode).toBe(
      200,
    );
    const tooSoon = await call(writer, 'POST', `/api/board/posts/${notice}/comments`, { body: '댓글 2' });
    expect(tooSoon.statusCode).toBe(429);

    const excluded = await member(7);
    const saved = await demo.asAdmin('PUT', '/api/admin/board/settings', {
      excludedLevels: [7],
      postIntervalSeconds: 60,
      commentIntervalSeconds: 10,
    });
    expect(saved.statusCode).toBe(200);
    const refused = await write(excluded, { title: '제한', body: '<p>글</p>' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe('게시글 작성이 제한된 레벨입니다.');
    await demo.asAdmin('PUT', '/api/admin/board/settings', {
      excludedLevels: [],
      postIntervalSeconds: 60,
      commentIntervalSeconds: 10,
    });
    expect((await write(excluded, { title: '허용', body: '<p>글</p>' })).statusCode).toBe(200);
  });

  it('keeps a post an operator hid out of its author’s reach: edits and deletes of it and its comments answer 404', async () => {
    const writer = await member();
    const post = (await write(writer, { title: '숨겨질 글', body: '<p>원래 글</p>' })).json<BoardPost>();
    const comment = (
      await call(writer, 'POST', `/api/board/posts/${post.id}/comments`, { body: '원래 댓글' })
    ).json<BoardComment>();
    const hide = (hidden: boolean) => demo.asAdmin('PATCH', `/api/admin/board/posts/${post.id}`, { hidden });
    expect((await hide(true)).statusCode).toBe(200);

    const postNotFound = { message: '게시글을 찾을 수 없습니다.' };
    const commentNotFound = { message: '댓글을 찾을 수 없습니다.' };
    const commentUrl = `/api/board/posts/${post.id}/comments/${comment.id}`;
    for (const [response, answer] of [
      [
        await call(writer, 'PUT', `/api/board/posts/${post.id}`, { title: '바꾼 글', body: '<p>바꿈</p>' }),
        postNotFound,
      ],
      [await call(writer, 'DELETE', `/api/board/posts/${post.id}`), postNotFound],
      [await call(writer, 'PUT', commentUrl, { body: '바꾼 댓글' }), commentNotFound],
      [await call(writer, 'DELETE', commentUrl), commentNotFound],
    ] as const) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual(answer);
    }

    // The operator still has the post as it was, with its comment.
    expect((await hide(false)).statusCode).toBe(200);
    const shown = (await call(undefined, 'GET', `/api/board/posts/${post.id}`)).json<BoardPost>();
    expect(shown).toMatchObject({ title: '숨겨질 글', body: '<p>원래 글</p>' });
    expect(shown.comments.map((row) => row.body)).toEqual(['원래 댓글']);
    // Shown again, it is the author's to change once more.
    expect((await call(writer, 'DELETE', `/api/board/posts/${post.id}`)).statusCode).toBe(200);
  });

  it('lets operators hide, pin, delete and write notices; members get 403 there', async () => {
    const writer = await member();
    const post = (await write(writer, { title: '숨길 글', body: '<p>글</p>' })).json<BoardPost>();
    expect((await call(writer, 'GET', '/api/admin/board/posts')).statusCode).toBe(403);
    const patch = (payload: object) =>
      demo.app.inject({
        method: 'PATCH',
        url: `/api/admin/board/posts/${post.id}`,
        headers: authHeaders(demo.adminToken),
        payload,
      });
    expect((await patch({ hidden: true })).json()).toMatchObject({ hidden: true });
    expect((await call(undefined, 'GET', `/api/board/posts/${post.id}`)).statusCode).toBe(404);
    const adminList = (await demo.asAdmin('GET', '/api/admin/board/posts?q=숨길')).json<BoardPage>();
    expect(adminList.items.map((item) => item.id)).toEqual([post.id]);
    await patch({ hidden: false, pinned: true });
    const top = (await call(undefined, 'GET', '/api/board/posts')).json<BoardPage>().items;
    expect(top.filter((item) => item.pinned).map((item) => item.id)).toContain(post.id);

    const notice = await demo.asAdmin('POST', '/api/admin/board/notices', { title: '점검 안내', body: '<p>점검</p>' });
    expect(notice.json()).toMatchObject({ title: '점검 안내', pinned: true });
    expect((await demo.asAdmin('DELETE', `/api/admin/board/posts/${post.id}`)).statusCode).toBe(200);
    expect((await call(undefined, 'GET', `/api/board/posts/${post.id}`)).statusCode).toBe(404);
  });
});
