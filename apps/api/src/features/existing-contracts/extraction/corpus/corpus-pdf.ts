import * as mupdf from 'mupdf';

/*
 * PDFs for the extraction corpus, tests and samples, built with mupdf: text laid out in lines
 * (one or two columns) with a real text layer, and "scanned" copies — each page drawn to a grey
 * image and stored as that image alone, as a scanner makes them.
 */

export interface TBlock {
  text: string;
  /** Bold heading, or a property schedule laid out in two columns. */
  kind?: 'heading' | 'paragraph' | 'twoColumns';
}

const PAGE = { width: 612, height: 792, margin: 72 };
const SIZE = 11;
const LEADING = 14;

const WIN_ANSI: Record<string, string> = { '“': '\\223', '”': '\\224', '‘': '\\221', '’': '\\222', '–': '\\226', '—': '\\227', '§': '\\247' };
const pdfString = (s: string) =>
  `(${[...s].map((c) => (c === '\\' || c === '(' || c === ')' ? `\\${c}` : (WIN_ANSI[c] ?? (c.charCodeAt(0) < 128 ? c : '?')))).join('')})`;

const regular = new mupdf.Font('Helvetica');
const bold = new mupdf.Font('Helvetica-Bold');
/** Schedules in two columns are set smaller, so an address fits its column's line. */
const SMALL = 8.5;
const widthOf = (font: mupdf.Font, s: string, size = SIZE) =>
  [...s].reduce((w, c) => w + font.advanceGlyph(font.encodeCharacter(c.charCodeAt(0)), 0), 0) * size;

function wrap(font: mupdf.Font, text: string, width: number, size = SIZE): string[] {
  const lines: string[] = [];
  for (const para of text.split('\n')) {
    let line = '';
    for (const word of para.split(/ +/)) {
      const next = line ? `${line} ${word}` : word;
      if (line && widthOf(font, next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

/** A text PDF of the blocks, paginated. */
export function textPdf(blocks: readonly TBlock[]): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const fonts = { F1: doc.addSimpleFont(regular, 'Latin'), F2: doc.addSimpleFont(bold, 'Latin') };
  const resources = doc.addObject({ Font: fonts });
  const pages: string[][] = [[]];
  let y = PAGE.height - PAGE.margin;
  const usable = PAGE.width - 2 * PAGE.margin;
  const line = (font: 'F1' | 'F2', x: number, text: string, size = SIZE) =>
    pages[pages.length - 1].push(`BT /${font} ${size} Tf ${x.toFixed(1)} ${y.toFixed(1)} Td ${pdfString(text)} Tj ET`);
  const advance = () => {
    y -= LEADING;
    if (y < PAGE.margin) {
      pages.push([]);
      y = PAGE.height - PAGE.margin;
    }
  };
  for (const block of blocks) {
    if (block.kind === 'twoColumns') {
      const items = block.text.split('\n');
      const half = Math.ceil(items.length / 2);
      const column = usable / 2 - 10;
      for (let i = 0; i < half; i += 1) {
        const left = wrap(regular, items[i], column, SMALL);
        const right = items[half + i] ? wrap(regular, items[half + i], column, SMALL) : [];
        for (let j = 0; j < Math.max(left.length, right.length); j += 1) {
          if (left[j]) line('F1', PAGE.margin, left[j], SMALL);
          if (right[j]) line('F1', PAGE.margin + usable / 2 + 10, right[j], SMALL);
          advance();
        }
      }
    } else {
      const font = block.kind === 'heading' ? 'F2' : 'F1';
      for (const l of wrap(block.kind === 'heading' ? bold : regular, block.text, usable)) {
        line(font, PAGE.margin, l);
        advance();
      }
    }
    advance();
  }
  for (const content of pages) doc.insertPage(-1, doc.addPage([0, 0, PAGE.width, PAGE.height], 0, resources, content.join('\n')));
  return doc.saveToBuffer('compress').asUint8Array().slice();
}

/** The same document as a scan: every page an image of itself at `dpi`, with no text layer. */
export function scannedPdf(pdf: Uint8Array, dpi = 150): Uint8Array {
  const source = mupdf.Document.openDocument(pdf, 'application/pdf');
  const out = new mupdf.PDFDocument();
  for (let i = 0; i < source.countPages(); i += 1) {
    const page = source.loadPage(i);
    const [, , w, h] = page.getBounds();
    const pixmap = page.toPixmap(mupdf.Matrix.scale(dpi / 72, dpi / 72), mupdf.ColorSpace.DeviceGray, false);
    const image = out.addImage(new mupdf.Image(pixmap));
    const resources = out.addObject({ XObject: { Im0: image } });
    out.insertPage(-1, out.addPage([0, 0, w, h], 0, resources, `q ${w} 0 0 ${h} 0 0 cm /Im0 Do Q`));
  }
  return out.saveToBuffer('compress').asUint8Array().slice();
}
