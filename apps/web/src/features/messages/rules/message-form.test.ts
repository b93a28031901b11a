import { describe, expect, it } from 'vitest';

import { checkDraft } from '../../../lib/form/form-rules';
import { messageRules, type AdminMessage } from './message-form';

const messagePayload = (draft: AdminMessage) => checkDraft(messageRules, draft);

describe('messageRules', () => {
  it('trims what was typed', () => {
    expect(messagePayload({ userId: ' demo ', title: ' 안내 ', contents: '내용' })).toEqual({
      ok: true,
      value: { userId: 'demo', title: '안내', contents: '내용' },
    });
  });

  it('asks for every empty field in Korean', () => {
    expect(messagePayload({ userId: '', title: ' ', contents: '' })).toEqual({
      ok: false,
      errors: {
        userId: '받는 회원 아이디를 입력해주세요.',
        title: '제목을 입력해주세요.',
        contents: '내용을 입력해주세요.',
      },
    });
  });

  it('refuses a title over 100 characters', () => {
    const result = messagePayload({ userId: 'demo', title: '가'.repeat(101), contents: '내용' });
    expect(result).toEqual({ ok: false, errors: { title: '제목은 100자 이하로 입력해주세요.' } });
  });
});
