import PizZip from 'pizzip';
import { extractText, getDocumentProxy } from 'unpdf';
import { SOW_SECTION_HEADINGS, SOW_TEXT_MAX, sowNodesFromText, ZSowDocSchema, type TSowDoc, type TSowMark, type TSowNode } from '@procura/shared';
import { HttpError } from '../../platform/errors.js';
import { guardZip, OFFICE_ZIP_LIMITS, ZipRejectedError } from '../../platform/zip-guard.js';

/*
 * Text out of an uploaded SOW (PDF or DOCX), as editor JSON. Runs in the capped child
 * (platform/isolated.ts): the file is hostile and unbounded, so it is unpacked where running
 * out of memory kills only that child. Pure: bytes in, JSON out.
 */

export interface TExtracted {
  content: TSowDoc;
  warnings: string[];
  pageCount: number | null;
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PDF = 'application/pdf';
/** Top-level nodes the editor document may hold (ZSowDocSchema), less room for what is added after. */
const NODES_MAX = 4_000;

const unreadable = (fileName: string, why: string) =>
  new HttpError(400, `"${fileName}" could not be read: ${why}.`, { fileKey: [`The file could not be read: ${why}.`] });

/** The ZIP rules of the security issue, before anything unpacks a DOCX: a 400 (or 413) naming `field`. */
export async function assertSafeDocx(fileName: string, bytes: Buffer, field: string): Promise<void> {
  try {
    await guardZip(bytes, OFFICE_ZIP_LIMITS);
  } catch (error) {
    if (!(error instanceof ZipRejectedError)) throw error;
    const message = `"${fileName}" cannot be read: ${error.message}.`;
    throw new HttpError(error.kind === 'too-large' ? 413 : 400, message, { [field]: [message] });
  }
}

export async function extractSowFile(fileName: string, contentType: string, bytes: Buffer): Promise<TExtracted> {
  if (contentType === DOCX) return extractDocx(fileName, bytes);
  if (contentType === PDF) return extractPdf(fileName, bytes);
  const message = 'Only PDF and Word (.docx) files can be read into the editor.';
  throw new HttpError(400, message, { fileKey: [message] });
}

// ── DOCX ───────────────────────────────────────────────────────────────────────────────────

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeXml = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] !== '#') return ENTITIES[code] ?? whole;
    const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
    return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
  });

/*
 * The XML is read by scanning with indexOf, never with backtracking patterns over the whole
 * part: a hostile document.xml of 32 MiB full of unclosed tags must cost one pass, not n².
 */

interface TElement {
  /** The attributes text of the opening tag. */
  attrs: string;
  /** What lies between the opening and closing tag ('' for a self-closing one). */
  inner: string;
  /** Where the element ends in the text scanned. */
  end: number;
}

/** Is `name` the whole tag name at `at` (`<w:p` is not `<w:pPr`)? */
const tagEndsAt = (xml: string, at: number) => {
  const c = xml.charCodeAt(at);
  return c === 62 /* > */ || c === 47 /* / */ || c === 32 || c === 9 || c === 10 || c === 13;
};

/** Every `<tag …>…</tag>` (or `<tag …/>`) in `xml`, in order, not nested in one another. */
export function* elements(xml: string, tag: string, from = 0): Generator<TElement> {
  const open = `<${tag}`;
  const close = `</${tag}>`;
  let at = from;
  for (;;) {
    const start = xml.indexOf(open, at);
    if (start < 0) return;
    if (!tagEndsAt(xml, start + open.length)) {
      at = start + open.length;
      continue;
    }
    const tagEnd = xml.indexOf('>', start);
    if (tagEnd < 0) return;
    const attrs = xml.slice(start + open.length, tagEnd);
    if (xml.charCodeAt(tagEnd - 1) === 47) {
      yield { attrs: attrs.slice(0, -1), inner: '', end: tagEnd + 1 };
      at = tagEnd + 1;
      continue;
    }
    const end = xml.indexOf(close, tagEnd);
    if (end < 0) return;
    yield { attrs, inner: xml.slice(tagEnd + 1, end), end: end + close.length };
    at = end + close.length;
  }
}

