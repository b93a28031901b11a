import { createServer } from 'node:net';

/**
 * A free port on 127.0.0.1, so the figures never come from some other server left running.
 * @param {number} [wanted] 0 or absent for any; a taken one is refused
 * @returns {Promise<number>}
 */
export function freePort(wanted = 0) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${wanted} is in use`)));
    probe.listen(wanted, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : wanted));
    });
  });
}

/**
 * @param {string} url
 * @param {{ method?: string, token?: string, body?: unknown, headers?: Record<string, string> }} [options]
 * @returns {Promise<{ ok: boolean, status: number, body: unknown }>}
 */
export async function fetchJson(url, { method = 'GET', token, body, headers: extra = {} } = {}) {
  /** @type {Record<string, string>} */
  const headers = { accept: 'application/json', ...extra };
  if (token) headers['x-auth-token'] = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { ok: response.ok, status: response.status, body: parseJson(text) };
}

/** @param {string} text */
function parseJson(text) {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}
