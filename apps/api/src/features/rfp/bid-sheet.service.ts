import { RFP_LINES_MAX, type TBid } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TRequestDb } from '../../platform/database.js';
import { HttpError } from '../../platform/errors.js';
import { isolatedModule, type TRunIsolated } from '../../platform/isolated.js';
import { withActor } from '../../platform/scope.js';
import type { TStorageService } from '../storage/storage.service.js';
import { bidSheetRepo } from './bid-sheet.repo.js';
import { bidLinesOfGrid } from './bid-sheet.parse.js';
import type * as Unpack from './bid-sheet.unpack.js';
import { writeBidSheet } from './bid-sheet.xlsx.js';
import type { TBidsService } from './bids.service.js';

/** Unpacking runs in the capped child: a hostile file kills only that. */
const UNPACK = isolatedModule<typeof Unpack>(import.meta, 'bid-sheet.unpack');

/**
 * The XLSX bid sheet (docs/rfp.md "Bid sheet"): the invited vendor's lines to download, and the
 * filled-in sheet read back as its draft through the bids service, all or nothing.
 */
export function createBidSheetService(deps: { db: TRequestDb; bids: TBidsService; storage: Pick<TStorageService, 'readFile'>; isolate: TRunIsolated }) {
  const lineIds = (actor: TActor, rfpId: string) => withActor(deps.db, actor, (tx) => bidSheetRepo.lines(tx, rfpId));

  return {
    async download(actor: TActor, rfpId: string): Promise<{ fileName: string; bytes: Buffer }> {
      // The bids service answers 404 to anyone this RFP was not sent to, 403 to the buyer.
      const bid = await deps.bids.get(actor, rfpId);
      const lines = await lineIds(actor, rfpId);
      return { fileName: `bid-sheet-${rfpId.slice(0, 8)}.xlsx`, bytes: await writeBidSheet(lines, bid.lines) };
    },

    async upload(actor: TActor, rfpId: string, fileKey: string): Promise<TBid> {
      await deps.bids.get(actor, rfpId);
      const file = await deps.storage.readFile(actor, fileKey, { categories: ['bid_sheet'], field: 'fileKey' });
      // The header, the most lines an RFP has, and one more to know the sheet is over it.
      const unpacked = await deps.isolate(UNPACK, 'unpackBidSheet', [file.bytes, RFP_LINES_MAX + 2]);
      if (!unpacked.ok) {
        const text = `"${file.fileName}" cannot be read: ${unpacked.message}.`;
        throw new HttpError(unpacked.kind === 'too-large' ? 413 : 400, text, { fileKey: [text] });
      }
      const grid = JSON.parse(unpacked.grid) as [number, ...string[]][];
      if (grid.length > RFP_LINES_MAX + 1)
        throw new HttpError(413, `The sheet has more rows than an RFP has lines (${RFP_LINES_MAX}).`, { fileKey: ['Too many rows.'] });
      const { lines, refused } = bidLinesOfGrid(grid, new Set((await lineIds(actor, rfpId)).map((l) => l.id)));
      if (refused.length > 0) {
        const fieldErrors: Record<string, string[]> = {};
        for (const r of refused) (fieldErrors[r.cell] ??= []).push(`${r.column}: ${r.message}`);
        throw new HttpError(400, `${refused.length} cell${refused.length === 1 ? '' : 's'} of "${file.fileName}" refused; nothing was saved.`, fieldErrors);
      }
      return deps.bids.saveDraft(actor, rfpId, { lines });
    },
  };
}

export type TBidSheetService = ReturnType<typeof createBidSheetService>;
