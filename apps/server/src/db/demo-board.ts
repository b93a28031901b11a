/** The free board's demo posts: the operator's pinned notice and the regulars' posts with comments (demo-data demoRegulars). */
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
    hoursAgo: 168,
    views: 412,
    comments: [],
  },
  {
    author: 'lazybear',
    title: '출석체크 한 달 채웠습니다',
    body: '<p>하루도 안 빠지고 출석해서 개근 보상 받았네요. 매일 포인트도 조금씩 쌓이니 꽤 쏠쏠합니다.</p>',
    hoursAgo: 122,
    views: 87,
    comments: [
      { author: 'hangangrun', body: '대단하세요. 저는 매번 주말에 끊기네요 ㅎㅎ' },
      { author: 'newbie77', body: '개근 보상도 있는 줄 몰랐어요. 저도 도전해봅니다.' },
    ],
  },
  {
    author: 'pbmaster',
    title: '파워볼 패턴 분석은 의미가 있을까요',
    body: '<p>며칠 기록해 봤는데 결국 확률대로 가는 것 같습니다. 소액으로 즐기는 게 최고네요.</p>',
    hoursAgo: 75,
    views: 64,
    comments: [{ author: 'bluewhale', body: '맞아요, 무리하지 않는 게 제일입니다.' }],
  },
  {
    author: 'tigerbro',
    title: 'K리그 막판 순위 싸움 재밌네요',
    body: '<p>강등권 팀들이 승점 1점 차이라 이번 라운드는 무승부가 많을 것 같습니다. 언더 위주로 보고 있어요.</p>',
    hoursAgo: 49,
    views: 103,
    comments: [
      { author: 'dawnsoccer', body: '저도 언더 봅니다. 수비적으로 나올 것 같아요.' },
      { author: 'lazybear', body: '울산은 그래도 이기지 않을까요?' },
    ],
  },
  {
    author: 'hangangrun',
    title: '라이브카지노 바카라 테이블 추천 부탁드려요',
    body: '<p>스피드 바카라만 하다가 일반 테이블도 해보려는데 어느 테이블이 진행이 편한가요?</p>',
    hoursAgo: 30,
    views: 45,
    comments: [{ author: 'tigerbro', body: '처음엔 일반 바카라 A가 템포가 느려서 편합니다.' }],
  },
  {
    author: 'newbie77',
    title: '가입한 지 일주일 됐습니다. 잘 부탁드립니다',
    body: '<p>스포츠 위주로 소액으로 즐기고 있어요. 단폴과 조합 중에 어떤 걸 많이 하시나요?</p>',
    hoursAgo: 20,
    views: 38,
    comments: [
      { author: 'pbmaster', body: '환영합니다! 처음엔 단폴로 감 잡는 걸 추천해요.' },
      { author: 'bluewhale', body: '베팅규정 한 번 읽어보시면 적특 처리도 이해하기 쉬워요.' },
    ],
  },
  {
    author: 'dawnsoccer',
    title: '오늘 프리미어리그 맨시티 경기 어떻게 보시나요?',
    body: '<p>홈 경기라 <strong>맨시티 승</strong>에 무게를 두고 있는데 핸디 -1.5까지는 조금 부담되네요.</p><p>다른 분들 의견 궁금합니다.</p>',
    hoursAgo: 5,
    views: 58,
    comments: [
      { author: 'hangangrun', body: '저는 언더 2.5 봅니다. 최근 수비가 좋아요.' },
      { author: 'tigerbro', body: '정배 단폴이 마음 편하죠 ㅎㅎ' },
    ],
  },
  {
    author: 'bluewhale',
    title: '주말 출석 이벤트 다들 챙기세요',
    body: '<p>이번 주말 이틀 다 출석하면 룰렛 쿠폰을 준다고 하네요. 잊지 말고 챙기세요!</p>',
    hoursAgo: 2,
    views: 19,
    comments: [],
  },
];

/**
 * Writes the posts oldest first, so their numbers run with their dates as on a board people used;
 * each comment follows its post by twenty minutes more than the one before.
 */
export async function seedDemoBoard(db: Database, memberIds: Map<string, number>, now: Date): Promise<void> {
  for (const post of [...demoPosts].sort((a, b) => b.hoursAgo - a.hoursAgo)) {
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
