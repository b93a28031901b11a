/** The member's 1:1 inquiries (/customer) and their unread answers. */
import { useQuery } from '@tanstack/react-query';

import { pathKey } from '@site/contracts/endpoint';
import { inquiryEndpoints } from '@site/contracts/endpoints/inquiries';

import { call, endpointQuery } from '../../../lib/call';

export const unreadInquiryQuery = endpointQuery(inquiryEndpoints.unread, {}, { staleTime: 30_000 });

/** Answers the member has not opened yet; a badge beside the inbox, never a redirect. */
export const useUnreadInquiries = (enabled: boolean): number => useQuery({ ...unreadInquiryQuery, enabled }).data ?? 0;

export const inquiryPageQuery = (page: number) => endpointQuery(inquiryEndpoints.page, { query: { page, size: 10 } });

export const inquiryQuery = (id: number) => endpointQuery(inquiryEndpoints.one, { params: { id } });

/** Every cached answer under /customer: the pages, the inquiries read and the unread count. */
export const inquiriesKey = pathKey(inquiryEndpoints.page);

export const deleteInquiry = (id: number) => call(inquiryEndpoints.remove, { params: { id } });
