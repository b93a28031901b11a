/** The free board's demo posts: the operator's pinned notice and a few members' posts with comments. */
import { boardComments, boardPosts } from './schema/board';
import type { Database } from './client';

const HOUR_MS = 3600_000;

interface DemoPost {
  author: string;
  title: string;
  body: string;
  pinned?: boolean;
  hoursAgo: number;
  views: number;
  comments: { author: string; body: string }[];
}

const demoPosts: DemoPost[] = [
  {
    author: 'admin',
    title: '[공지] 자유게시판 이용 안내',
    body: '<p>자유게시판은 회원님들의 소통 공간입니다.</p><ul><li>욕설·비방, 홍보성 글은 예고 없이 숨김 처리됩니다.</li><li>게시글은 1분, 댓글은 10초에 한 번 작성할 수 있습니다.</li><li>내 베팅을 첨부해 적중을 인증할 수 있습니다.</li></ul>',
    pinned: true,
    hoursAgo: 72,
    views: 412,
    comments: [],
  },
  {
    author: 'demo',
    title: '오늘 프리미어리그 맨시티 경기 어떻게 보시나요?',
    body: '<p>홈 경기라 <strong>맨시티 승</strong>에 무게를 두고 있는데 핸디 -1.5까지는 조금 부담되네요.</p><p>다른 분들 의견 궁금합니다.</p>',
    hoursAgo: 5,
    views: 58,
    comments: [
      { author: 'nororulette', body: '저는 언더 2.5 봅니다. 최근 수비가 좋아요.' },
      { author: 'nocasino', body: '정배 단폴이 마음 편하죠 ㅎㅎ' },
    ],
  },
  {
    author: 'nororulette',
    title: '파워볼 패턴 분석은 의미가 있을까요',
    body: '<p>며칠 기록해 봤는데 결국 확률대로 가는 것 같습니다. 소액으로 즐기는 게 최고네요.</p>',
    hoursAgo: 26,
    views: 31,
    comments: [{ author: 'demo', body: '맞아요, 무리하지 않는 게 제일입니다.' }],
  },
  {
    author: 'nocasino',
    title: '출석 체크 이벤트 다들 챙기세요',
    body: '<p>매일 출석하면 주말에 보너스가 꽤 쏠쏠합니다. 잊지 말고 챙기세요!</p>',
    hoursAgo: 50,
    views: 19,
    comments: [],
  },
];

export async function seedDemoBoard(db: Database, memberIds: Map<string, number>, now: Date): Promise<void> {
  for (const post of demoPosts) {
    const memberId = memberIds.get(post.author);
    if (memberId === undefined) continue;
    const createdAt = new Date(now.getTime() - post.hoursAgo * HOUR_MS);
    const [row] = await db
      .insert(boardPosts)
      .values({
        memberId,
        title: post.title,
        body: post.body,
        pinned: post.pinned ?? false,
        views: post.views,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: boardPosts.id });
    if (!row) continue;
    for (const [index, comment] of post.comments.entries()) {
      const authorId = memberIds.get(comment.author);
      if (authorId === undefined) continue;
      const at = new Date(createdAt.getTime() + (index + 1) * 20 * 60_000);
      await db
        .insert(boardComments)
        .values({ postId: row.id, memberId: authorId, body: comment.body, createdAt: at, updatedAt: at });
    }
  }
}
