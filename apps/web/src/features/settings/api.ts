import { ZItemsPerPageSchema, type TItemsPerPage } from '@procura/shared';
import { http } from '../../lib/http';

export async function updateItemsPerPage(itemsPerPage: number): Promise<TItemsPerPage> {
  return ZItemsPerPageSchema.parse(await http.patch('/users/items-per-page', { itemsPerPage }));
}
