import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  Header,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
  type ParagraphChild,
} from 'docx';
import type { TSowDoc, TSowMark, TSowNode } from '@procura/shared';
import { pdfmake } from '../../platform/documents/pdf.js';

/*
 * A SOW as a document: one walk of the editor JSON gives neutral blocks (headings, paragraphs,
 * list items with their depth and number, quotes, rules; runs with bold/italic/underline/strike
 * and links), and each format draws those blocks. PDF through pdfmake on the server (its own
 * Roboto files, no browser, no network), DOCX through `docx`.
 */

export interface TRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strike?: boolean;
  link?: string;
  /** A line break inside the block (hardBreak). */
  lineBreak?: boolean;
}

export type TBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; runs: TRun[] }
  | { kind: 'paragraph'; runs: TRun[]; quote?: boolean; list?: { ordered: boolean; depth: number; number: number } }
  | { kind: 'rule' };

/** What goes above the text: the title, a line under it, the client's logo (PNG bytes) beside. */
export interface TDocumentHeading {
  title: string;
  subtitle?: string;
  /** PNG (see logoPng) with its pixel size, drawn at most 48 pt high. */
  logo?: { png: Buffer; width: number; height: number } | null;
  /** Label/value lines under the subtitle (a property's address, size, season). */
  details?: readonly { label: string; value: string }[];
}

function runsOf(nodes: readonly TSowNode[] | undefined, marks: readonly TSowMark[] = []): TRun[] {
  const runs: TRun[] = [];
  for (const node of nodes ?? []) {
    if (node.type === 'hardBreak') {
      runs.push({ text: '', lineBreak: true });
      continue;
    }
    const all = [...marks, ...(node.marks ?? [])];
    if (node.type === 'text') {
      if (!node.text) continue;
      const has = (type: TSowMark['type']) => all.some((m) => m.type === type);
      const href = all.find((m) => m.type === 'link')?.attrs?.href;
      runs.push({
        text: node.text,
        ...(has('bold') && { bold: true }),
        ...(has('italic') && { italic: true }),
        ...(has('underline') && { underline: true }),
        ...(has('strike') && { strike: true }),
        ...(href && /^(https?:\/\/|mailto:)/i.test(href) && { link: href }),
      });
    } else {
      runs.push(...runsOf(node.content, all));
    }
  }
  return runs;
}

/** The one walk: editor JSON → blocks, in reading order. */
export function sowBlocks(doc: TSowDoc): TBlock[] {
  const blocks: TBlock[] = [];
  const walk = (nodes: readonly TSowNode[] | undefined, ctx: { quote: boolean; list?: { ordered: boolean; depth: number; number: number } }) => {
    for (const node of nodes ?? []) {
      switch (node.type) {
        case 'heading': {
          const level = Math.min(3, Math.max(1, node.attrs?.level ?? 2)) as 1 | 2 | 3;
          blocks.push({ kind: 'heading', level, runs: runsOf(node.content) });
          break;
        }
        case 'paragraph':
        case 'text':
        case 'hardBreak':
          blocks.push({
            kind: 'paragraph',
            runs: node.type === 'paragraph' ? runsOf(node.content) : runsOf([node]),
            ...(ctx.quote && { quote: true }),
            ...(ctx.list && { list: ctx.list }),
          });
          // Only a list item's first paragraph carries its bullet; the rest are indented under it.
          if (ctx.list) ctx = { ...ctx, list: { ...ctx.list, number: 0 } };
          break;
        case 'bulletList':
        case 'orderedList': {
          const depth = ctx.list ? ctx.list.depth + 1 : 0;
          const start = node.attrs?.start ?? 1;
          (node.content ?? []).forEach((item, i) =>
            walk(item.type === 'listItem' ? item.content : [item], {
              quote: ctx.quote,
              list: { ordered: node.type === 'orderedList', depth, number: start + i },
            }),
          );
          break;
        }
        case 'listItem':
          walk(node.content, ctx);
          break;
        case 'blockquote':
          walk(node.content, { ...ctx, quote: true });
          break;
        case 'horizontalRule':
          blocks.push({ kind: 'rule' });
          break;
      }
    }
  };
  walk(doc.content, { quote: false });
  return blocks;
}

