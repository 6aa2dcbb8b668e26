import Docxtemplater from 'docxtemplater';
import InspectModule from 'docxtemplater/js/inspect-module.js';
import PizZip from 'pizzip';
import { SOW_TEMPLATE_PLACEHOLDERS } from '@procura/shared';
import { HttpError } from '../../platform/errors.js';
import { assertSafeDocx } from './sow-extract.parse.js';

/*
 * DOCX templates (docxtemplater): checked on upload (ZIP rules, then parsed; its placeholders
 * must all be known) and filled once per property. Runs in the capped child: the template is
 * an uploaded file, and a fill of hundreds of documents holds them all in memory at once.
 */

const KNOWN = new Set<string>(SOW_TEMPLATE_PLACEHOLDERS.map((p) => p.name));
/** Placeholders only valid inside the sections loop. */
const LOOP_ONLY = new Set(['heading', 'body']);

/** The values of one document: every placeholder, sections as a list of { heading, body }. */
export type TTemplateData = Record<string, string | { heading: string; body: string }[]>;

interface TDocxError {
  properties?: { explanation?: string; id?: string; errors?: TDocxError[] };
  message?: string;
}

const explanationsOf = (error: unknown): string[] => {
  const e = error as TDocxError;
  const nested = e.properties?.errors;
  if (nested?.length) return nested.flatMap(explanationsOf);
  return [e.properties?.explanation ?? e.message ?? 'it is not a valid template'];
};

function compile(fileName: string, bytes: Buffer, modules: InspectModule[] = []): Docxtemplater {
  let zip: PizZip;
  try {
    zip = new PizZip(bytes);
  } catch {
    throw templateError(fileName, ['it is not a Word document']);
  }
  if (!zip.file('word/document.xml')) throw templateError(fileName, ['it has no document part']);
  try {
    return new Docxtemplater(zip, { paragraphLoop: true, linebreaks: true, modules, nullGetter: () => '' });
  } catch (error) {
    throw templateError(fileName, explanationsOf(error));
  }
}

const templateError = (fileName: string, why: readonly string[]) => {
  const unique = [...new Set(why)].slice(0, 5);
  const message = `The template could not be read: ${unique.join('; ')}.`;
  return new HttpError(400, message, { fileKey: [message] });
};

/** Names of the tags, loops' inner tags as `loop.inner`. */
function flatten(tags: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tags).flatMap(([name, inner]) => {
    const full = prefix ? `${prefix}.${name}` : name;
    const children = inner && typeof inner === 'object' ? flatten(inner as Record<string, unknown>, full) : [];
    return [full, ...children];
  });
}

/**
 * The template's placeholders, all known (SOW_TEMPLATE_PLACEHOLDERS); a malformed template or
 * one with unknown placeholders is a 400 naming fileKey and listing them.
 */
export async function inspectSowTemplate(fileName: string, bytes: Buffer): Promise<string[]> {
  await assertSafeDocx(fileName, bytes, 'fileKey');
  const inspect = new InspectModule();
  compile(fileName, bytes, [inspect]);
  const used = flatten(inspect.getAllTags());
  const unknown: string[] = [];
  const names = new Set<string>();
  for (const full of used) {
    const parts = full.split('.');
    const name = parts[parts.length - 1];
    const inLoop = parts.length > 1 && parts[0] === 'sections';
    if (!KNOWN.has(name) || (LOOP_ONLY.has(name) && !inLoop) || (parts.length > 1 && !inLoop)) unknown.push(`{${full}}`);
    else names.add(name);
  }
  if (unknown.length) {
    const list = [...new Set(unknown)];
    const message = `The template uses placeholders that are not known: ${list.join(', ')}. Use only the placeholders listed beside the upload.`;
    throw new HttpError(400, message, { fileKey: [message] });
  }
  return SOW_TEMPLATE_PLACEHOLDERS.map((p) => p.name).filter((n) => names.has(n));
}

/** One filled DOCX per entry of `documents`, in order. The template was checked on upload. */
export function fillSowTemplate(fileName: string, bytes: Buffer, documents: readonly TTemplateData[]): Buffer[] {
  return documents.map((data) => {
    const doc = compile(fileName, bytes);
    doc.render(data);
    return doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
  });
}
