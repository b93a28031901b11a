/** The console's 고객센터: the queue, one inquiry, its answer, and the answer templates. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { AdminInquiry, InquiryTemplateInput } from '@site/contracts/api/inquiries';
import { pathKey } from '@site/contracts/endpoint';
import { inquiryAdminEndpoints } from '@site/contracts/endpoints/inquiries';

import { call, endpointQuery } from '../../../lib/call';

const api = inquiryAdminEndpoints;
const inquiriesKey = pathKey(api.queue);
const templatesQuery = endpointQuery(api.templates, {});

/** Polled while the console is open, so the tab's count follows new inquiries. */
export const useWaitingInquiries = () =>
  useQuery({ ...endpointQuery(api.waiting, {}), refetchInterval: 30_000 }).data ?? 0;

export const useInquiryQueue = (page: number) => useQuery(endpointQuery(api.queue, { query: { page, size: 20 } }));

export const useAdminInquiry = (id: number) => useQuery(endpointQuery(api.one, { params: { id } }));

/** The first answer (POST) or an edit of it (PUT); either way the queue and the counts are asked again. */
export function useAnswerInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ inquiry, answer }: { inquiry: AdminInquiry; answer: string }) =>
      call(inquiry.status === 'waiting' ? api.answer : api.editAnswer, {
        params: { id: inquiry.id },
        body: { answer },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiriesKey }),
  });
}

export const useInquiryTemplates = () => useQuery(templatesQuery);

/** Adds a template, or saves the one with `id`. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: InquiryTemplateInput }) =>
      id === null ? call(api.addTemplate, { body: input }) : call(api.editTemplate, { params: { id }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQuery.queryKey }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(api.removeTemplate, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQuery.queryKey }),
  });
}

/** Fetched when the operator inserts it (never before): the cashier's deposit account text. */
export const accountAnswerQuery = endpointQuery(api.accountAnswer, {});
