import { createRequire } from 'node:module';
import type * as Mupdf from 'mupdf';
import type { Worker } from 'tesseract.js';

/*
 * Reading a scanned page: mupdf (WebAssembly) draws the page to a grey image and tesseract.js
 * reads the words off it with the English data installed by `npm install`
 * (@tesseract.js-data/eng): no download, no network. The image is capped in pixels, so a page
 * declared a mile wide is drawn small rather than filling the memory.
 */

/** Pixels of the drawn page at most: a letter page at 300 dpi is 8.4 million. */
export const OCR_PIXEL_CAP = 9_000_000;
/** The resolution pages are drawn at when the cap allows (OCR reads 300 dpi best). */
const DPI = 200;

const require = createRequire(import.meta.url);
const ENGLISH = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };

let worker: Promise<Worker> | null = null;

/** One OCR worker per process (loading the English data takes ~0.5 s), started on first use. */
function ocrWorker(): Promise<Worker> {
  worker ??= import('tesseract.js').then(({ createWorker }) =>
    createWorker('eng', 1, { langPath: ENGLISH.langPath, gzip: ENGLISH.gzip, cacheMethod: 'none', logger: () => undefined, errorHandler: () => undefined }),
  );
  return worker;
}

/** Stops the OCR worker (tests, and the end of a child that read scans). */
export async function stopOcr(): Promise<void> {
  const w = worker;
  worker = null;
  if (w) await (await w).terminate();
}

/** The page drawn as a grey PNG, scaled to stay under the pixel cap. */
export function renderPage(mupdf: typeof Mupdf, page: Mupdf.Page): Uint8Array {
  const [x0, y0, x1, y1] = page.getBounds();
  const width = Math.max(1, x1 - x0);
  const height = Math.max(1, y1 - y0);
  const scale = Math.min(DPI / 72, Math.sqrt(OCR_PIXEL_CAP / (width * height)));
  const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceGray, false, true);
  try {
    return pixmap.asPNG();
  } finally {
    pixmap.destroy();
  }
}

/** The text tesseract reads off a page image. */
export async function ocrImage(png: Uint8Array): Promise<string> {
  const w = await ocrWorker();
  const { data } = await w.recognize(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
  return data.text;
}
