import { describe, expect, it } from 'vitest';
import { sanitizeStoredHtml } from './safe-html';

describe('sanitizeStoredHtml', () => {
  it('keeps basic formatting, colours and alignment', () => {
    const html = '<p style="text-align:center;color:#ff0000"><b>입금</b> 안내 <font color="red">필독</font></p>';
    expect(sanitizeStoredHtml(html)).toBe(html);
  });

  it('drops scripts, style sheets, frames and their contents', () => {
    const out = sanitizeStoredHtml(
      '<p>공지</p><script>alert(1)</script><style>body{display:none}</style><iframe src="https://x.test"></iframe>',
    );
    expect(out).toBe('<p>공지</p>');
  });

  it('drops event handlers and unsafe style values', () => {
    const out = sanitizeStoredHtml(
      '<img src="https://cdn.test/a.png" onerror="alert(1)"><div onclick="x()" style="background-image:url(javascript:alert(1));color:blue">a</div>',
    );
    expect(out).toBe('<img src="https://cdn.test/a.png" /><div style="color:blue">a</div>');
  });

  it('keeps http(s) links, opening in a new tab, and removes javascript: and data: links', () => {
    expect(sanitizeStoredHtml('<a href="https://t.me/site">텔레그램</a>')).toBe(
      '<a href="https://t.me/site" target="_blank" rel="noopener noreferrer">텔레그램</a>',
    );
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'data:text/html,x']) {
      const out = sanitizeStoredHtml(`<a href="${href}">x</a>`);
      expect(out).not.toContain('href');
      expect(out).toMatch(/^<a[^>]*>x<\/a>$/);
    }
  });

  it('keeps https and relative image sources only', () => {
    expect(sanitizeStoredHtml('<img src="/api/file/download/event.png" alt="이벤트">')).toBe(
      '<img src="/api/file/download/event.png" alt="이벤트" />',
    );
    expect(sanitizeStoredHtml('<img src="http://cdn.test/a.png">')).toBe('<img />');
    expect(sanitizeStoredHtml('<img src="//cdn.test/a.png">')).toBe('<img />');
    expect(sanitizeStoredHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('<img />');
  });
});
