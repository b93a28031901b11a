import type { MouseEvent, Ref } from 'react';
import { Link as RouterLink, useNavigate, type LinkProps } from 'react-router';

import { menuHref } from '../menu';

type MenuLinkProps = Omit<LinkProps, 'to'> & { to: string; ref?: Ref<HTMLAnchorElement> };

const isPlainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A link to a menu path (named `to`, so that MUI's ButtonBase keeps it a link rather than a button). The target is computed again on click, so links to the Korean-style book
 * carry the time of the click rather than of the render (SPEC.md §2). Usable as an MUI `component`.
 */
export function MenuLink({ to: path, onClick, ...rest }: MenuLinkProps) {
  const navigate = useNavigate();
  return (
    <RouterLink
      {...rest}
      to={menuHref(path)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event)) return;
        event.preventDefault();
        void navigate(menuHref(path));
      }}
    />
  );
}
