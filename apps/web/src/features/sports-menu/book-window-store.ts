/**
 * The European and in-play entries of the menus (SPEC.md §2) ask first, in a dialog, and open their
 * book in a new window. Only this request is in the first page's code: the dialog, the login check
 * and the opengame call load with the first click.
 */
import { create } from 'zustand';

import type { BookWindowType } from './api/open-game';

export const useBookWindowDialog = create<{ type: BookWindowType | null }>(() => ({ type: null }));

export const requestBookWindow = (type: BookWindowType) => useBookWindowDialog.setState({ type });

export const closeBookWindowDialog = () => useBookWindowDialog.setState({ type: null });
