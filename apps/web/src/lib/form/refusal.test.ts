import { describe, expect, it } from 'vitest';

import { ApiError } from '../api-client';
import { refusalMessage } from './refusal';

describe('what a refused form or action says', () => {
  it("is the server's Korean message", () => {
    expect(refusalMessage(new ApiError(404, '회원을 찾을 수 없습니다.'))).toBe('회원을 찾을 수 없습니다.');
  });

  it('is nothing once the session handler announced the end of the session', () => {
    expect(refusalMessage(new ApiError(556, '세션 종료', null, true))).toBeNull();
  });

  it('is the server’s message for a session status the caller handles itself (406 at login)', () => {
    expect(refusalMessage(new ApiError(406, '차단된 계정입니다.'))).toBe('차단된 계정입니다.');
  });

  it('is the server’s own Korean word for a failure on its side, never a gateway’s page', () => {
    expect(refusalMessage(new ApiError(503, '점검중입니다.'))).toBe('점검중입니다.');
    expect(refusalMessage(new ApiError(502, '<html>Bad Gateway</html>'))).toBe(
      '예상하지 못한 문제가 일어났습니다. 관리자에게 문의해주세요.',
    );
  });

  it('turns a failed connection into Korean instead of the browser’s English', () => {
    expect(refusalMessage(new TypeError('Failed to fetch'))).toBe(
      '서버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
    );
  });
});

describe('what a refused input says', () => {
  const body = {
    message: '입력값이 올바르지 않습니다.',
    issues: [
      { path: 'bonusOdds.0.odds', message: '보너스 배당은 2 이하로 입력해주세요.' },
      { path: 'bonusOdds.1.odds', message: '보너스 배당은 2 이하로 입력해주세요.' },
      { path: 'cancelCutoffMinutes', message: '취소 마감 시간은 1440분 이하로 입력해주세요.' },
      { path: 'x', message: 'Expected number' },
    ],
  };

  it('adds the Korean reason of each refused field once, and leaves English ones out', () => {
    expect(refusalMessage(new ApiError(400, body.message, body))).toBe(
      '입력값이 올바르지 않습니다.\n보너스 배당은 2 이하로 입력해주세요.\n취소 마감 시간은 1440분 이하로 입력해주세요.',
    );
  });

  it('leaves out the reasons the form shows on its fields', () => {
    const onField = { path: 'cancelCutoffMinutes', message: '취소 마감 시간은 1440분 이하로 입력해주세요.' };
    expect(refusalMessage(new ApiError(400, body.message, body), [onField])).toBe(
      '입력값이 올바르지 않습니다.\n보너스 배당은 2 이하로 입력해주세요.',
    );
  });
});
