import { describe, expect, it } from 'vitest';

import { checkDraft } from '../../../lib/form/form-rules';
import { emptyPopupDraft, popupRules, type PopupDraft } from './popup-form';

const popupPayload = (draft: PopupDraft) => checkDraft(popupRules, draft);

describe('popupRules', () => {
  it('starts at the site popup width of 450 and sends the numbers as numbers', () => {
    expect(emptyPopupDraft.width).toBe('450');
    const result = popupPayload({ ...emptyPopupDraft, contents: '<p>공지</p>', pcLeftLocation: '120', sort: '3' });
    expect(result).toEqual({
      ok: true,
      value: { contents: '<p>공지</p>', width: 450, pcLeftLocation: 120, pcTopLocation: 0, sort: 3 },
    });
  });

  it('leaves empty numbers to the server', () => {
    const result = popupPayload({ contents: '공지', width: '', pcLeftLocation: '', pcTopLocation: ' ', sort: '' });
    expect(result).toEqual({ ok: true, value: { contents: '공지' } });
  });

  it('names every wrong field in Korean', () => {
    const result = popupPayload({
      contents: '  ',
      width: '100',
      pcLeftLocation: 'abc',
      pcTopLocation: '3001',
      sort: '-1',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        contents: '팝업 내용을 입력해주세요.',
        width: '너비는 200~1200 사이의 숫자로 입력해주세요.',
        pcLeftLocation: '위치는 0~3000 사이의 숫자로 입력해주세요.',
        pcTopLocation: '위치는 0~3000 사이의 숫자로 입력해주세요.',
        sort: '정렬 순서는 0~999 사이의 숫자로 입력해주세요.',
      },
    });
  });
});
