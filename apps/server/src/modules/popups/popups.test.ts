import { describe, expect, it } from 'vitest';
import type { Popup } from '@site/contracts/api/settings';
import { useDemoApp } from '../../test/demo-app';

const demo = useDemoApp();

function createPopup(payload: Record<string, unknown>) {
  return demo.asAdmin('POST', '/api/admin/popups', payload);
}

const listPublic = async () => (await demo.app.inject({ method: 'GET', url: '/api/popup' })).json<Popup[]>();

describe('popups', () => {
  it('none are seeded, so the demo site opens without one', async () => {
    expect(await listPublic()).toEqual([]);
  });

  it('are shown to everyone in sort order, with the defaults filled in', async () => {
    const second = await createPopup({ contents: '<p>두번째</p>', sort: 2, pcLeftLocation: 500, pcTopLocation: 80 });
    const first = await createPopup({ contents: '<p>첫번째</p>', sort: 1 });
    expect(second.statusCode).toBe(200);
    const firstId = first.json<{ id: number }>().id;
    const popups = await listPublic();
    expect(popups).toEqual([
      {
        id: firstId,
        contents: '<p>첫번째</p>',
        width: 450,
        pcLeftLocation: 0,
        pcTopLocation: 0,
        sort: 1,
        popupFlg: true,
      },
      expect.objectContaining({ contents: '<p>두번째</p>', pcLeftLocation: 500, pcTopLocation: 80, sort: 2 }),
    ]);
  });

  it('lose scripts, event handlers and javascript: links before they are stored', async () => {
    const response = await createPopup({
      contents:
        '<p onclick="steal()">이벤트</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">보기</a>',
      sort: 3,
    });
    const { id } = response.json<{ id: number }>();
    const stored = (await listPublic()).find((popup) => popup.id === id);
    expect(stored?.contents).toBeDefined();
    expect(stored?.contents).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(stored?.contents).toContain('<p>이벤트</p>');
  });

  it('are refused when nothing displayable is left after sanitizing', async () => {
    const response = await createPopup({ contents: '<script>alert(1)</script>' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: '팝업 내용에 표시할 수 있는 내용이 없습니다.' });
  });

  it('are listed for the operator and deleted, after which the id is unknown', async () => {
    const { id } = (await createPopup({ contents: '<p>지울 팝업</p>' })).json<{ id: number }>();
    const adminList = await demo.asAdmin('GET', '/api/admin/popups');
    expect(adminList.json<Popup[]>().map((popup) => popup.id)).toContain(id);
    const remove = () => demo.asAdmin('DELETE', `/api/admin/popups/${id}`);
    expect((await remove()).statusCode).toBe(200);
    expect((await listPublic()).map((popup) => popup.id)).not.toContain(id);
    const again = await remove();
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: '팝업을 찾을 수 없습니다.' });
  });

  it('refuse a width outside 200-1200 with 400', async () => {
    expect((await createPopup({ contents: '<p>x</p>', width: 50 })).statusCode).toBe(400);
  });
});
