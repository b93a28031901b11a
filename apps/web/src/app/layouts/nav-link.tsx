import type { MouseEvent, Ref } from 'react';
import { Link as RouterLink, useNavigate, type LinkProps } from 'react-router';

import { menuHref } from '../menu';
import { prefetchPage } from '../prefetch';

type MenuLinkProps = Omit<LinkProps, 'to'> & { to: string; ref?: Ref<HTMLAnchorElement> };

const isPlainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A link to a menu path (named `to`, so that MUI's ButtonBase keeps it a link rather than a button). The target is computed again on click, so links to the Korean-style book
 * carry the time of the click rather than of the render (SPEC.md §2). Usable as an MUI `component`.
 * Reaching for it loads the page's code ahead (app/prefetch.ts).
 */
export function MenuLink({ to: path, onClick, onMouseEnter, onFocus, onTouchStart, ...rest }: MenuLinkProps) {
  const navigate = useNavigate();
  return (
    <RouterLink
      {...rest}
      to={menuHref(path)}
      // The page's code starts loading as the member reaches for the link (app/prefetch.ts).
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetchPage(path);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetchPage(path);
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetchPage(path);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event)) return;
        event.preventDefault();
        void navigate(menuHref(path));
      }}
    />
  );
}
