import {
  ZVendorContactListQuerySchema,
  ZVendorDocumentListQuerySchema,
  ZVendorOutletListQuerySchema,
  ZUserListItemSchema,
  ZVendorApprovalResultSchema,
  ZVendorComplianceSchema,
  ZVendorContactPageSchema,
  ZVendorContactSchema,
  ZVendorDetailSchema,
  ZVendorDocumentPageSchema,
  ZVendorDocumentResultSchema,
  ZHistoryPageSchema,
  ZVendorPageSchema,
  type TContactType,
  type TCreateVendorContactInput,
  type TCreateVendorDocumentInput,
  type TCreateVendorInput,
  type TCreateVendorOutletInput,
  type TUpdateVendorContactInput,
  type TUpdateVendorInput,
  type TVendorApprovalResult,
  type TVendorCompliance,
  type TVendorContact,
  type TVendorContactListQueryInput,
  type TVendorContactPage,
  type TVendorDetail,
  type TVendorDocumentListQueryInput,
  type TVendorDocumentPage,
  type TVendorDocumentResult,
  type THistoryPage,
  type TVendorListQuery,
  type TVendorOutletListQueryInput,
  type TVendorPage,
  type TVendorStatus,
} from '@procura/shared';
import { http } from '../../lib/http';

const vendorPath = (id: string) => `/vendors/${encodeURIComponent(id)}`;

// ── Vendors ─────────────────────────────────────────────────────────────────

export const listVendors = async (query: TVendorListQuery, signal?: AbortSignal): Promise<TVendorPage> =>
  ZVendorPageSchema.parse(await http.get('/vendors', query, { signal }));
export const getVendor = async (id: string, signal?: AbortSignal): Promise<TVendorDetail> =>
  ZVendorDetailSchema.parse(await http.get(vendorPath(id), undefined, { signal }));
export const createVendor = async (input: TCreateVendorInput): Promise<TVendorDetail> => ZVendorDetailSchema.parse(await http.post('/vendors', input));
export const updateVendor = async (id: string, input: TUpdateVendorInput): Promise<TVendorDetail> =>
  ZVendorDetailSchema.parse(await http.patch(vendorPath(id), input));
export const submitVendor = async (id: string): Promise<TVendorDetail> => ZVendorDetailSchema.parse(await http.post(`${vendorPath(id)}/submit`, {}));
export const approveVendor = async (id: string): Promise<TVendorApprovalResult> =>
  ZVendorApprovalResultSchema.parse(await http.post(`${vendorPath(id)}/approve`, {}));
export const rejectVendor = async (id: string, reason: string): Promise<TVendorDetail> =>
  ZVendorDetailSchema.parse(await http.post(`${vendorPath(id)}/reject`, { reason }));
export const updateVendorStatus = async (id: string, status: TVendorStatus): Promise<TVendorDetail> =>
  ZVendorDetailSchema.parse(await http.post(`${vendorPath(id)}/update-status`, { status }));
export const getVendorHistory = async (id: string, page: number, signal?: AbortSignal): Promise<THistoryPage> =>
  ZHistoryPageSchema.parse(await http.get(`${vendorPath(id)}/history`, { page, limit: 20 }, { signal }));

// ── Branches and franchises ─────────────────────────────────────────────────

export const listOutlets = async (vendorId: string, query: TVendorOutletListQueryInput, signal?: AbortSignal): Promise<TVendorPage> =>
  ZVendorPageSchema.parse(await http.get(`${vendorPath(vendorId)}/branches`, ZVendorOutletListQuerySchema.parse(query), { signal }));
export const createOutlet = async (vendorId: string, input: TCreateVendorOutletInput): Promise<TVendorDetail> =>
  ZVendorDetailSchema.parse(await http.post(`${vendorPath(vendorId)}/branches`, input));

// ── Contacts ────────────────────────────────────────────────────────────────

const contactPath = (id: string) => `/vendor-contacts/${encodeURIComponent(id)}`;
export const listVendorContacts = async (query: TVendorContactListQueryInput, signal?: AbortSignal): Promise<TVendorContactPage> =>
  ZVendorContactPageSchema.parse(await http.get('/vendor-contacts', ZVendorContactListQuerySchema.parse(query), { signal }));
export const createVendorContact = async (input: TCreateVendorContactInput): Promise<TVendorContact> =>
  ZVendorContactSchema.parse(await http.post('/vendor-contacts', input));
export const updateVendorContact = async (id: string, input: TUpdateVendorContactInput): Promise<TVendorContact> =>
  ZVendorContactSchema.parse(await http.patch(contactPath(id), input));
export const deleteVendorContact = (id: string) => http.del<void>(contactPath(id));
/** Spec §7's own route for a person's contact type (the people screens use it too). */
export const updateContactType = async (userId: string, contactType: TContactType) =>
  ZUserListItemSchema.parse(await http.patch(`/users/update-contact-type/${encodeURIComponent(userId)}`, { contactType }));

// ── Compliance ──────────────────────────────────────────────────────────────

export const getVendorCompliance = async (vendorId: string, signal?: AbortSignal): Promise<TVendorCompliance> =>
  ZVendorComplianceSchema.parse(await http.get(`${vendorPath(vendorId)}/compliance`, undefined, { signal }));
export const listVendorDocuments = async (vendorId: string, query: TVendorDocumentListQueryInput, signal?: AbortSignal): Promise<TVendorDocumentPage> =>
  ZVendorDocumentPageSchema.parse(await http.get(`${vendorPath(vendorId)}/documents`, ZVendorDocumentListQuerySchema.parse(query), { signal }));
export const createVendorDocument = async (vendorId: string, input: TCreateVendorDocumentInput): Promise<TVendorDocumentResult> =>
  ZVendorDocumentResultSchema.parse(await http.post(`${vendorPath(vendorId)}/documents`, input));
export const deleteVendorDocument = (id: string) => http.del<void>(`/vendor-documents/${encodeURIComponent(id)}`);
