import { fetchJson } from './http.mjs';
import { DEMO_TWO_FACTOR_SECRETS, STEP_MS, totp } from './totp.mjs';

const PASSWORD = 'bench1234';
const CREDIT = 1_000_000_000;
// Joins and logins hash a password (argon2): a few at a time, so setting up does not take the whole machine.
const AT_ONCE = 5;

/**
 * A member the bet load places as: its session and the address it joined from. Each member comes from its
 * own address (X-Forwarded-For, the server trusting loopback), as members do, so per-IP join and login
 * limits see 25 people, not one attacker.
 * @typedef {{ userId: string, token: string, address: string }} BenchMember
 */

/**
 * @param {string} url
 * @param {string} userId
 * @param {string} password
 * @param {string} [address] X-Forwarded-For
 * @returns {Promise<string>} the session token
 */
export async function login(url, userId, password, address) {
  const response = await fetchJson(`${url}/api/member/login`, {
    method: 'POST',
    body: { userId, password },
    headers: address ? { 'x-forwarded-for': address } : {},
  });
  if (!response.ok) throw new Error(`login as ${userId} failed: ${response.status} ${JSON.stringify(response.body)}`);
  const body = /** @type {{ token: string } | { otpRequired: true, ticket: string }} */ (response.body);
  if ('token' in body) return body.token;
  // The demo operator signs in with a code (README); a code used a moment ago is refused, so the next step's follows.
  const secret = DEMO_TWO_FACTOR_SECRETS[userId];
  if (!secret) throw new Error(`login as ${userId} asks for a code and the bench has no secret`);
  for (const at of [Date.now(), Date.now() + STEP_MS]) {
    const step = await fetchJson(`${url}/api/member/login/otp`, {
      method: 'POST',
      body: { ticket: body.ticket, code: totp(secret, at) },
    });
    if (step.ok) return /** @type {{ token: string }} */ (step.body).token;
  }
  throw new Error(`login as ${userId}: the code was refused`);
}

/**
 * Joins `count` new members through the join API, logs each in and credits each through the operator's
 * money API. Names carry a run tag, so a database kept from an earlier run (BENCH_DATABASE_URL) still works.
 * @param {string} url
 * @param {string} adminToken
 * @param {number} count
 * @returns {Promise<BenchMember[]>}
 */
export async function createMembers(url, adminToken, count) {
  const tag = Date.now().toString(36).slice(-6);
  const phoneTag = String(Date.now() % 1_000_000).padStart(6, '0');
  /** @type {BenchMember[]} */
  const members = [];
  for (let first = 0; first < count; first += AT_ONCE) {
    const batch = Array.from({ length: Math.min(AT_ONCE, count - first) }, (_, offset) => first + offset);
    members.push(...(await Promise.all(batch.map((index) => createMember(url, adminToken, tag, phoneTag, index)))));
  }
  return members;
}

/**
 * @param {string} url
 * @param {string} adminToken
 * @param {string} tag
 * @param {string} phoneTag
 * @param {number} index
 * @returns {Promise<BenchMember>}
 */
async function createMember(url, adminToken, tag, phoneTag, index) {
  const suffix = String(index).padStart(2, '0');
  const userId = `b${tag}${suffix}`;
  const address = `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const headers = { 'x-forwarded-for': address };
  const joined = await fetchJson(`${url}/api/member/join`, {
    method: 'POST',
    headers,
    body: {
      userId,
      password: PASSWORD,
      nickName: `벤치${tag}${suffix}`,
      phone: `010${phoneTag}${suffix}`,
      // Sign-up registers the withdrawal account (contracts bankAccountRegistrationSchema).
      bankCode: '004',
      accountNumber: `1234567890${suffix}`,
      holderName: '벤치',
      withdrawalPassword: '1234',
    },
  });
  if (!joined.ok) throw new Error(`joining ${userId} failed: ${joined.status} ${JSON.stringify(joined.body)}`);
  const token = await login(url, userId, PASSWORD, address);
  const credit = await fetchJson(`${url}/api/admin/members/${userId}/money`, {
    method: 'POST',
    token: adminToken,
    body: { amount: CREDIT, memo: 'bench:api' },
  });
  if (!credit.ok) throw new Error(`crediting ${userId} failed: ${credit.status} ${JSON.stringify(credit.body)}`);
  return { userId, token, address };
}