const first = (xml: string, tag: string, from = 0): TElement | null => elements(xml, tag, from).next().value ?? null;
const attr = (attrs: string, name: string) => {
  const key = `${name}="`;
  const at = attrs.indexOf(key);
  if (at < 0) return null;
  const end = attrs.indexOf('"', at + key.length);
  return end < 0 ? null : attrs.slice(at + key.length, end);
};
/** w:val of the first `<w:tag …/>` in `xml`, or null. */
const valOf = (xml: string, tag: string) => {
  const el = first(xml, `w:${tag}`);
  return el ? attr(el.attrs, 'w:val') : null;
};
/** Whether a toggle property (w:b, w:i) is on: present and not val="0"/"false". */
const toggled = (rPr: string, tag: string) => {
  const el = first(rPr, `w:${tag}`);
  if (!el) return false;
  const val = attr(el.attrs, 'w:val');
  return val === null || !['0', 'false', 'off'].includes(val);
};

/** Heading level from a paragraph style id or name (Title, Heading1, "heading 2", Überschrift1…). */
function headingLevel(styleId: string | null, styleNames: Map<string, string>): 1 | 2 | 3 | null {
  if (!styleId) return null;
  const name = (styleNames.get(styleId) ?? styleId).toLowerCase().replace(/\s+/g, '');
  if (name === 'title') return 1;
  const m = /^(?:heading|berschrift|titre|titolo|encabezado|kop)(\d)$/.exec(name.replace(/^ü/, '')) ?? /heading(\d)$/.exec(name);
  if (!m) return null;
  return Math.min(3, Math.max(1, Number(m[1]))) as 1 | 2 | 3;
}

/** numId → whether its first level counts (decimal, letters, roman) rather than bullets. */
function orderedNumbering(numberingXml: string | null): Map<string, boolean> {
  const result = new Map<string, boolean>();
  if (!numberingXml) return result;
  const abstractOrdered = new Map<string, boolean>();
  for (const el of elements(numberingXml, 'w:abstractNum')) {
    const id = attr(el.attrs, 'w:abstractNumId');
    const format = valOf(el.inner, 'numFmt');
    if (id !== null) abstractOrdered.set(id, format !== null && format !== 'bullet' && format !== 'none');
  }
  for (const el of elements(numberingXml, 'w:num')) {
    const id = attr(el.attrs, 'w:numId');
    const abstractId = valOf(el.inner, 'abstractNumId');
    if (id !== null) result.set(id, abstractId !== null && (abstractOrdered.get(abstractId) ?? false));
  }
  return result;
}

async function extractDocx(fileName: string, bytes: Buffer): Promise<TExtracted> {
  await assertSafeDocx(fileName, bytes, 'fileKey');
  let zip: PizZip;
  try {
    zip = new PizZip(bytes);
  } catch {
    throw unreadable(fileName, 'it is not a Word document');
  }
  const documentXml = zip.file('word/document.xml')?.asText();
  if (!documentXml) throw unreadable(fileName, 'it has no document part');
  const styleNames = new Map<string, string>();
  for (const el of elements(zip.file('word/styles.xml')?.asText() ?? '', 'w:style')) {
    const id = attr(el.attrs, 'w:styleId');
    const name = valOf(el.inner, 'name');
    if (id !== null && name !== null) styleNames.set(id, name);
  }
  const ordered = orderedNumbering(zip.file('word/numbering.xml')?.asText() ?? null);

  const nodes: TSowNode[] = [];
  const warnings: string[] = [];
  let chars = 0;
  let truncated = false;
  let list: TSowNode | null = null;
  const body = first(documentXml, 'w:body')?.inner ?? documentXml;
  for (const { inner } of elements(body, 'w:p')) {
    const pPr = first(inner, 'w:pPr')?.inner ?? '';
    const inline = runsOf(inner);
    const text = inline.map((n) => n.text ?? '').join('');
    if (text.trim() === '') {
      list = null;
      continue;
    }
    if (chars + text.length > SOW_TEXT_MAX - 1_000 || nodes.length >= NODES_MAX) {
      truncated = true;
      break;
    }
    chars += text.length;
    const level = headingLevel(valOf(pPr, 'pStyle'), styleNames);
    const numPr = first(pPr, 'w:numPr');
    const numId = numPr ? valOf(numPr.inner, 'numId') : null;
    if (level) {
      list = null;
      // A heading's own bold/italic is its style's, not the author's emphasis.
      nodes.push({ type: 'heading', attrs: { level }, content: [{ type: 'text', text: text.trim() }] });
    } else if (numId && numId !== '0') {
      const type = ordered.get(numId) ? 'orderedList' : 'bulletList';
      if (!list || list.type !== type) {
        list = { type, content: [] };
        nodes.push(list);
      }
      list.content?.push({ type: 'listItem', content: [{ type: 'paragraph', content: inline }] });
    } else {
      list = null;
      // Typed lists ("- x", "1. x") become lists as the text reader makes them.
      const asText = sowNodesFromText(text);
      nodes.push(...(asText.length === 1 && asText[0].type === 'paragraph' ? [{ type: 'paragraph' as const, content: inline }] : asText));
    }
  }
  if (truncated) warnings.push(`"${fileName}" is longer than the editor holds; only its beginning was read.`);
  if (nodes.length === 0) warnings.push(`"${fileName}" has no text to read.`);
  return { content: checked(nodes), warnings, pageCount: null };
}

