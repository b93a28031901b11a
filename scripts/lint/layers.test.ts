/**
 * The lint rules that keep the site's features apart are themselves checked: each case lints a file
 * that does not exist at a real path, as the lint run would see it, and expects the rule to fire (or not).
 */
import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { SERVER_TIERS } from '../../eslint.layers.js';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

/** The rules that fire on `code` placed at `filePath`, by name. */
async function rulesFiring(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? 'parse error');
}

const wallet = 'apps/web/src/features/cashier/components/lint-case.tsx';
const consoleFrame = 'apps/web/src/features/admin/pages/lint-case.tsx';
const consoleKit = 'apps/web/src/components/console/lint-case.tsx';
const route = 'apps/web/src/app/lint-case.tsx';

describe('the site’s boundaries', () => {
  it('refuse a deep import into another feature', async () => {
    expect(
      await rulesFiring(
        wallet,
        "import { LoginForm } from '../../auth/components/login-form';\nexport const x = LoginForm;\n",
      ),
    ).toContain('boundaries/dependencies');
  });

  it('let a feature use another through its api/', async () => {
    expect(
      await rulesFiring(
        wallet,
        "import { useCurrentUser } from '../../auth/api/session';\nexport const x = useCurrentUser;\n",
      ),
    ).toEqual([]);
  });

  it('let a feature show what another lends through its exports/', async () => {
    expect(
      await rulesFiring(
        wallet,
        "import { BetCartSlot } from '../../bet-slip/exports/bet-cart-slot';\nexport const x = BetCartSlot;\n",
      ),
    ).toEqual([]);
  });

  it('refuse another domain’s operator screens to a member feature and to the app', async () => {
    expect(
      await rulesFiring(
        wallet,
        "import { BetsSection } from '../../bet-history/admin/bets-section';\nexport const x = BetsSection;\n",
      ),
    ).toContain('boundaries/dependencies');
    expect(
      await rulesFiring(
        route,
        "import { BetsSection } from '../features/bet-history/admin/bets-section';\nexport const x = BetsSection;\n",
      ),
    ).toContain('boundaries/dependencies');
  });

  it('let features use the console’s kit, and keep the kit free of features', async () => {
    expect(
      await rulesFiring(
        wallet,
        "import { QueryState } from '../../../components/console/query-state';\nexport const x = QueryState;\n",
      ),
    ).toEqual([]);
    expect(
      await rulesFiring(
        consoleKit,
        "import { useCurrentUser } from '../../features/auth/api/session';\nexport const x = useCurrentUser;\n",
      ),
    ).toContain('boundaries/dependencies');
  });

  it('let the console compose a domain’s operator screens, and nothing else of it', async () => {
    expect(
      await rulesFiring(
        consoleFrame,
        "import { BetsSection } from '../../bet-history/admin/bets-section';\nexport const x = BetsSection;\n",
      ),
    ).toEqual([]);
    expect(
      await rulesFiring(
        consoleFrame,
        "import { BetCard } from '../../bet-history/components/bet-card';\nexport const x = BetCard;\n",
      ),
    ).toContain('boundaries/dependencies');
  });

  it('refuse a raw request with a hand-written path outside lib/call.ts', async () => {
    expect(
      await rulesFiring(
        'apps/web/src/features/cashier/api/lint-case.ts',
        "import { sendRequest } from '../../../lib/api-client';\nexport const x = () => sendRequest('member/user');\n",
      ),
    ).toContain('no-restricted-imports');
  });
});

/** A file of `module` importing `from` (a path relative to modules/), as the lint run would see it. */
const serverCase = (module: string, from: string) =>
  rulesFiring(
    `apps/server/src/modules/${module}/lint-case.ts`,
    `import * as other from '../${from}';\nexport const x = other;\n`,
  );

describe('the server’s tiers', () => {
  it('name every module once', () => {
    const named = Object.values(SERVER_TIERS).flat();
    expect(new Set(named).size).toBe(named.length);
    expect([...named].sort()).toEqual(readdirSync(new URL('../../apps/server/src/modules', import.meta.url)).sort());
  });

  // Each tier's module importing the tier above it is refused; one downward import of each is not.
  it.each([
    ['foundation', 'settings', 'ledger/service', 'audit/record'],
    ['ledger', 'ledger', 'betting/repo', 'audit/record'],
    ['betting', 'betting', 'members/service', 'ledger/service'],
    ['accounts', 'members', 'cashier/withdrawals', 'auth/member-lookup'],
    ['money', 'cashier', 'coupons/grant', 'members/service'],
    ['products', 'casino', 'cashier/withdrawals', 'auth/member-lookup'],
    ['engagement', 'coupons', 'board/service', 'cashier/daily-totals'],
    ['content', 'board', 'risk/linked-accounts', 'coupons/grant'],
    ['backoffice', 'risk', 'auth/session-guard', 'board/service'],
  ])('refuse %s (%s) an import from above (%s), and allow one from below (%s)', async (_, module, up, down) => {
    expect(await serverCase(module, up)).toContain('boundaries/dependencies');
    expect(await serverCase(module, down)).toEqual([]);
  });

  it('keep products and money apart, and each product from the others (virtuals build on sports)', async () => {
    expect(await serverCase('cashier', 'casino/wallet-once')).toContain('boundaries/dependencies');
    expect(await serverCase('minigames', 'sports/repo')).toContain('boundaries/dependencies');
    expect(await serverCase('virtuals', 'sports/repo')).toEqual([]);
  });
});
