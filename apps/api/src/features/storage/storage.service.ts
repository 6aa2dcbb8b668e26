import crypto from 'node:crypto';
import {
  extensionOf,
  FILE_KEY_PATTERN,
  isImageType,
  normaliseUploadType,
  UPLOAD_FILE_TYPES,
  UPLOAD_RULES,
  uploadTypeOfFileName,
  ZUploadCategorySchema,
  type TCreatePresignedUrlInput,
  type TDownloadUrl,
  type TPresignedUpload,
  type TStoredFile,
  type TUploadCategory,
} from '@procura/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TActor } from '../../platform/actor.js';
import type { TExecutor, TRequestDb, TScopedTx } from '../../platform/database.js';
import { conflict, fieldError, forbidden, HttpError, notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import {
  DOWNLOAD_URL_TTL_SECONDS,
  StoredObjectTooLargeError,
  UPLOAD_URL_TTL_SECONDS,
  UploadChangedError,
  UploadTooLargeError,
  type TStorage,
  type TUploadRead,
} from '../../platform/storage/index.js';
import { checkUpload, needsWholeFile, SNIFF_BYTES } from './storage.checks.js';
import { assertWithinQuotas, MB, type TUploadQuotas } from './storage.quotas.js';
import { storageRepo, type TStoredFileRow } from './storage.repo.js';
import { sweepUnconfirmed } from './storage.sweep.js';
import { safeFileName, uploadRefusal } from './storage.upload-access.js';

export interface TStorageDeps {
  db: TRequestDb;
  storage: TStorage;
  log: FastifyBaseLogger;
  /** An upload no record confirmed within this many hours is swept. */
  unconfirmedTtlHours: number;
  /** Uploads not yet saved with a record, per person and per owning tenant (429 past either). */
  quotas: TUploadQuotas;
}

const FILE_NOT_FOUND = 'File';

const present = (row: TStoredFileRow): TStoredFile => ({
  fileKey: row.key,
  category: row.category as TUploadCategory,
  fileName: row.fileName,
  contentType: row.detectedType ?? row.contentType,
  size: row.sizeBytes,
  status: row.status as TStoredFile['status'],
});

/**
 * File storage (issue #8): upload URLs per category and tenant, the check of the bytes once
 * uploaded, confirmation by the record that uses a file, download URLs after that record's
 * own permission check, and the sweep of what nobody confirmed.
 */
export function createStorageService({ db, storage, log, unconfirmedTtlHours, quotas }: TStorageDeps) {
  const { store } = storage;
  /** Who may read the files each owning feature confirmed: `ownerTable` → its check. */
  const owners = new Map<string, (actor: TActor, ownerId: string) => Promise<boolean>>();

  const expiresIn = (seconds: number) => new Date(Date.now() + seconds * 1000);

  /** The file as the actor may see it: in scope, and for an unconfirmed one, their own upload. */
  async function ownUpload(tx: TScopedTx, actor: TActor, key: string): Promise<TStoredFileRow> {
    const row = await storageRepo.byKey(tx, key);
    if (!row || row.createdBy !== actor.userId) throw notFound(FILE_NOT_FOUND);
    return row;
  }

  async function reject(row: TStoredFileRow, reason: string, statusCode = 400): Promise<never> {
    await store.remove(row.key).catch((err: unknown) => log.warn({ err, key: row.key }, 'could not remove a refused upload'));
    throw new HttpError(statusCode, reason, { file: [reason] });
  }

  async function viewUrlOf(key: string, fileName: string, expiresAt: Date): Promise<string> {
    const type = uploadTypeOfFileName(key) ?? 'application/octet-stream';
    return store.presignDownload(key, { expiresAt, contentType: type, disposition: isImageType(type) ? 'inline' : 'attachment', fileName });
  }

  /**
   * A published object's bytes, never more than its category allows (the category is in the key):
   * one larger than that is refused (413 naming `field`) before it fills the process.
   */
  async function readBounded(key: string, field: string): Promise<Buffer | null> {
    const category = ZUploadCategorySchema.safeParse(key.split('/')[1]);
    if (!category.success) throw new Error('Not a file key');
    const rule = UPLOAD_RULES[category.data];
    try {
      return await store.readObject(key, rule.maxBytes);
    } catch (error) {
      if (!(error instanceof StoredObjectTooLargeError)) throw error;
      log.warn({ key, maxBytes: rule.maxBytes }, 'a stored file is larger than its category allows');
      const reason = `The stored file is larger than ${MB(rule.maxBytes)}, the limit for this kind of file. Upload it again.`;
      throw new HttpError(413, reason, { [field]: [reason] });
    }
  }

  /** The file's row when the actor may read it: its owning record says so, or it is their own unconfirmed upload. */
  async function readableRow(actor: TActor, key: string): Promise<TStoredFileRow> {
    // The owner's check opens its own transaction: this one ends first (PGlite has one connection).
    const row = FILE_KEY_PATTERN.test(key) ? await withActor(db, actor, (tx) => storageRepo.byKey(tx, key)) : null;
    if (!row) throw notFound(FILE_NOT_FOUND);
    if (row.confirmedAt && row.ownerTable && row.ownerId) {
      const canRead = owners.get(row.ownerTable);
      if (!canRead || !(await canRead(actor, row.ownerId))) throw notFound(FILE_NOT_FOUND);
    } else if (row.createdBy !== actor.userId) {
      throw notFound(FILE_NOT_FOUND);
    }
    return row;
  }

  return {
    async createUploadUrl(actor: TActor, input: TCreatePresignedUrlInput): Promise<TPresignedUpload> {
      const tenantId = input.tenantId ?? actor.workspace.tenantId;
      const refusal = uploadRefusal(actor, input.category, tenantId);
      if (refusal) throw forbidden(refusal);
      const rule = UPLOAD_RULES[input.category];
      const declared = normaliseUploadType(input.contentType);
      if (!declared || !rule.types.includes(declared)) throw fieldError('contentType', `This kind of file cannot be uploaded here: ${rule.label}.`);
      if (!(UPLOAD_FILE_TYPES[declared] as readonly string[]).includes(extensionOf(input.fileName))) {
        throw fieldError('fileName', `The file name must end in .${UPLOAD_FILE_TYPES[declared].join(' or .')} for this kind of file.`);
      }
      if (input.size > rule.maxBytes) {
        throw new HttpError(413, `The file is too large (${MB(input.size)}); the limit is ${MB(rule.maxBytes)}.`, { size: [`At most ${MB(rule.maxBytes)}.`] });
      }
      const key = `${tenantId}/${input.category}/${crypto.randomUUID()}/${safeFileName(input.fileName)}`;
      if (!FILE_KEY_PATTERN.test(key)) throw fieldError('fileName', 'This file name cannot be used.');
      await withActor(db, actor, async (tx) => {
        if (!(await storageRepo.tenantInScope(tx, tenantId))) throw notFound('Organization');
        await storageRepo.lockQuotas(tx, actor.userId, tenantId);
        await assertWithinQuotas(tx, actor, tenantId, input.size, { quotas, unconfirmedTtlHours });
        await storageRepo.insertPending(tx, {
          tenantId,
          category: input.category,
          key,
          fileName: input.fileName,
          contentType: declared,
          sizeBytes: input.size,
          createdBy: actor.userId,
        });
      });
      const expiresAt = expiresIn(UPLOAD_URL_TTL_SECONDS);
      const { url, headers } = await store.presignUpload(key, { contentType: declared, size: input.size, expiresAt });
      return { uploadUrl: url, method: 'PUT', headers, fileKey: key, expiresAt: expiresAt.toISOString() };
    },

    /**
     * Checks what was uploaded and publishes it: READY, or REJECTED with the reason (a 400 naming
     * `file`). Idempotent: a settled file answers as it was settled.
     */
    async completeUpload(actor: TActor, key: string): Promise<TStoredFile> {
      const row = await withActor(db, actor, (tx) => ownUpload(tx, actor, key));
      if (row.status === 'READY') return present(row);
      if (row.status === 'REJECTED') throw fieldError('file', row.rejection ?? 'The file was refused.');
      const category = row.category as TUploadCategory;
      const declared = normaliseUploadType(row.contentType);
      const settle = async (values: Pick<TStoredFileRow, 'status' | 'detectedType' | 'sizeBytes' | 'rejection'>) => {
        const settled = await withActor(db, actor, (tx) => storageRepo.settle(tx, row.id, values));
        if (!settled) log.info({ key }, 'upload settled by a concurrent call');
      };
      const refuse = async (reason: string, statusCode: number, size: number) => {
        await settle({ status: 'REJECTED', detectedType: null, sizeBytes: size, rejection: reason });
        return reject(row, reason, statusCode);
      };
      // Only a type the category takes was given a URL; a row saying otherwise is refused unread.
      if (!declared) return refuse('This kind of file cannot be uploaded here.', 400, row.sizeBytes);
      let upload: TUploadRead | null;
      try {
        // Never more than was declared is read: the URL bound the length, and a store that did not
        // hold it (or a replayed PUT) gets its answer here without its bytes entering the process.
        upload = await store.readUpload(key, { maxBytes: row.sizeBytes, length: needsWholeFile(category, declared) ? undefined : SNIFF_BYTES });
      } catch (error) {
        if (error instanceof UploadTooLargeError) return refuse(error.message, 413, row.sizeBytes);
        throw error;
      }
      if (!upload) throw conflict('Upload the file before completing it.');
      const outcome = await checkUpload(category, declared, upload.bytes);
      if (!outcome.ok) return refuse(outcome.reason, 400, upload.size);
      try {
        if (outcome.reencoded) await store.publish(key, outcome.reencoded, outcome.type);
        else await store.publishUpload(key, outcome.type, upload.etag);
      } catch (error) {
        if (error instanceof UploadChangedError) return refuse(error.message, 409, upload.size);
        throw error;
      }
      const finalSize = outcome.reencoded?.length ?? upload.size;
      await settle({ status: 'READY', detectedType: outcome.type, sizeBytes: finalSize, rejection: null });
      return { ...present(row), status: 'READY', contentType: outcome.type, size: finalSize };
    },

    /** A download URL (≤ 5 min) once the record that owns the file says the actor may read it. */
    async createDownloadUrl(actor: TActor, key: string): Promise<TDownloadUrl> {
      const row = await readableRow(actor, key);
      if (row.status !== 'READY') throw conflict(row.status === 'PENDING' ? 'The file has not been uploaded and checked yet.' : 'The file was refused.');
      const expiresAt = expiresIn(DOWNLOAD_URL_TTL_SECONDS);
      return { url: await viewUrlOf(row.key, row.fileName, expiresAt), expiresAt: expiresAt.toISOString() };
    },

    /**
     * Inside a feature's own withActor transaction: the file must exist for this actor, be READY
     * and of one of `categories`; it becomes confirmed and owned by (ownerTable, ownerId), and
     * moves to `tenantId` when given (a logo uploaded before its client existed). Saving the same
     * record again with the same file is fine. Anything else: a 400 naming `field`. Answers the
     * file as stored (its name, type and size, for the record to show).
     */
    async confirmFile(
      tx: TScopedTx,
      actor: TActor,
      input: { key: string; categories: readonly TUploadCategory[]; ownerTable: string; ownerId: string; tenantId?: string; field: string },
    ): Promise<TStoredFile> {
      const row = FILE_KEY_PATTERN.test(input.key) ? await storageRepo.byKey(tx, input.key) : null;
      const ownedHere = row?.confirmedAt && row.ownerTable === input.ownerTable && row.ownerId === input.ownerId;
      if (!row || (!ownedHere && (row.confirmedAt || row.createdBy !== actor.userId)))
        throw fieldError(input.field, 'Upload the file again: this one is not available.');
      if (!input.categories.includes(row.category as TUploadCategory))
        throw fieldError(input.field, 'This file was uploaded for something else. Upload it here again.');
      if (row.status !== 'READY') {
        throw fieldError(input.field, row.status === 'REJECTED' ? (row.rejection ?? 'The file was refused.') : 'The upload has not finished yet.');
      }
      await storageRepo.confirm(tx, row.id, { ownerTable: input.ownerTable, ownerId: input.ownerId, tenantId: input.tenantId });
      return present(row);
    },

    /**
     * In the owning record's transaction, as the record is deleted: its file is released (no one
     * reads or saves it again). Call `deleteReleased` once that transaction has committed; should
     * that fail, the sweep deletes the file on its next run.
     */
    releaseFile: (tx: TScopedTx, owner: { key: string; ownerTable: string; ownerId: string }) => storageRepo.release(tx, owner),

    /** Deletes a file released by `releaseFile` now: the object first, then its row (kept for the sweep if the object stays). */
    async deleteReleased(actor: TActor, key: string): Promise<void> {
      try {
        await store.remove(key);
        await withActor(db, actor, (tx) => storageRepo.removeReleased(tx, key));
      } catch (err) {
        log.warn({ err, key }, 'a released file is left for the storage sweep');
      }
    },

    /**
     * A file the server made from a checked upload (a contract inside an uploaded ZIP), stored
     * as its own file, checked as an upload is (its type from its bytes, a 400 naming `field`
     * otherwise), and confirmed at once to (ownerTable, ownerId) in the caller's transaction.
     */
    async storeDerived(
      tx: TScopedTx,
      actor: TActor,
      input: { tenantId: string; category: TUploadCategory; fileName: string; bytes: Buffer; ownerTable: string; ownerId: string; field: string },
    ): Promise<TStoredFile> {
      const declared = uploadTypeOfFileName(input.fileName);
      const rule = UPLOAD_RULES[input.category];
      if (!declared || !rule.types.includes(declared)) throw fieldError(input.field, `"${input.fileName}" is not a kind of file this takes: ${rule.label}.`);
      if (input.bytes.length > rule.maxBytes) throw fieldError(input.field, `"${input.fileName}" is larger than ${MB(rule.maxBytes)}.`);
      const outcome = await checkUpload(input.category, declared, input.bytes);
      if (!outcome.ok) throw fieldError(input.field, `"${input.fileName}": ${outcome.reason}`);
      const key = `${input.tenantId}/${input.category}/${crypto.randomUUID()}/${safeFileName(input.fileName)}`;
      if (!FILE_KEY_PATTERN.test(key)) throw fieldError(input.field, `"${input.fileName}" cannot be stored under its name.`);
      await store.publish(key, input.bytes, outcome.type);
      const row = await storageRepo.insertPending(tx, {
        tenantId: input.tenantId,
        category: input.category,
        key,
        fileName: input.fileName.slice(0, 255),
        contentType: outcome.type,
        detectedType: outcome.type,
        sizeBytes: input.bytes.length,
        status: 'READY',
        createdBy: actor.userId,
        uploadedAt: new Date(),
      });
      await storageRepo.confirm(tx, row.id, { ownerTable: input.ownerTable, ownerId: input.ownerId });
      return present({ ...row, status: 'READY' });
    },

    /** Who may read the files a feature owns: registered at composition time by that feature. */
    registerOwner(ownerTable: string, canRead: (actor: TActor, ownerId: string) => Promise<boolean>): void {
      owners.set(ownerTable, canRead);
    },

    /**
     * The bytes of a READY file of one of `categories` the actor may read (as for a download URL:
     * their own upload, confirmed or not, or one whose owning record they read). Anything else is
     * a 400 naming `field` (a missing or foreign file: 404).
     */
    async readFile(
      actor: TActor,
      key: string,
      input: { categories: readonly TUploadCategory[]; field: string },
    ): Promise<{ fileName: string; contentType: string; bytes: Buffer }> {
      const row = await readableRow(actor, key);
      if (!input.categories.includes(row.category as TUploadCategory))
        throw fieldError(input.field, 'This file was uploaded for something else. Upload it here again.');
      if (row.status !== 'READY')
        throw fieldError(input.field, row.status === 'REJECTED' ? (row.rejection ?? 'The file was refused.') : 'The upload has not finished yet.');
      const bytes = await readBounded(row.key, input.field);
      if (!bytes) throw notFound(FILE_NOT_FOUND);
      return { fileName: row.fileName, contentType: row.detectedType ?? row.contentType, bytes };
    },

    /** The bytes of a published file the caller has already authorised (a logo on a row it just read), or null. */
    async readAuthorised(key: string): Promise<Buffer | null> {
      if (!FILE_KEY_PATTERN.test(key)) throw new Error('Not a file key');
      return readBounded(key, 'file');
    },

    /** A short-lived URL (5 min) for a file the caller has already authorised (a logo on a row it just read). */
    async viewUrl(key: string): Promise<string> {
      if (!FILE_KEY_PATTERN.test(key)) throw new Error('Not a file key');
      return viewUrlOf(key, key.slice(key.lastIndexOf('/') + 1), expiresIn(DOWNLOAD_URL_TTL_SECONDS));
    },

    /** Deletes uploads nobody confirmed in time, and refused ones (storage.sweep.ts); from the scheduled job. */
    sweep: (systemDb: TExecutor, options?: { before?: Date; batch?: number }) => sweepUnconfirmed({ store, log, unconfirmedTtlHours }, systemDb, options),
  };
}

export type TStorageService = ReturnType<typeof createStorageService>;
