import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';

/**
 * A generated drawing (lobby art, vendor marks, event banners) rendered on its own: the element, its
 * markup, and that markup parsed as a standalone SVG document, which reports a parsererror when the
 * drawing would not stand as an .svg file.
 */
export function drawnSvg(element: ReactElement) {
  const { container } = render(element);
  const svg = container.querySelector('svg');
  if (!svg) throw new Error('no svg drawn');
  const markup = new XMLSerializer().serializeToString(svg);
  // XMLSerializer writes the SVG namespace itself, as a saved .svg file carries it.
  const parsed = new DOMParser().parseFromString(markup, 'image/svg+xml');
  const text = svg.textContent;
  cleanup();
  return { markup, parsed, text, valid: parsed.getElementsByTagName('parsererror').length === 0 };
}

/**
 * A drawing's markup without the page-unique ids React gives its gradients and without `title`'s
 * text, so two drawings compare by their picture alone.
 */
export const pictureOf = (markup: string, title = ''): string =>
  markup.replaceAll(/(art|vm|eb)_[a-zA-Z0-9_]*?_(bg|foot|g|light)\b/g, '#id').replace(`>${title}<`, '><');
