import { describe, expect, it } from 'vitest';

import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps formatting and removes scripts, handlers and javascript: links', () => {
    const dirty =
      '<p><b>공지</b> <a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><script>alert(1)</script></p>';
    const clean = sanitizeHtml(dirty);
    expect(clean).toContain('<b>공지</b>');
    expect(clean).not.toMatch(/script|onerror|javascript:/);
  });
});
