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

/** w:val of the first `<w:tag …/>` in `xml`, or null. */
const valOf = (xml: string, tag: string) => new RegExp(`<w:${tag}\\b[^>]*\\bw:val="([^"]*)"`).exec(xml)?.[1] ?? null;
/** Whether a toggle property (w:b, w:i) is on: present and not val="0"/"false". */
const toggled = (rPr: string, tag: string) => {
  const m = new RegExp(`<w:${tag}(?:\\s[^>]*)?/?>`).exec(rPr);
  if (!m) return false;
  const val = /w:val="([^"]*)"/.exec(m[0])?.[1];
  return val === undefined || !['0', 'false', 'off'].includes(val);
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
  for (const m of numberingXml.matchAll(/<w:abstractNum\b[^>]*w:abstractNumId="(\d+)"[^>]*>([\s\S]*?)<\/w:abstractNum>/g)) {
    const format = valOf(m[2], 'numFmt');
    abstractOrdered.set(m[1], format !== null && format !== 'bullet' && format !== 'none');
  }
  for (const m of numberingXml.matchAll(/<w:num\b[^>]*w:numId="(\d+)"[^>]*>([\s\S]*?)<\/w:num>/g)) {
    const abstractId = valOf(m[2], 'abstractNumId');
    result.set(m[1], abstractId !== null && (abstractOrdered.get(abstractId) ?? false));
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
  for (const m of (zip.file('word/styles.xml')?.asText() ?? '').matchAll(/<w:style\b[^>]*w:styleId="([^"]+)"[^>]*>[\s\S]*?<w:name\b[^>]*w:val="([^"]+)"/g)) styleNames.set(m[1], m[2]);
  const ordered = orderedNumbering(zip.file('word/numbering.xml')?.asText() ?? null);

  const nodes: TSowNode[] = [];
  const warnings: string[] = [];
  let chars = 0;
  let truncated = false;
  let list: TSowNode | null = null;
  const body = /<w:body>([\s\S]*)<\/w:body>/.exec(documentXml)?.[1] ?? documentXml;
  for (const p of body.matchAll(/<w:p\b[^>]*?(?:\/>|>([\s\S]*?)<\/w:p>)/g)) {
    const inner = p[1] ?? '';
    const pPr = /<w:pPr>([\s\S]*?)<\/w:pPr>/.exec(inner)?.[1] ?? '';
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
    const numId = /<w:numPr>[\s\S]*?<\/w:numPr>/.test(pPr) ? valOf(pPr, 'numId') : null;
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
  for (const r of paragraphXml.matchAll(/<w:r\b[^>]*>([\s\S]*?)<\/w:r>/g)) {
    const rPr = /<w:rPr>([\s\S]*?)<\/w:rPr>/.exec(r[1])?.[1] ?? '';
    let text = '';
    for (const piece of r[1].matchAll(/<w:t(?:\s[^>]*)?>([\s\S]*?)<\/w:t>|<w:tab\/>|<w:br\/>|<w:t\/>/g)) {
      if (piece[0].startsWith('<w:tab')) text += '\t';
      else if (piece[0].startsWith('<w:br')) text += ' ';
      else text += decodeXml(piece[1] ?? '');
    }
    if (!text) continue;
    const marks: TSowMark[] = [];
    if (toggled(rPr, 'b')) marks.push({ type: 'bold' });
    if (toggled(rPr, 'i')) marks.push({ type: 'italic' });
    if (/<w:u\b/.test(rPr) && valOf(rPr, 'u') !== 'none') marks.push({ type: 'underline' });
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
