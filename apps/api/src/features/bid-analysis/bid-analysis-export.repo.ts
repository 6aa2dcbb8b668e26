import { eq } from 'drizzle-orm';
import { clients } from '../../db/schema/clients.js';
import type { TScopedTx } from '../../platform/database.js';

export const bidAnalysisExportRepo = {
  /** The client's logo file, as the requester reads the client (the PDF is headed with it). */
  async clientLogoKey(tx: TScopedTx, clientId: string): Promise<string | null> {
    const [row] = await tx.select({ logoKey: clients.logoKey }).from(clients).where(eq(clients.id, clientId));
    return row?.logoKey ?? null;
  },
};