// ── PDF ────────────────────────────────────────────────────────────────────────────────────

export type TPdfNode = Record<string, unknown> | string;

function pdfRuns(runs: readonly TRun[]): TPdfNode[] {
  return runs.map((r) => {
    if (r.lineBreak) return '\n';
    const decoration = [r.underline || r.link ? 'underline' : null, r.strike ? 'lineThrough' : null].filter(Boolean);
    return {
      text: r.text,
      ...(r.bold && { bold: true }),
      ...(r.italic && { italics: true }),
      ...(decoration.length && { decoration: decoration.length === 1 ? decoration[0] : decoration }),
      ...(r.link && { link: r.link, color: '#1c5fb8' }),
    };
  });
}

const bulletOf = (list: { ordered: boolean; depth: number; number: number }) =>
  list.number === 0 ? '' : list.ordered ? `${list.number}.` : list.depth % 2 ? '◦' : '•';

function pdfBlock(block: TBlock): TPdfNode {
  if (block.kind === 'rule') return { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 0.5, lineColor: '#999999' }], margin: [0, 6, 0, 6] };
  if (block.kind === 'heading') return { text: pdfRuns(block.runs), style: `h${block.level}` };
  const quoteIndent = block.quote ? 18 : 0;
  if (block.list) {
    const indent = quoteIndent + block.list.depth * 18;
    return {
      columns: [
        { width: 18, text: bulletOf(block.list) },
        { width: '*', text: pdfRuns(block.runs) },
      ],
      columnGap: 2,
      margin: [indent, 0, 0, 3],
    };
  }
  return { text: pdfRuns(block.runs), margin: [quoteIndent, 0, 0, 6], ...(block.quote && { italics: true, color: '#444444' }) };
}

/** The title block of a PDF: title, subtitle, details, the logo beside them and a rule under. */
export function pdfHeading(heading: TDocumentHeading): TPdfNode[] {
  const titleStack: TPdfNode[] = [{ text: heading.title, style: 'title' }];
  if (heading.subtitle) titleStack.push({ text: heading.subtitle, style: 'subtitle' });
  for (const d of heading.details ?? []) titleStack.push({ text: [{ text: `${d.label}: `, bold: true }, d.value], fontSize: 9, color: '#333333' });
  const logo = heading.logo;
  const top: TPdfNode = logo
    ? {
        columns: [
          { width: '*', stack: titleStack },
          { width: 'auto', image: `data:image/png;base64,${Buffer.from(logo.png).toString('base64')}`, fit: [140, 48] },
        ],
        columnGap: 12,
      }
    : { stack: titleStack };
  return [top, { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 1, lineColor: '#1c5fb8' }], margin: [0, 8, 0, 12] }];
}

