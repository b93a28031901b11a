import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError, configureApiClient, sendRequest as api } from './api-client';

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
