import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const sanitizerLoaded = vi.fn();
vi.mock('./sanitize-html', async (importOriginal) => {
  sanitizerLoaded();
  return importOriginal();
});

const { isHarmlessHtml, useSafeHtml } = await import('./html');

describe('isHarmlessHtml', () => {
  it('passes text and attribute-free formatting tags', () => {
    expect(isHarmlessHtml('<b>공지</b> 입금 전 반드시 고객센터에서 계좌를 확인해주세요.')).toBe(true);
    expect(isHarmlessHtml('<p>첫 줄<br/>둘째 줄 &amp; &lt;셋&gt; &#9733;</p>')).toBe(true);
    expect(isHarmlessHtml('그냥 글')).toBe(true);
  });

  it('sends anything else to the sanitiser', () => {
    for (const html of [
      '<img src="x" onerror="alert(1)">',
      '<b onclick="alert(1)">공지</b>',
      '<a href="javascript:alert(1)">x</a>',
      '<script>alert(1)</script>',
      '<scr<b>ipt>alert(1)</script>',
      '<b style="color:red">공지</b>',
      '1 < 2',
      '&unknown;',
    ])
      expect(isHarmlessHtml(html), html).toBe(false);
  });
});

describe('useSafeHtml', () => {
  it('shows harmless HTML at once without loading the sanitiser', () => {
    const { result } = renderHook(() => useSafeHtml('<b>공지</b> 점검 안내'));
    expect(result.current).toBe('<b>공지</b> 점검 안내');
    expect(sanitizerLoaded).not.toHaveBeenCalled();
  });

  it('shows nothing until the sanitiser has cleaned other HTML', async () => {
    const dirty = '<p><b>공지</b><img src="x" onerror="alert(1)"><script>alert(1)</script></p>';
    const seen: (string | null)[] = [];
    const { result } = renderHook(() => {
      const html = useSafeHtml(dirty);
      seen.push(html);
      return html;
    });
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(sanitizerLoaded).toHaveBeenCalled();
    expect(result.current).toContain('<b>공지</b>');
    expect(result.current).not.toMatch(/script|onerror/);
    // Before it was clean, the hook answered null: the raw HTML was never handed to the page.
    expect(seen[0]).toBeNull();
    expect(seen).not.toContain(dirty);
  });

  it('answers null for no HTML', () => {
    expect(renderHook(() => useSafeHtml(null)).result.current).toBeNull();
  });
});
