import type { LiveTvFixtureList, LiveTvMatch } from '@site/contracts/api/livetv';

import { ko } from '../../apps/web/src/i18n/ko';
import { eventText, koLiveTv } from '../../apps/web/src/i18n/ko-livetv';
import { expect, test } from '../fixtures';

const MATCH_PATH = /\/api\/livetv\/fixtures\/(\d+)$/;

test('a guest follows a live fixture on /livetv and taps through to its in-play markets', async ({
  page,
  request,
  problems,
}) => {
  // A match may end while it is followed: its next answer is a 404 the page explains.
  problems.allow(MATCH_PATH);
  const listed = (await (await request.get('/api/livetv/fixtures')).json()) as LiveTvFixtureList;
  expect(listed.items.length, 'the feed keeps fixtures in play').toBeGreaterThan(0);

  await page.goto('/livetv');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.pages.livetv.title);
  const list = page.getByRole('navigation', { name: koLiveTv.fixtures });
  await expect(list.getByRole('button').first()).toBeVisible();

  // The match followed is whatever the page asks for; each answer it polls, it shows.
  for (let poll = 0; poll < 2; poll++) {
    const response = await page.waitForResponse((answer) => MATCH_PATH.test(new URL(answer.url()).pathname));
    if (response.status() !== 200) continue;
    const match = (await response.json()) as LiveTvMatch;
    await expect(page.getByTestId('livetv-score')).toHaveText(`${match.homeScore} : ${match.awayScore}`);
    const latest = match.timeline[0];
    if (latest) {
      const timeline = page.getByRole('region', { name: koLiveTv.timeline });
      await expect(timeline.getByRole('listitem').first()).toContainText(eventText(match.sport, latest));
      // The timeline adds up to the scoreboard.
      await expect(timeline.getByRole('listitem').first()).toContainText(`${latest.score[0]}-${latest.score[1]}`);
    }
    await expect(page.getByRole('region', { name: koLiveTv.tracker })).toBeVisible();
    await expect(page.getByRole('region', { name: koLiveTv.stats })).toBeVisible();
  }

  const chosen = list.locator('button[aria-current="true"]');
  // The chosen button's second line: home, its score, away, its score.
  const teams = await chosen.locator(':scope > span').nth(1).locator('span').allTextContents();
  await page.getByRole('link', { name: koLiveTv.toMarkets }).click();
  await expect(page).toHaveURL(/\/inplay\?fixture=\d+$/);
  const markets = page.getByTestId('chosen-fixture');
  await expect(markets.getByRole('heading', { level: 2 })).toHaveText(`${teams[0]} vs ${teams[2]}`);
  await expect(markets.getByRole('button').first()).toBeVisible();
});
