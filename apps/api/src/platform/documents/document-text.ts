import PizZip from 'pizzip';
import { extractText, getDocumentProxy } from 'unpdf';
import { HttpError } from '../errors.js';
import { attr, decodeXml, elements, first, tagEndsAt, toggled, valOf } from './docx-xml.js';
import { assertSafeDocx } from './safe-docx.js';

/*
 * The text of an uploaded PDF or DOCX, with where each piece sits: every block (a DOCX
 * paragraph, a PDF line) is a span of `text` and, in a PDF, on a page — what a later step needs
 * to show the source of something it found (contract extraction highlights a clause), and what
 * the SOW upload turns into editor JSON. Runs in the capped child (platform/isolated.ts): the
 * file is hostile and unbounded, so it is unpacked where running out of memory kills only
 * that child. Pure: bytes in, plain data out.
 */

export const PDF_TYPE = 'application/pdf';
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export type TTextMark = 'bold' | 'italic' | 'underline' | 'strike';

export interface TTextRun {
  text: string;
  /** In this order: bold, italic, underline, strike. */
  marks: TTextMark[];
}

export interface TTextBlock {
  kind: 'heading' | 'paragraph' | 'listItem' | 'line';
  /** `text.slice(start, end)` is the block (offsets in UTF-16 code units, as JavaScript counts). */
  start: number;
  end: number;
  /** 1-based page of a PDF; null in a DOCX, which has no pages until a word processor lays it out. */
  page: number | null;
  /** A heading's level (DOCX heading and title styles). */
  headingLevel?: 1 | 2 | 3;
  /** A list item (DOCX numbering): consecutive items of one kind share `id`; `ordered` counts rather than bullets. */
  list?: { id: number; ordered: boolean };
  /** DOCX: the runs with their emphasis; joined, their texts are the block's. */
  runs?: TTextRun[];
}

export interface TDocumentText {
  format: 'pdf' | 'docx';
  /** DOCX: the non-empty paragraphs; PDF: the pages' text. Both joined by "\n". */
  text: string;
  /** Every non-empty paragraph or line, in reading order. */
  blocks: TTextBlock[];
  /** A PDF's pages as spans of `text` (the "\n" between two pages belongs to neither). */
  pages: { page: number; start: number; end: number }[];
  pageCount: number | null;
  /** The document went on past `maxChars`: only its beginning is here. */
  truncated: boolean;
}

export interface TReadOptions {
  /** Stop once the text would pass this many characters. */
  maxChars: number;
  /** The request field a refusal names (`fileKey`). */
  field: string;
}

const unreadable = (fileName: string, why: string, field: string) =>
  new HttpError(400, `"${fileName}" could not be read: ${why}.`, { [field]: [`The file could not be read: ${why}.`] });

export async function readDocumentText(fileName: string, contentType: string, bytes: Uint8Array, options: TReadOptions): Promise<TDocumentText> {
  if (contentType === DOCX_TYPE) return readDocx(fileName, bytes, options);
  if (contentType === PDF_TYPE) return readPdf(fileName, bytes, options);
  const message = 'Only PDF and Word (.docx) files can be read.';
  throw new HttpError(400, message, { [options.field]: [message] });
}

// ── DOCX ───────────────────────────────────────────────────────────────────────────────────

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

