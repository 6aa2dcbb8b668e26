import {
  ZContactRequestPageSchema,
  ZContactRequestSchema,
  type TContactRequest,
  type TContactRequestListQuery,
  type TContactRequestPage,
  type TContactRequestUpdate,
} from '@procura/shared';
import { http } from '../../lib/http';

/** Get-in-touch requests (docs/product.md "Get in touch"): the provider's list, beside the clients they become. */
const requestPath = (id: string) => `/contact-requests/${encodeURIComponent(id)}`;

export const listContactRequests = async (query: TContactRequestListQuery, signal?: AbortSignal): Promise<TContactRequestPage> =>
  ZContactRequestPageSchema.parse(await http.get('/contact-requests', query, { signal }));

export const updateContactRequest = async (id: string, body: TContactRequestUpdate): Promise<TContactRequest> =>
  ZContactRequestSchema.parse(await http.patch(requestPath(id), body));

export const inviteContactRequestVendor = async (id: string): Promise<TContactRequest> =>
  ZContactRequestSchema.parse(await http.post(`${requestPath(id)}/vendor-invitation`, {}));
