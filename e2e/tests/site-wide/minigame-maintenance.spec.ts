/**
 * SPEC.md §4 minigame maintenance: a game the operator puts under maintenance sends a member who
 * opens it back to / with the spec's message. It changes the game for everyone, so it runs on
 * the site-wide tests' own server (project "site-wide").
 */
import { koMinigames } from '../../../apps/web/src/i18n/ko-minigames';
import { ko } from '../../../apps/web/src/i18n/ko';
import { acceptAlert } from '../../fixtures';
import { expect, test } from '../../support/own-server';
import { asAdmin, newMember } from '../../support/api';
import { signIn } from '../../support/session';

test.describe.configure({ mode: 'serial' });

for (const width of [425, 1607] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a game under maintenance sends the member home with the alert, and opens again after', async ({
      page,
      request,
      problems: _,
    }) => {
      const member = await newMember(request);
      await signIn(page, request, member.userId, member.password);
      await asAdmin(request, 'PUT', 'minigames/211', { systemMaintenanceFlg: true });
      try {
        await page.goto('/minigame/eos/powerball1');
        await acceptAlert(page, koMinigames.maintenance);
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.home.heroTitle);
      } finally {
        await asAdmin(request, 'PUT', 'minigames/211', { systemMaintenanceFlg: false });
      }
      await page.goto('/minigame/eos/powerball1');
      await expect(page.getByRole('region', { name: koMinigames.betPanel, exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/minigame\/eos\/powerball1$/);
    });
  });
}
