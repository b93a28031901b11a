import { errorMessages } from '../../http/messages';
import { describe, expect, it } from 'vitest';
import type { MessengerItem } from '@site/contracts/api/settings';
import { useDemoApp } from '../../test/demo-app';

const demo = useDemoApp();

const get = (url: string) => demo.app.inject({ method: 'GET', url });

describe('messenger icons', () => {
  it('lists the seeded items, each with an image the download path serves', async () => {
    const response = await get('/api/setting/messenger');
    expect(response.statusCode).toBe(200);
    const items = response.json<MessengerItem[]>();
    expect(items.map((item) => item.name)).toEqual(['텔레그램', '카카오톡']);
    for (const item of items) {
      expect(item.link).toMatch(/^https:\/\//);
      const image = await get(`/api/file/download/${item.imgPath}`);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
      expect(image.headers['cache-control']).toMatch(/max-age=\d{6,}/);
      expect(image.body).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    }
  });

  it('answers 404 for a missing file and for any name that tries to leave the icon folder', async () => {
    for (const name of ['nothing.svg', '..%2F..%2Fpackage.json', '%2E%2E%2Fmessenger%2Ftelegram.svg', '.hidden.svg']) {
      const response = await get(`/api/file/download/${name}`);
      expect(response.statusCode, name).toBe(404);
      expect(response.json()).toEqual({ message: '파일을 찾을 수 없습니다.' });
    }
    expect((await get('/api/file/download/../../package.json')).statusCode).toBe(404);
  });

  it('refuses a name with a NUL byte before it reaches the file system', async () => {
    const response = await get('/api/file/download/telegram.svg%00.png');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: errorMessages.controlCharacter });
  });
});
