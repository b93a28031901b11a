import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../test/demo-app';

const demo = useDemoApp();

const getNewsLink = () => demo.app.inject({ method: 'GET', url: '/api/newsLink' });
const putNewsLink = (contents: string) => demo.asAdmin('PUT', '/api/admin/news-link', { contents });

describe('the news link', () => {
  it('answers the seeded Korean text as a one-item list', async () => {
    const response = await getNewsLink();
    expect(response.statusCode).toBe(200);
    const list = response.json<{ contents: string }[]>();
    expect(list).toHaveLength(1);
    expect(list[0]?.contents).toMatch(/[가-힣]/);
  });

  it("stores the operator's text sanitized and answers what was stored", async () => {
    const response = await putNewsLink(
      '<b>이벤트</b> 진행중 <a href="https://example.com/event" onmouseover="x()">자세히</a><script>steal()</script><img src="https://cdn.test/a.png" onerror="alert(1)"><a href="javascript:alert(1)">x</a>',
    );
    expect(response.statusCode).toBe(200);
    const { contents } = response.json<{ contents: string }>();
    expect(contents).toContain('<b>이벤트</b> 진행중 <a href="https://example.com/event"');
    expect(contents).not.toMatch(/script|onmouseover|onerror|javascript:/i);
    expect((await getNewsLink()).json()).toEqual([{ contents }]);
    const adminView = await demo.asAdmin('GET', '/api/admin/news-link');
    expect(adminView.json()).toEqual({ contents });
  });

  it('answers an empty list once the operator clears it', async () => {
    await putNewsLink('');
    expect((await getNewsLink()).json()).toEqual([]);
  });
});
