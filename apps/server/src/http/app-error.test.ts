import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';

describe('AppError', () => {
  it('keeps the status and the Korean message for the response', () => {
    const error = new AppError(556, '로그아웃 되었습니다.');
    expect(error.statusCode).toBe(556);
    expect(error.message).toBe('로그아웃 되었습니다.');
  });

  it('refuses a status Fastify could not send', () => {
    expect(() => new AppError(600, '차단된 IP입니다.')).toThrow(RangeError);
    expect(() => new AppError(200, '성공')).toThrow(RangeError);
  });
});
