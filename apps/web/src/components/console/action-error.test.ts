import { describe, expect, it } from 'vitest';

import { ApiError } from '../../lib/api-client';
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

describe('actionErrorMessage of a refused input', () => {
  it('adds the Korean reason of each refused field, once each', () => {
    const body = {
      message: '입력값이 올바르지 않습니다.',
      issues: [
        { path: 'bonusOdds.0.odds', message: '보너스 배당은 2 이하로 입력해주세요.' },
        { path: 'bonusOdds.1.odds', message: '보너스 배당은 2 이하로 입력해주세요.' },
        { path: 'cancelCutoffMinutes', message: '취소 마감 시간은 1440분 이하로 입력해주세요.' },
      ],
    };
    expect(actionErrorMessage(new ApiError(400, body.message, body))).toBe(
      '입력값이 올바르지 않습니다.\n보너스 배당은 2 이하로 입력해주세요.\n취소 마감 시간은 1440분 이하로 입력해주세요.',
    );
  });

  it('leaves out reasons that are not in Korean', () => {
    const body = { message: '입력값이 올바르지 않습니다.', issues: [{ path: 'x', message: 'Expected number' }] };
    expect(actionErrorMessage(new ApiError(400, body.message, body))).toBe('입력값이 올바르지 않습니다.');
  });
});
