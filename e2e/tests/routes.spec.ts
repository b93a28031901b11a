import { routes } from '../../apps/web/src/app/routes';
import { ko } from '../../apps/web/src/i18n/ko';
import { expect, test } from '../fixtures';

/** Concrete URLs for a route: optional parameters both left out and given, required ones filled. */
const urlsFor = (path: string): string[] => {
  if (!path.includes(':')) return [path];
  const without = path.replace(/\/:[^/]+\?/g, '');
  const withValues = path.replace(/:[^/?]+\??/g, '1');
  return without.includes(':') ? [withValues] : [without, withValues];
};

for (const route of routes) {
  for (const url of urlsFor(route.path)) {
    // The `problems` fixture fails the test on any console error or failed request.
    test(`${url} opens with its title`, async ({ page, problems: _ }) => {
      await page.goto(url);
      const expectedHeading = url === '/' ? ko.home.heroTitle : route.title;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expectedHeading);
    });
  }
}
