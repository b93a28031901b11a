/**
 * Issue 31, finding 4: a sports result is committed to before kick-off and its secret revealed when the
 * match is over (docs/decisions/050). The results page shows both behind a result's 검증 and checks the
 * hash in the browser. Fast-forwarding the feed finishes fixtures for everyone: a site-wide spec.
 */
import type { FixtureProof, FixtureResultPage } from '@site/contracts/api/sports';
import { seoulToday, shiftDay } from '@site/contracts/clock';

import { koSportsResults } from '../../../apps/web/src/i18n/ko-results';
import { expect, test } from '../../support/own-server';
import { asAdmin } from '../../support/api';

test.describe.configure({ mode: 'serial' });

/** Long enough for any sport's match to be over. */
const FAST_FORWARD_SECONDS = 6 * 3600;

for (const width of [425, 1607] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a finished result shows its commitment and secret, and the browser finds them matching', async ({
      page,
      request,
      problems,
    }) => {
      const t = koSportsResults;
      let found: { day: string; id: number } | undefined;
      for (const day of [seoulToday(), shiftDay(seoulToday(), -1)]) {
        const results = (await (
          await request.get(`/api/sports/results?size=30&date=${day}`)
        ).json()) as FixtureResultPage;
        const finished = results.items.find((item) => item.status === 'finished' && item.secret !== null);
        if (finished) found = { day, id: finished.id };
        if (found) break;
      }
      if (!found) {
        await asAdmin(request, 'POST', 'sports/advance', { seconds: FAST_FORWARD_SECONDS });
        const day = seoulToday();
        const results = (await (
          await request.get(`/api/sports/results?size=30&date=${day}`)
        ).json()) as FixtureResultPage;
        const finished = results.items.find((item) => item.status === 'finished');
        if (!finished) throw new Error('no finished fixture after advancing the feed');
        found = { day, id: finished.id };
      }
      const proof = (await (await request.get(`/api/sports/fixtures/${found.id}/proof`)).json()) as FixtureProof;
      expect(proof.secret).toMatch(/^[0-9a-f]{64}$/);

      await page.goto(`/game_result/sports?date=${found.day}`);
      const row = page.getByTestId('fixture-result').filter({ hasText: proof.home }).filter({ hasText: proof.away });
      await row.getByRole('button', { name: t.proofOf(proof.home, proof.away) }).click();
      const panel = row.getByTestId('fixture-proof');
      await expect(panel).toContainText(proof.commitment ?? '');
      await expect(panel).toContainText(proof.secret ?? '');
      await expect(panel.getByRole('status')).toContainText(`✓ ${t.match}`);
      // E2E_SHOTS names a folder to keep a picture of the check in (looked at by hand; not compared).
      if (process.env.E2E_SHOTS) {
        await row.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${process.env.E2E_SHOTS}/results-proof-${width}.png` });
      }
      expect(problems.list).toEqual([]);
    });
  });
}
