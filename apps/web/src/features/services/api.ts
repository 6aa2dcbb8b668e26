import {
  ZServiceBulkResponseSchema,
  ZServiceCategorySchema,
  ZServicePageSchema,
  ZServiceSchema,
  type TService,
  type TServiceBulkInput,
  type TServiceBulkResponse,
  type TServiceCategory,
  type TServiceCategoryInput,
  type TServiceCategoryUpdate,
  type TServiceInput,
  type TServiceListQuery,
  type TServicePage,
  type TServiceUpdate,
} from '@procura/shared';
import { z } from 'zod';
import { http } from '../../lib/http';

const ZCategoryListSchema = z.array(ZServiceCategorySchema);
const categoryPath = (id: string) => `/service-categories/${encodeURIComponent(id)}`;
const servicePath = (id: string) => `/services/${encodeURIComponent(id)}`;

export async function listCategories(signal?: AbortSignal): Promise<TServiceCategory[]> {
  return ZCategoryListSchema.parse(await http.get('/service-categories', undefined, { signal }));
}

export async function createCategory(input: TServiceCategoryInput): Promise<TServiceCategory> {
  return ZServiceCategorySchema.parse(await http.post('/service-categories', input));
}

export async function updateCategory(id: string, input: TServiceCategoryUpdate): Promise<TServiceCategory> {
  return ZServiceCategorySchema.parse(await http.patch(categoryPath(id), input));
}

export const deleteCategory = (id: string) => http.del<void>(categoryPath(id));

/** Sends the query the URL was parsed into. */
export async function listServices(query: TServiceListQuery, signal?: AbortSignal): Promise<TServicePage> {
  return ZServicePageSchema.parse(await http.get('/services', query, { signal }));
}

export async function createService(input: TServiceInput): Promise<TService> {
  return ZServiceSchema.parse(await http.post('/services', input));
}

export async function updateService(id: string, input: TServiceUpdate): Promise<TService> {
  return ZServiceSchema.parse(await http.patch(servicePath(id), input));
}

export const deleteService = (id: string) => http.del<void>(servicePath(id));

export async function bulkCreateServices(input: TServiceBulkInput): Promise<TServiceBulkResponse> {
  return ZServiceBulkResponseSchema.parse(await http.post('/services/bulk', input));
}
