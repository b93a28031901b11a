import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { CSP_NONCE_PLACEHOLDER } from '@site/contracts/constants';

import { createStyleCache, pageStyleNonce } from './style-cache';

function servePageWithNonce(nonce: string): void {
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.setAttribute('nonce', nonce);
  document.head.append(meta);
}

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

describe('the style cache under the Content-Security-Policy', () => {
  it('puts the nonce the server gave the page on every <style> MUI inserts', () => {
    servePageWithNonce('c2VydmVyLW5vbmNl');
    render(
      <CacheProvider value={createStyleCache()}>
        <Box sx={{ color: 'red' }}>공지</Box>
      </CacheProvider>,
    );

    const styles = [...document.head.querySelectorAll('style')];
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style.getAttribute('nonce')).toBe('c2VydmVyLW5vbmNl');
  });

  it('uses no nonce when the page was served unprocessed (the dev server)', () => {
    servePageWithNonce(CSP_NONCE_PLACEHOLDER);
    expect(pageStyleNonce()).toBeUndefined();
    document.head.innerHTML = '';
    expect(pageStyleNonce()).toBeUndefined();
  });
});
