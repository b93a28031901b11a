import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER } from '@site/contracts/constants';
import { insertIpBlock } from '../modules/ip-blocks/repo';
import { createTestApp, type TestApp } from '../test/test-app';

// index.html as Vite writes it with html.cspNonce (apps/web/vite.config.ts): the placeholder on every tag.
const BUILT_INDEX_HTML = `<!doctype html><html lang="ko"><head>
<meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">
<title>__SITE_BRAND__</title>
<script type="module" crossorigin src="/assets/index-abc.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script>
<link rel="stylesheet" crossorigin href="/assets/index-abc.css" nonce="${CSP_NONCE_PLACEHOLDER}">
<style nonce="${CSP_NONCE_PLACEHOLDER}">body { margin: 0; }</style>
</head><body><div id="root"></div></body></html>`;

const BLOCKED_IP = '203.0.113.9';

let webDist: string;
let direct: TestApp;
let behindProxy: TestApp;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'site-security-headers-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), BUILT_INDEX_HTML);
  await writeFile(path.join(webDist, 'assets', 'index-abc.js'), 'console.log("site");');
  await writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  direct = await createTestApp({ WEB_DIST: webDist });
  // Before any request, so the block list's first load already has it.
  await insertIpBlock(direct.db, BLOCKED_IP, new Date());
  direct.app.get('/api/test/crash', async () => {
    throw new Error('secret internal detail');
  });
  // A second server on the same database, told that the proxy on loopback speaks for the client.
  behindProxy = await createTestApp({ WEB_DIST: webDist, TRUST_PROXY: 'loopback' }, { database: direct.database });
});

afterAll(async () => {
  await behindProxy.close();
  await direct.close();
  await rm(webDist, { recursive: true, force: true });
});

type Headers = Record<string, string | string[] | number | undefined>;

/** The policy as directive name -> its sources. */
function cspOf(headers: Headers): Map<string, string[]> {
  const value = headers['content-security-policy'];
  expect(typeof value, 'a Content-Security-Policy header').toBe('string');
  const policy = new Map<string, string[]>();
  for (const directive of String(value).split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) policy.set(name, sources);
  }
  return policy;
}

/** What every answer must carry, whatever it is. */
function expectSecurityHeaders(headers: Headers): void {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  const csp = cspOf(headers);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  // Scripts only from this site's files: an injected <script> or eval() does not run.
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  // A <style> element needs the page's nonce; nothing allows inline style sheets wholesale.
  expect(csp.get('style-src')).not.toContain("'unsafe-inline'");
  for (const [name, sources] of csp) expect(sources, name).not.toContain("'unsafe-eval'");
}

describe('security headers', () => {
  it('are on the home page, a deep page address, a static file and a hashed asset', async () => {
    for (const url of ['/', '/sports/european?tab=1', '/favicon.svg', '/assets/index-abc.js']) {
      const response = await direct.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expectSecurityHeaders(response.headers);
    }
  });

  it('are on API answers and on every kind of error', async () => {
    const answers = [
      await direct.app.inject({ method: 'GET', url: '/api/health' }),
      await direct.app.inject({ method: 'GET', url: '/api/nowhere' }),
      await direct.app.inject({ method: 'GET', url: '/assets/stale-chunk.js' }),
      await direct.app.inject({ method: 'POST', url: '/api/member/login', payload: {} }),
      await direct.app.inject({
        method: 'POST',
        url: '/api/member/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"userId":',
      }),
      await direct.app.inject({ method: 'GET', url: '/api/test/crash' }),
      // The IP block list answers on the raw response, before any route.
      await direct.app.inject({ method: 'GET', url: '/api/health/nope', remoteAddress: BLOCKED_IP }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 404, 400, 400, 500, 600]);
    for (const answer of answers) {
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expectSecurityHeaders(answer.headers);
    }
  });

  it('are on an event stream, which writes its own head', async () => {
    const address = await direct.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    try {
      const response = await fetch(`${address}/api/sports/stream`, { signal: controller.signal });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expectSecurityHeaders(Object.fromEntries(response.headers));
    } finally {
      controller.abort();
    }
  });
});

describe('the page and its Content-Security-Policy', () => {
  it("gives every answer's style elements a fresh nonce that the page's tags carry", async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/sports/european', '/']) {
      const response = await direct.app.inject({ method: 'GET', url });
      const nonceSource = cspOf(response.headers)
        .get('style-src')
        ?.find((source) => source.startsWith("'nonce-"));
      const nonce = nonceSource?.slice("'nonce-".length, -1) ?? '';
      expect(nonce.length).toBeGreaterThanOrEqual(16);
      expect(response.body).not.toContain(CSP_NONCE_PLACEHOLDER);
      // The meta tag (read by the emotion cache and Vite's preloader), the script, the link and the style.
      expect(response.body.split(`nonce="${nonce}"`)).toHaveLength(5);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
  });

  it('lets operators’ HTML keep style attributes and https images, and fonts come from this site', async () => {
    const csp = cspOf((await direct.app.inject({ method: 'GET', url: '/' })).headers);
    expect(csp.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https:']);
    expect(csp.get('font-src')).toEqual(["'self'"]);
    // The site is also served over plain http (a LAN address); upgrading its requests would break it.
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('Strict-Transport-Security', () => {
  const https = { 'x-forwarded-proto': 'https' };

  it('is sent when a trusted proxy says the request came over https', async () => {
    for (const url of ['/', '/api/health', '/api/nowhere']) {
      const response = await behindProxy.app.inject({ method: 'GET', url, headers: https });
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000');
    }
  });

  it('is not sent over plain http', async () => {
    for (const url of ['/', '/api/health']) {
      const response = await behindProxy.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('is not sent when a client that is not a trusted proxy claims https', async () => {
    const response = await direct.app.inject({ method: 'GET', url: '/', headers: https });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
