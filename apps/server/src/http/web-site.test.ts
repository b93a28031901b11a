import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let webDist: string;
let testApp: TestApp;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'site-web-dist-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(
    path.join(webDist, 'index.html'),
    // The description makes the page large enough to be worth compressing, as the real one is.
    `<!doctype html><html><head><title>__SITE_BRAND__ | x</title><meta name="site-build" content="0a1b2c3d4e5f" /><meta name="description" content="${'스포츠 '.repeat(300)}"></head><body><div id="root"></div></body></html>`,
  );
  await writeFile(path.join(webDist, 'assets', 'x.js'), 'console.log("x");');
  await writeFile(path.join(webDist, 'assets', 'x.js.br'), brotliCompressSync('console.log("x");'));
  await writeFile(path.join(webDist, 'robots.txt'), 'User-agent: *');
  await writeFile(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(
    path.join(webDist, 'manifest.webmanifest'),
    JSON.stringify({ name: '__SITE_BRAND__', short_name: '__SITE_BRAND__', start_url: '/' }),
  );
  await mkdir(path.join(webDist, 'frames'));
  await writeFile(path.join(webDist, 'frames', 'frames.json'), JSON.stringify({ '/inplay': 'frames/0.html' }));
  await writeFile(
    path.join(webDist, 'frames', '0.html'),
    '<!doctype html><html><head><title>__SITE_BRAND__ | x</title></head><body><div id="frame"><h1>인플레이</h1></div><div id="root"></div></body></html>',
  );
  testApp = await createTestApp({ WEB_DIST: webDist, SITE_BRAND: '골드<벳>' });
});

afterAll(async () => {
  await testApp.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends an asset compressed at build time to a browser that accepts it', async () => {
    const compressed = await testApp.app.inject({
      method: 'GET',
      url: '/assets/x.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log("x");');

    const plain = await testApp.app.inject({ method: 'GET', url: '/assets/x.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("x");');
  });

  it('sends index.html gzip-compressed to a browser that accepts it, home page and deep addresses alike', async () => {
    for (const url of ['/', '/korea/cross']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(response.rawPayload).toString()).toContain('<title>골드&lt;벳&gt; | x</title>');
    }
  });

  it('answers a deep page address with index.html, the brand injected and HTML-escaped', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/some/deep/route?tab=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>골드&lt;벳&gt; | x</title>');
    expect(response.body).not.toContain('__SITE_BRAND__');
  });

  it('never serves index.html with the placeholder, also at / and /index.html', async () => {
    for (const url of ['/', '/index.html']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>골드&lt;벳&gt; | x</title>');
    }
  });

  it("answers a page the build framed with that page's HTML, brand injected; other pages get the bare app", async () => {
    const framed = await testApp.app.inject({ method: 'GET', url: '/inplay?sport_id=1' });
    expect(framed.statusCode).toBe(200);
    expect(framed.body).toContain('<h1>인플레이</h1>');
    expect(framed.body).toContain('<title>골드&lt;벳&gt; | x</title>');

    const bare = await testApp.app.inject({ method: 'GET', url: '/europe' });
    expect(bare.body).not.toContain('<h1>');
  });

  it('never serves a frame file as it is, with its placeholder', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/frames/0.html' });
    expect(response.body).not.toContain('__SITE_BRAND__');
    expect(response.body).not.toContain('<h1>');
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/x.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("x");');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files without a long cache', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not with HTML', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/old-chunk.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('keeps unknown API calls as JSON 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: '요청한 API를 찾을 수 없습니다.' });
  });

  it('answers other methods on unknown paths with JSON 404', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/some/deep/route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: '요청한 주소를 찾을 수 없습니다.' });
  });
});

describe('the installable app (docs/decisions/040)', () => {
  it('names the build of the index.html it serves, never from a cache', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/build.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ id: '0a1b2c3d4e5f' });
  });

  it('serves the service worker as JavaScript that browsers check on every page load', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('addEventListener("fetch"');
  });

  it('serves the manifest with the configured brand as JSON text, not HTML-escaped', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ name: '골드<벳>', short_name: '골드<벳>', start_url: '/' });
  });
});
