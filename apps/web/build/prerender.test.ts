import { describe, expect, it } from 'vitest';

import { hoistEmotionStyles } from './prerender';

const NONCE = '__CSP_NONCE__';

describe("a frame's emotion styles", () => {
  it('leave the markup for one sheet in the head, in the order they came, naming every rule for the app to adopt', () => {
    const frame =
      `<style data-emotion="css a1" nonce="${NONCE}">.css-a1{color:red;}</style><div class="css-a1">` +
      `<style data-emotion="css b2 c3" nonce="${NONCE}">.css-b2{margin:0;}.css-c3{padding:0;}</style>` +
      `<span class="css-b2 css-c3">글</span></div>`;

    const { markup, emotionStyle } = hoistEmotionStyles(frame);

    expect(markup).toBe('<div class="css-a1"><span class="css-b2 css-c3">글</span></div>');
    expect(emotionStyle).toBe(
      `<style data-emotion="css a1 b2 c3" nonce="${NONCE}">.css-a1{color:red;}.css-b2{margin:0;}.css-c3{padding:0;}</style>`,
    );
  });

  it('add nothing to a frame without any', () => {
    expect(hoistEmotionStyles('<p>글</p>')).toEqual({ markup: '<p>글</p>', emotionStyle: '' });
  });

  it("leave a global style where it is, for emotion's Global to find", () => {
    const global = `<style data-emotion="css-global g1" nonce="${NONCE}">body{margin:0;}</style>`;
    const { markup, emotionStyle } = hoistEmotionStyles(
      `${global}<style data-emotion="css a1" nonce="${NONCE}">.css-a1{color:red;}</style><p class="css-a1">글</p>`,
    );
    expect(markup).toBe(`${global}<p class="css-a1">글</p>`);
    expect(emotionStyle).toBe(`<style data-emotion="css a1" nonce="${NONCE}">.css-a1{color:red;}</style>`);
  });

  it('refuse a style element they would leave behind in the markup', () => {
    expect(() => hoistEmotionStyles(`<style nonce="${NONCE}">p{color:red}</style><p>글</p>`)).toThrow();
  });
});
