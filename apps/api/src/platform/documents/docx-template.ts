import Docxtemplater from 'docxtemplater';
import InspectModule from 'docxtemplater/js/inspect-module.js';
import PizZip from 'pizzip';
import { HttpError } from '../errors.js';
import { assertSafeDocx } from './safe-docx.js';

/*
 * DOCX templates (docxtemplater) for any feature: checked on upload (ZIP rules, then parsed;
 * every placeholder must be one the feature knows) and filled once per document. Runs in the
 * capped child (platform/isolated.ts): the template is an uploaded file, and a fill of hundreds
 * of documents holds them all in memory at once. A refusal is a 400 naming `fileKey`.
 */

/** What a feature's templates may say: `{name}` placeholders and `{#loop}…{/loop}` loops. */
export interface TPlaceholderRules {
  /** Every placeholder the feature fills, in the order a template's are listed back (loops' inner ones too). */
  placeholders: readonly string[];
  /** A loop's name → the placeholders valid only inside it (`sections` → heading, body). */
  loops?: Readonly<Record<string, readonly string[]>>;
}

/** The values of one document: a value per placeholder, a loop as a list of values per round. */
export type TTemplateData = Record<string, string | Record<string, string>[]>;

interface TDocxError {
  properties?: { explanation?: string; id?: string; errors?: TDocxError[] };
  message?: string;
}

const FIELD = 'fileKey';

const explanationsOf = (error: unknown): string[] => {
  const e = error as TDocxError;
  const nested = e.properties?.errors;
  if (nested?.length) return nested.flatMap(explanationsOf);
  return [e.properties?.explanation ?? e.message ?? 'it is not a valid template'];
};

const templateError = (why: readonly string[]) => {
  const unique = [...new Set(why)].slice(0, 5);
  const message = `The template could not be read: ${unique.join('; ')}.`;
  return new HttpError(400, message, { [FIELD]: [message] });
};

function compile(bytes: Uint8Array, modules: InspectModule[] = []): Docxtemplater {
  let zip: PizZip;
  try {
    zip = new PizZip(bytes);
  } catch {
    throw templateError(['it is not a Word document']);
  }
  if (!zip.file('word/document.xml')) throw templateError(['it has no document part']);
  try {
    // The refusal tells the uploader what is wrong; docxtemplater's own console report is noise in the log.
    return new Docxtemplater(zip, { paragraphLoop: true, linebreaks: true, modules, nullGetter: () => '', errorLogging: false });
  } catch (error) {
    throw templateError(explanationsOf(error));
  }
}

/** Names of the tags, loops' inner tags as `loop.inner`. */
function flatten(tags: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tags).flatMap(([name, inner]) => {
    const full = prefix ? `${prefix}.${name}` : name;
    const children = inner && typeof inner === 'object' ? flatten(inner as Record<string, unknown>, full) : [];
    return [full, ...children];
  });
}

/**
 * The template's placeholders (in the rules' order), all known: a malformed template, or one
 * with placeholders the rules do not know (or a loop's own outside it), is a 400 listing them.
 */
export async function inspectDocxTemplate(fileName: string, bytes: Uint8Array, rules: TPlaceholderRules): Promise<string[]> {
  await assertSafeDocx(fileName, bytes, FIELD);
  const inspect = new InspectModule();
  compile(bytes, [inspect]);
  const known = new Set(rules.placeholders);
  const loops = rules.loops ?? {};
  const loopOnly = new Set(Object.values(loops).flat());
  const unknown: string[] = [];
  const used = new Set<string>();
  for (const full of flatten(inspect.getAllTags())) {
    const parts = full.split('.');
    const name = parts[parts.length - 1];
    const loop = parts.length > 1 && Object.hasOwn(loops, parts[0]) ? loops[parts[0]] : null;
    const fits = known.has(name) && (parts.length === 1 ? !loopOnly.has(name) : loop !== null && (!loopOnly.has(name) || loop.includes(name)));
    if (fits) used.add(name);
    else unknown.push(`{${full}}`);
  }
  if (unknown.length) {
    const list = [...new Set(unknown)];
    const message = `The template uses placeholders that are not known: ${list.join(', ')}. Use only the placeholders listed beside the upload.`;
    throw new HttpError(400, message, { [FIELD]: [message] });
  }
  return rules.placeholders.filter((n) => used.has(n));
}

/** One filled DOCX per entry of `documents`, in order. The template was checked on upload. */
export function fillDocxTemplate(bytes: Uint8Array, documents: readonly TTemplateData[]): Buffer[] {
  return documents.map((data) => {
    const doc = compile(bytes);
    doc.render(data);
    return doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
  });
}
