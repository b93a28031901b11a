/**
 * Search and the home page's upcoming games (issue 16): a member on a phone opens the search from the
 * app bar, finds a team of the demo feed by its Korean name, sees it under its book, taps it and lands
 * on that fixture's markets in the book; Enter with no text searches nothing. The home page lists the
 * games about to start with their prices, each opening in the European book.
 */
import { expect, test } from '../fixtures';
import { newMember } from '../support/api';
import { crossFixtures } from '../support/bet-cart';
import { signIn } from '../support/session';
import { koAuth } from '../../apps/web/src/i18n/ko';

test.describe('search and upcoming games', { tag: '@phone-only' }, () => {
  test('a member finds a team through search and lands on its fixture', async ({ page, request, problems: _ }) => {
    const [fixture] = await crossFixtures(request, 1);
    if (!fixture) throw new Error('no fixture to search for');
    const member = await newMember(request);
    await signIn(page, request, member.userId, member.password);
    await page.goto('/free');

    await page.getByRole('button', { name: koAuth.openSearch, exact: true }).click();
    const box = page.getByRole('searchbox', { name: '팀명, 리그명 검색' });
    await box.press('Enter');
    await expect(page).not.toHaveURL(/search=/);

    await box.fill(fixture.home);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/free\?search=/);
    const results = page.getByRole('region', { name: `‘${fixture.home}’ 검색 결과` });
    const korea = results.getByRole('region', { name: '국내형' });
    const match = korea.getByRole('link', { name: new RegExp(`${fixture.home} vs ${fixture.away}`) }).first();
    await expect(match).toContainText(fixture.leagueNameKorean);
    await expect(results.getByRole('region', { name: '유럽형' })).toContainText(`${fixture.home} vs ${fixture.away}`);

    await match.click();
    await expect(page).toHaveURL(new RegExp(`/korea/cross\\?fixture=${fixture.id}$`));
    await expect(page.getByTestId('chosen-fixture')).toHaveAccessibleName(`${fixture.home} vs ${fixture.away}`);
    await expect(results).toHaveCount(0);

    // A text nothing matches says so.
    await page.goto('/free?search=%EC%97%86%EB%8A%94%ED%8C%80%EC%9D%B4%EB%A6%84');
    await expect(page.getByText('검색어와 일치하는 팀이나 리그의 예정된 경기가 없습니다.')).toBeVisible();
  });

  test('the home page lists the games about to start, each opening in the European book', async ({
    page,
    problems: _,
  }) => {
    await page.goto('/');
    const list = page.getByRole('list', { name: '예정된 경기' });
    const rows = list.getByRole('link', { name: /유럽형에서 보기$/ });
    await expect(rows).toHaveCount(6);
    await expect(rows.first()).toContainText(/\d\.\d\d/);
    const name = (await rows.first().getAttribute('aria-label')) ?? '';
    await rows.first().click();
    await expect(page).toHaveURL(/\/europe\?fixture=\d+$/);
    await expect(page.getByTestId('chosen-fixture')).toHaveAccessibleName(name.replace(/ 유럽형에서 보기$/, ''));
  });
});
