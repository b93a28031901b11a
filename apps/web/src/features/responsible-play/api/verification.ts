/** Identity verification (docs/decisions/064): the member's state and request, the operator's queue. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { VerificationSubmit } from '@site/contracts/api/verification';
import { fillPath, pathKey } from '@site/contracts/endpoint';
import { verificationAdminEndpoints, verificationEndpoints } from '@site/contracts/endpoints/verification';

import { fetchBlob } from '../../../lib/api-client';
import { call, endpointQuery } from '../../../lib/call';

const stateQuery = endpointQuery(verificationEndpoints.state, {});

export const useMemberVerification = () => useQuery(stateQuery);

/** Sends the request; the answer is the member's new state. */
export function useSubmitVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerificationSubmit) => call(verificationEndpoints.submit, { body }),
    onSuccess: (state) => queryClient.setQueryData(stateQuery.queryKey, state),
  });
}

/** A picked file as a data URL; the server checks its type by its bytes and its size. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('file could not be read'));
    reader.readAsDataURL(file);
  });
}

const admin = verificationAdminEndpoints;

export const useVerificationQueue = (status: 'pending' | 'decided') =>
  useQuery(endpointQuery(admin.list, { query: { status } }));

/** A decision, then the queue (both lists) read again. */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) =>
      reason === undefined
        ? call(admin.approve, { params: { id } })
        : call(admin.refuse, { params: { id }, body: { reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pathKey(admin.list) }),
  });
}

/**
 * A request's document image, fetched with the operator's session (an <img> cannot carry it) and shown
 * from memory as a data URL (the site's content policy allows data: images, not blob:): never an
 * address another person could open, forgotten when the dialog closes, and kept by no cache.
 */
export function useVerificationDocument(id: number, open: boolean) {
  return useQuery({
    queryKey: [...pathKey(admin.document), id],
    queryFn: async () => blobAsDataUrl(await fetchBlob(fillPath(admin.document.path, { id }))),
    enabled: open,
    gcTime: 0,
    staleTime: 0,
  });
}

/** A fetched image as a data URL, its bytes read as they are (in chunks: an argument list has a limit). */
async function blobAsDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}
