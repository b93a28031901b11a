/** The free board's calls: the list, a post with its comments, writing, and the console's moderation. */
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';

import type { BoardPost, BoardPostInput, BoardSettings } from '@site/contracts/api/board';
import { pathKey } from '@site/contracts/endpoint';
import { boardAdminEndpoints, boardEndpoints } from '@site/contracts/endpoints/board';

import { call, endpointQuery } from '../../../lib/call';

export type SearchField = 'title' | 'author';

export const boardListQuery = (page: number, q: string, field: SearchField) =>
  endpointQuery(
    boardEndpoints.list,
    { query: { page, ...(q ? { q, field } : {}) } },
    { placeholderData: keepPreviousData, staleTime: 0 },
  );

/** A post for whoever reads it (scope): the answer says whether it and its comments are theirs. */
export const boardPostQuery = (id: number, scope?: number) =>
  endpointQuery(boardEndpoints.view, { params: { id } }, { retry: false, scope, staleTime: Infinity });

export const attachableBetsQuery = (scope?: number) =>
  endpointQuery(boardEndpoints.attachableBets, {}, { scope, staleTime: 0 });

const listKeys = [pathKey(boardEndpoints.list), pathKey(boardAdminEndpoints.list)];

/** A list's own answers only: a post's key (…/posts/:id) starts with the list's path too. */
const isListKey = (key: readonly unknown[]) =>
  listKeys.some((prefix) => prefix.every((part, at) => key[at] === part) && typeof key[prefix.length] === 'object');

/** After a post changed: every list and post is read again. */
export function useBoardRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [...listKeys, pathKey(boardEndpoints.view)].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/**
 * After a comment changed: the open post is patched in place and only the lists are read again, since
 * reading the post again would count another view.
 */
export function usePatchPost(id: number, scope: number | undefined) {
  const queryClient = useQueryClient();
  return (patch: (post: BoardPost) => BoardPost) => {
    queryClient.setQueryData(boardPostQuery(id, scope).queryKey, (old) => old && patch(old));
    // The lists (comment counts) refresh in the background: the form clears as soon as the post shows the change.
    void queryClient.invalidateQueries({ predicate: (query) => isListKey(query.queryKey) });
  };
}

export const removePost = (id: number) => call(boardEndpoints.remove, { params: { id } });

export const addComment = (id: number, body: string) =>
  call(boardEndpoints.comment, { params: { id }, body: { body } });
export const updateComment = (id: number, commentId: number, body: string) =>
  call(boardEndpoints.updateComment, { params: { id, commentId }, body: { body } });
export const removeComment = (id: number, commentId: number) =>
  call(boardEndpoints.removeComment, { params: { id, commentId } });

/* ---- console ---- */

export const adminBoardQuery = (page: number) =>
  endpointQuery(boardAdminEndpoints.list, { query: { page } }, { placeholderData: keepPreviousData });
export const boardSettingsQuery = () => endpointQuery(boardAdminEndpoints.settings, {});

export const moderatePost = (id: number, change: { hidden?: boolean; pinned?: boolean }) =>
  call(boardAdminEndpoints.moderate, { params: { id }, body: change });
export const removeAnyPost = (id: number) => call(boardAdminEndpoints.remove, { params: { id } });
/** A pinned notice; every list and post is read again after it. */
export function useWriteNotice() {
  const refresh = useBoardRefresh();
  return useMutation({
    mutationFn: (body: { title: string; body: string }) => call(boardAdminEndpoints.notice, { body }),
    onSuccess: () => refresh(),
  });
}

/** A member's post, new or edited; every list and post is read again after it. */
export function useSavePost(id: number | null) {
  const refresh = useBoardRefresh();
  return useMutation({
    mutationFn: (body: BoardPostInput) =>
      id === null ? call(boardEndpoints.create, { body }) : call(boardEndpoints.update, { params: { id }, body }),
    onSuccess: () => refresh(),
  });
}

export function useSaveBoardSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BoardSettings) => call(boardAdminEndpoints.saveSettings, { body }),
    onSuccess: (answer) => queryClient.setQueryData(boardSettingsQuery().queryKey, answer),
  });
}