/** The SOW as a PDF (A4-ish Letter, Roboto), with the heading on the first page. */
export async function sowPdf(doc: TSowDoc, heading: TDocumentHeading): Promise<Buffer> {
  const definition = {
    pageSize: 'LETTER',
    pageMargins: [48, 48, 48, 56],
    info: { title: heading.title, subject: heading.subtitle ?? 'Scope of work' },
    defaultStyle: { font: 'Roboto', fontSize: 10.5, lineHeight: 1.2 },
    styles: {
      title: { fontSize: 18, bold: true, margin: [0, 0, 0, 2] },
      subtitle: { fontSize: 11, color: '#555555', margin: [0, 0, 0, 6] },
      h1: { fontSize: 16, bold: true, margin: [0, 10, 0, 6] },
      h2: { fontSize: 13, bold: true, margin: [0, 10, 0, 4] },
      h3: { fontSize: 11.5, bold: true, margin: [0, 8, 0, 3] },
    },
    footer: (page: number, pages: number) => ({
      text: `${heading.title} · page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: '#777777',
      margin: [0, 20, 0, 0],
    }),
    content: [...pdfHeading(heading), ...sowBlocks(doc).map(pdfBlock)],
  };
  return pdfmake.createPdf(definition).getBuffer();
}

// ── DOCX ───────────────────────────────────────────────────────────────────────────────────

const ORDERED = 'sow-ordered';
const HEADINGS = { 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3 } as const;

function docxRuns(runs: readonly TRun[]): ParagraphChild[] {
  return runs.map((r) => {
    if (r.lineBreak) return new TextRun({ text: '', break: 1 });
    const options = {
      text: r.text,
      bold: r.bold,
      italics: r.italic,
      strike: r.strike,
      ...((r.underline || r.link) && { underline: {} }),
      ...(r.link && { style: 'Hyperlink' }),
    };
    return r.link ? new ExternalHyperlink({ link: r.link, children: [new TextRun(options)] }) : new TextRun(options);
  });
}

function docxBlock(block: TBlock, orderedInstance: () => number): Paragraph {
  if (block.kind === 'rule') return new Paragraph({ border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '999999', space: 1 } } });
  if (block.kind === 'heading') return new Paragraph({ heading: HEADINGS[block.level], children: docxRuns(block.runs) });
  const indent = (block.quote ? 360 : 0) + (block.list ? (block.list.depth + 1) * 360 : 0);
  const children = docxRuns(block.runs);
  if (block.list && block.list.number > 0) {
    if (block.list.ordered) {
      // A new numbering instance per list, so each list counts from its own start.
      return new Paragraph({ children, numbering: { reference: ORDERED, level: Math.min(block.list.depth, 8), instance: orderedInstance() } });
    }
    return new Paragraph({ children, bullet: { level: Math.min(block.list.depth, 8) } });
  }
  return new Paragraph({ children, ...(indent && { indent: { left: indent } }), ...(block.quote && { style: 'Quote' }) });
}

/** The SOW as a DOCX: title, subtitle and details, the logo in the page header, real Word headings and lists. */
export async function sowDocx(doc: TSowDoc, heading: TDocumentHeading): Promise<Buffer> {
  const blocks = sowBlocks(doc);
  // Ordered lists: a run of ordered items at depth 0 that restarts at 1 is a new list.
  let instance = 0;
  const paragraphs: Paragraph[] = [];
  let previous: TBlock | null = null;
  for (const block of blocks) {
    const startsList = block.kind === 'paragraph' && block.list?.ordered && (previous?.kind !== 'paragraph' || !previous.list);
    if (startsList) instance += 1;
    paragraphs.push(docxBlock(block, () => instance));
    previous = block;
  }
  const logo = heading.logo;
  const height = logo ? Math.min(48, logo.height) : 0;
  const width = logo ? Math.round((logo.width / logo.height) * height) : 0;
  const document = new Document({
    creator: 'Procura',
    title: heading.title,
    description: heading.subtitle ?? 'Scope of work',
    numbering: {
      config: [
        {
          reference: ORDERED,
          levels: Array.from({ length: 9 }, (_, level) => ({
            level,
            format: LevelFormat.DECIMAL,
            text: `%${level + 1}.`,
            alignment: AlignmentType.START,
            style: { paragraph: { indent: { left: 360 * (level + 1), hanging: 260 } } },
          })),
        },
      ],
    },
    sections: [
      {
        ...(logo && {
          headers: {
            default: new Header({
              children: [
                new Paragraph({ alignment: AlignmentType.RIGHT, children: [new ImageRun({ type: 'png', data: logo.png, transformation: { width, height } })] }),
              ],
            }),
          },
        }),
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(heading.title)] }),
          ...(heading.subtitle ? [new Paragraph({ children: [new TextRun({ text: heading.subtitle, color: '555555' })] })] : []),
          ...(heading.details ?? []).map((d) => new Paragraph({ children: [new TextRun({ text: `${d.label}: `, bold: true }), new TextRun(d.value)] })),
          new Paragraph({ border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: '1C5FB8', space: 1 } } }),
          ...paragraphs,
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** One PDF per heading (a property each), in order: what the generation job renders in the capped child. */
export async function sowPdfs(doc: TSowDoc, headings: readonly TDocumentHeading[]): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for (const heading of headings) out.push(await sowPdf(doc, heading));
  return out;
}
