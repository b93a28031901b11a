import { describe, expect, it } from 'vitest';

import { ApiError } from '../../../lib/api-client';
import { actionErrorMessage } from './action-error';

describe('actionErrorMessage', () => {
  it("shows the server's Korean message", () => {
    expect(actionErrorMessage(new ApiError(404, '회원을 찾을 수 없습니다.'))).toBe('회원을 찾을 수 없습니다.');
  });

  it('stays quiet for statuses the session handler announces itself', () => {
    for (const status of [555, 556, 406, 600, 500]) {
      expect(actionErrorMessage(new ApiError(status, '세션 종료'))).toBeNull();
    }
  });

  it('turns a failed connection into Korean instead of the browser’s English', () => {
    expect(actionErrorMessage(new TypeError('Failed to fetch'))).toBe(
      '서버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
    );
  });
});