/** A paragraph's runs as text nodes with bold/italic/underline/strike; tabs and breaks kept. */
function runsOf(paragraphXml: string): TSowNode[] {
  const out: TSowNode[] = [];
  for (const run of elements(paragraphXml, 'w:r')) {
    const rPr = first(run.inner, 'w:rPr')?.inner ?? '';
    let text = '';
    // Text, tabs and breaks in document order: one pass over the run's child tags.
    const xml = run.inner;
    for (let at = xml.indexOf('<w:'); at >= 0; ) {
      let next = at + 3;
      if (xml.startsWith('<w:tab', at) && tagEndsAt(xml, at + 6)) text += '\t';
      else if (xml.startsWith('<w:br', at) && tagEndsAt(xml, at + 5)) text += ' ';
      else if (xml.startsWith('<w:t', at) && tagEndsAt(xml, at + 4)) {
        const el = first(xml, 'w:t', at);
        if (!el) break;
        text += decodeXml(el.inner);
        next = el.end;
      }
      at = xml.indexOf('<w:', next);
    }
    if (!text) continue;
    const marks: TSowMark[] = [];
    if (toggled(rPr, 'b')) marks.push({ type: 'bold' });
    if (toggled(rPr, 'i')) marks.push({ type: 'italic' });
    if (first(rPr, 'w:u') && valOf(rPr, 'u') !== 'none') marks.push({ type: 'underline' });
    if (toggled(rPr, 'strike')) marks.push({ type: 'strike' });
    const last = out[out.length - 1];
    const sameMarks = last && JSON.stringify(last.marks ?? []) === JSON.stringify(marks);
    if (sameMarks) last.text = (last.text ?? '') + text;
    else out.push({ type: 'text', text, ...(marks.length && { marks }) });
  }
  return out;
}

// ── PDF ────────────────────────────────────────────────────────────────────────────────────

const KNOWN_HEADINGS = new Set(SOW_SECTION_HEADINGS.map((h) => h.toLowerCase()));

async function extractPdf(fileName: string, bytes: Buffer): Promise<TExtracted> {
  let pages: string[];
  let pageCount: number;
  try {
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const result = await extractText(pdf, { mergePages: false });
    pages = result.text;
    pageCount = result.totalPages;
  } catch {
    throw unreadable(fileName, 'it is not a readable PDF');
  }
  const warnings: string[] = [];
  let text = pages.join('\n').replaceAll('\0', '');
  if (text.trim() === '') {
    warnings.push(`"${fileName}" has no text layer (a scan): nothing could be read. Type the scope in, or upload the original document.`);
    return { content: checked([]), warnings, pageCount };
  }
  if (text.length > SOW_TEXT_MAX - 1_000) {
    text = text.slice(0, SOW_TEXT_MAX - 1_000);
    warnings.push(`"${fileName}" is longer than the editor holds; only its beginning was read.`);
  }
  // A PDF has no headings, only lines: those that are one of the library's section names are.
  const nodes: TSowNode[] = [];
  let chunk: string[] = [];
  const flush = () => {
    nodes.push(...sowNodesFromText(chunk.join('\n')));
    chunk = [];
  };
  for (const line of text.split(/\r?\n/)) {
    if (KNOWN_HEADINGS.has(line.trim().toLowerCase())) {
      flush();
      nodes.push({ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: line.trim() }] });
    } else chunk.push(line);
  }
  flush();
  if (nodes.length > NODES_MAX) {
    nodes.length = NODES_MAX;
    warnings.push(`"${fileName}" is longer than the editor holds; only its beginning was read.`);
  }
  return { content: checked(nodes), warnings, pageCount };
}

/** The document as the editor takes it: a file the schema would refuse is cut to what it accepts. */
function checked(nodes: TSowNode[]): TSowDoc {
  const doc: TSowDoc = { type: 'doc', content: nodes.length ? nodes : [{ type: 'paragraph' }] };
  const parsed = ZSowDocSchema.safeParse(doc);
  if (parsed.success) return parsed.data;
  // Past the node or depth limits: keep the plain paragraphs, which are always within them.
  return { type: 'doc', content: nodes.filter((n) => n.type === 'paragraph' || n.type === 'heading').slice(0, 2_000) };
}
