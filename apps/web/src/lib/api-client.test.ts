import { afterEach, describe, expect, it, vi } from 'vitest';

import { ko } from '../i18n/ko';
import {
  ApiError,
  attachmentName,
  configureApiClient,
  fetchFile,
  isRetryLater,
  sendRequest as api,
  userFacingMessage,
} from './api-client';

afterEach(() => vi.unstubAllGlobals());

/** A server that answers 556 (session ended) and, while answering, lets `during` run (e.g. a token change). */
function answer556(during: () => void = () => {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      during();
      return new Response(JSON.stringify({ message: '로그아웃 되었습니다.' }), { status: 556 });
    }),
  );
}

describe('session-ending answers', () => {
  it('end the session when they concern the token the site still holds', async () => {
    const ended = vi.fn();
    configureApiClient({ token: () => 'token-a', onSessionEnd: ended });
    answer556();
    await expect(api('member/user')).rejects.toBeInstanceOf(ApiError);
    expect(ended).toHaveBeenCalledWith(556, '로그아웃 되었습니다.');
  });

  it('end nothing when the token was rotated while the call was on its way (a password change)', async () => {
    let token = 'token-a';
    const ended = vi.fn();
    configureApiClient({ token: () => token, onSessionEnd: ended });
    answer556(() => {
      token = 'token-b';
    });
    await expect(api('member/user')).rejects.toMatchObject({ status: 556 });
    expect(ended).not.toHaveBeenCalled();
  });
});

describe('a busy server (503)', () => {
  function answer503(body: string, retryAfter: string | null) {
    const headers = retryAfter === null ? undefined : { 'retry-after': retryAfter };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status: 503, headers })),
    );
  }

  it('tells the member to try again in the server’s words, and how long the server asked to wait', async () => {
    configureApiClient({ token: () => null });
    answer503(JSON.stringify({ message: '지금은 요청이 많아 처리하지 못했습니다. 잠시 후 다시 시도해주세요.' }), '2');
    const error: unknown = await api('bets').catch((caught: unknown) => caught);
    expect(isRetryLater(error)).toBe(true);
    expect(userFacingMessage(error)).toBe('지금은 요청이 많아 처리하지 못했습니다. 잠시 후 다시 시도해주세요.');
    expect(error).toMatchObject({ retryAfterMs: 2000 });
  });

  it('says “try again shortly” in the site’s own words when a proxy answered without a message', async () => {
    configureApiClient({ token: () => null });
    answer503('<html>Service Unavailable</html>', null);
    const error: unknown = await api('bets').catch((caught: unknown) => caught);
    expect(userFacingMessage(error)).toBe(ko.common.busy);
    expect(error).toMatchObject({ retryAfterMs: null });
  });
});

describe('a downloaded file', () => {
  it('is named by the UTF-8 filename* where the server gave one, else by the plain filename', () => {
    expect(
      attachmentName(`attachment; filename="statement-2026-11.csv"; filename*=UTF-8''%EC%9D%B4%EC%9A%A9-2026-11.csv`),
    ).toBe('이용-2026-11.csv');
    expect(attachmentName('attachment; filename="statement-2026-11.csv"')).toBe('statement-2026-11.csv');
    expect(attachmentName(`attachment; filename="plain.csv"; filename*=UTF-8''%E0%A4`)).toBe('plain.csv');
    expect(attachmentName(null)).toBeNull();
  });

  it('carries the token, keeps the bytes, and turns a refusal into the server’s Korean message', async () => {
    configureApiClient({ token: () => 'file-token' });
    const fetched = vi.fn(
      async () =>
        new Response(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]), {
          headers: { 'content-disposition': 'attachment; filename="a.csv"' },
        }),
    );
    vi.stubGlobal('fetch', fetched);
    const file = await fetchFile('member/statement', { query: { month: '2026-11', format: 'csv' } });
    expect(file.filename).toBe('a.csv');
    expect([...new Uint8Array(await file.blob.arrayBuffer())]).toEqual([0xef, 0xbb, 0xbf, 0x41]);
    expect(fetched).toHaveBeenCalledWith(
      '/api/member/statement?month=2026-11&format=csv',
      expect.objectContaining({ headers: expect.objectContaining({ 'X-AUTH-TOKEN': 'Bearer file-token' }) }),
    );

    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: '아직 오지 않은 달의 내역서는 볼 수 없습니다.' }), { status: 400 }),
      ),
    );
    const error: unknown = await fetchFile('member/statement').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(userFacingMessage(error)).toBe('아직 오지 않은 달의 내역서는 볼 수 없습니다.');
  });
});
