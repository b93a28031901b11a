/**
 * An event from the operator to a member: the operator uploads an image and creates a running event
 * with it as the thumbnail and in the body; a member finds it on /event and opens it, image shown.
 */
import { expect, test } from '../fixtures';
import { asAdmin, newMember } from '../support/api';
import { signIn } from '../support/session';

// A 1×1 PNG: the server takes it by its bytes, whatever it is called.
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const DAY_MS = 24 * 60 * 60 * 1000;

test(
  'a member opens an event the operator made with an uploaded image, and sees the image',
  { tag: '@phone-only' },
  async ({ page, request }, testInfo) => {
    const title = `e2e 이벤트 ${testInfo.project.name} ${Date.now() % 100_000}`;
    const { imgPath } = (await asAdmin(request, 'POST', 'images', { data: `data:image/png;base64,${PNG_BASE64}` })) as {
      imgPath: string;
    };
    const now = Date.now();
    const { id } = (await asAdmin(request, 'POST', 'events', {
      title,
      // Started a minute ago: the latest-started running event, so it heads the tab's first page.
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 7 * DAY_MS).toISOString(),
      thumbnail: imgPath,
      body: `<p>참여 방법 안내</p><p><img src="/api/file/download/${imgPath}" alt="이벤트 안내 이미지" width="200" height="100"></p><script>alert(1)</script>`,
    })) as { id: number };

    const member = await newMember(request);
    await signIn(page, request, member.userId, member.password);
    await page.goto('/event?tab=running');
    const card = page.getByRole('link', { name: title });
    await expect(card).toContainText('진행중');
    await card.click();

    await expect(page).toHaveURL(new RegExp(`/event/${id}$`));
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    await expect(page.getByText('참여 방법 안내')).toBeVisible();
    const image = page.getByRole('img', { name: '이벤트 안내 이미지' });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1);
  },
);
