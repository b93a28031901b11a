import { ko } from '../../apps/web/src/i18n/ko';
import { expect, test } from '../fixtures';

const INJECTED_BACKGROUND = 'rgb(255, 0, 0)';

// docs/decisions/013: HTML that gets into the page (past both sanitizers) can neither run a script nor
// bring a style sheet; the site's own styles, which carry the page's nonce, still apply.
test(
  'the page refuses an injected script and style sheet, and the test fixture sees the refusals',
  { tag: '@phone-only' },
  async ({ page, problems }) => {
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.home.heroTitle);

    await page.evaluate((background) => {
      const script = document.createElement('script');
      script.textContent = 'document.documentElement.dataset.injected = "ran";';
      document.body.append(script);
      const style = document.createElement('style');
      style.textContent = `body { background-color: ${background} !important; }`;
      document.head.append(style);
    }, INJECTED_BACKGROUND);

    // Chromium reports each refusal as a console error: the fixture that fails every route test on a
    // console error would fail it on any CSP violation the site itself caused.
    const refusals = () => problems.list.filter((problem) => problem.includes('Content Security Policy'));
    await expect.poll(() => refusals().length).toBeGreaterThanOrEqual(2);
    expect(refusals().join('\n')).toMatch(/inline script/);
    expect(refusals().join('\n')).toMatch(/inline style/);
    problems.allow(/Content Security Policy/);

    expect(await page.evaluate(() => document.documentElement.dataset.injected)).toBeUndefined();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe(INJECTED_BACKGROUND);
    // MUI's own style elements carry the nonce, so the browser took their rules (a refused one has no sheet).
    const muiRules = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].reduce(
        (count, style) => count + (style.sheet?.cssRules.length ?? 0),
        0,
      ),
    );
    expect(muiRules).toBeGreaterThan(0);
  },
);

// Operators' popups, news and board posts keep the colours they were given (a style attribute,
// which the server's sanitizer allows); the fixture fails the test on any CSP refusal.
test(
  "operators' HTML keeps its style attributes under the policy",
  { tag: '@phone-only' },
  async ({ page, problems: _ }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.home.heroTitle);
    const color = await page.evaluate(() => {
      const notice = document.createElement('div');
      notice.innerHTML = '<p style="color: rgb(1, 2, 3); font-weight: 700">공지</p>';
      document.body.append(notice);
      const paragraph = notice.querySelector('p');
      return paragraph ? getComputedStyle(paragraph).color : '';
    });
    expect(color).toBe('rgb(1, 2, 3)');
  },
);