async function readDocx(fileName: string, bytes: Uint8Array, { maxChars, field }: TReadOptions): Promise<TDocumentText> {
  await assertSafeDocx(fileName, bytes, field);
  let zip: PizZip;
  try {
    zip = new PizZip(bytes);
  } catch {
    throw unreadable(fileName, 'it is not a Word document', field);
  }
  const documentXml = zip.file('word/document.xml')?.asText();
  if (!documentXml) throw unreadable(fileName, 'it has no document part', field);
  const styleNames = new Map<string, string>();
  for (const el of elements(zip.file('word/styles.xml')?.asText() ?? '', 'w:style')) {
    const id = attr(el.attrs, 'w:styleId');
    const name = valOf(el.inner, 'name');
    if (id !== null && name !== null) styleNames.set(id, name);
  }
  const ordered = orderedNumbering(zip.file('word/numbering.xml')?.asText() ?? null);

  const parts: string[] = [];
  const blocks: TTextBlock[] = [];
  let at = 0;
  let chars = 0;
  let truncated = false;
  let lists = 0;
  let openList: { id: number; ordered: boolean } | null = null;
  const body = first(documentXml, 'w:body')?.inner ?? documentXml;
  for (const { inner } of elements(body, 'w:p')) {
    const pPr = first(inner, 'w:pPr')?.inner ?? '';
    const runs = runsOf(inner);
    const text = runs.map((r) => r.text).join('');
    if (text.trim() === '') {
      // An empty paragraph ends a list, as it does on the page.
      openList = null;
      continue;
    }
    if (chars + text.length > maxChars) {
      truncated = true;
      break;
    }
    chars += text.length;
    const level = headingLevel(valOf(pPr, 'pStyle'), styleNames);
    const numPr = first(pPr, 'w:numPr');
    const numId = numPr ? valOf(numPr.inner, 'numId') : null;
    const start = at === 0 && parts.length === 0 ? 0 : at + 1;
    const block: TTextBlock = { kind: 'paragraph', start, end: start + text.length, page: null, runs };
    if (level) {
      openList = null;
      Object.assign(block, { kind: 'heading', headingLevel: level });
    } else if (numId && numId !== '0') {
      const isOrdered = ordered.get(numId) ?? false;
      if (!openList || openList.ordered !== isOrdered) openList = { id: (lists += 1), ordered: isOrdered };
      Object.assign(block, { kind: 'listItem', list: openList });
    } else openList = null;
    blocks.push(block);
    parts.push(text);
    at = block.end;
  }
  return { format: 'docx', text: parts.join('\n'), blocks, pages: [], pageCount: null, truncated };
}

/** A paragraph's runs with bold/italic/underline/strike; tabs and breaks kept; neighbours with the same marks merged. */
function runsOf(paragraphXml: string): TTextRun[] {
  const out: TTextRun[] = [];
  for (const run of elements(paragraphXml, 'w:r')) {
    const rPr = first(run.inner, 'w:rPr')?.inner ?? '';
    let text = '';
    // Text, tabs and breaks in document order: one pass over the run's child tags.
    const xml = run.inner;
    for (let at = xml.indexOf('<w:'); at >= 0;) {
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
    const marks: TTextMark[] = [];
    if (toggled(rPr, 'b')) marks.push('bold');
    if (toggled(rPr, 'i')) marks.push('italic');
    if (first(rPr, 'w:u') && valOf(rPr, 'u') !== 'none') marks.push('underline');
    if (toggled(rPr, 'strike')) marks.push('strike');
    const last = out[out.length - 1];
    if (last && last.marks.join() === marks.join()) last.text += text;
    else out.push({ text, marks });
  }
  return out;
}

// ── PDF ────────────────────────────────────────────────────────────────────────────────────

async function readPdf(fileName: string, bytes: Uint8Array, { maxChars, field }: TReadOptions): Promise<TDocumentText> {
  let pageTexts: string[];
  let pageCount: number;
  try {
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const result = await extractText(pdf, { mergePages: false });
    pageTexts = result.text;
    pageCount = result.totalPages;
  } catch {
    throw unreadable(fileName, 'it is not a readable PDF', field);
  }
  const pages: TDocumentText['pages'] = [];
  let text = '';
  pageTexts.forEach((raw, i) => {
    if (i > 0) text += '\n';
    const start = text.length;
    text += raw.replaceAll('\0', '');
    pages.push({ page: i + 1, start, end: text.length });
  });
  let truncated = false;
  if (text.length > maxChars) {
    truncated = true;
    text = text.slice(0, maxChars);
    for (const p of pages) p.end = Math.min(p.end, maxChars);
    while (pages.length && pages[pages.length - 1].start > maxChars) pages.pop();
  }
  const blocks: TTextBlock[] = [];
  for (const { page, start, end } of pages) {
    let lineStart = start;
    for (const line of text.slice(start, end).split('\n')) {
      const content = line.endsWith('\r') ? line.slice(0, -1) : line;
      if (content.trim() !== '') blocks.push({ kind: 'line', start: lineStart, end: lineStart + content.length, page });
      lineStart += line.length + 1;
    }
  }
  return { format: 'pdf', text, blocks, pages, pageCount, truncated };
}
