import zlib from 'node:zlib';
import * as mupdf from 'mupdf';
import { textPdf } from './corpus-pdf.js';

/*
 * PDFs an attacker or a broken scanner sends, for the reading tests: each is small to make and
 * store, and each is refused with a reason or read within the caps (contract-read.ts).
 */

const LINE = 'This Agreement is made as of March 1, 2025 by and between Acme LLC ("Owner") and Beta Snow LLC ("Contractor").';

export const encryptedPdf = (): Uint8Array => {
  const doc = mupdf.Document.openDocument(textPdf([{ text: LINE }]), 'application/pdf').asPDF()!;
  return doc.saveToBuffer('encrypt=aes-256,user-password=secret,owner-password=owner').asUint8Array().slice();
};

/** The cross-reference table points nowhere and its keyword is gone: viewers rebuild it by scanning. */
export function brokenXrefPdf(): Uint8Array {
  const doc = mupdf.Document.openDocument(textPdf([{ text: LINE }]), 'application/pdf').asPDF()!;
  // Byte for byte: TextDecoder's 'latin1' is windows-1252 by the standard (Node 24 follows it),
  // which would turn a compressed stream's 0x80-0x9F bytes into other characters.
  const text = Buffer.from(doc.saveToBuffer('').asUint8Array()).toString('latin1');
  const broken = text.replace(/\nxref\n/, '\nxrfe\n').replace(/startxref\s+\d+/, 'startxref\n999999');
  return new Uint8Array(Buffer.from(broken, 'latin1'));
}

/** `count` pages (10,000 by default), every one with the same short text layer. */
export function manyPagesPdf(count = 10_000): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font('Helvetica'), 'Latin');
  const resources = doc.addObject({ Font: { F1: font } });
  const first = doc.addPage([0, 0, 612, 792], 0, resources, 'BT /F1 11 Tf 72 700 Td (A page of a very long document.) Tj ET');
  doc.insertPage(-1, first);
  // Every page shares the first one's content stream, and all hang off one page-tree node
  // (inserting them one by one walks the tree each time).
  const tree = doc.getTrailer().get('Root', 'Pages');
  const kids = tree.get('Kids');
  for (let i = 1; i < count; i += 1) {
    kids.push(doc.addObject({ Type: doc.newName('Page'), Parent: tree, MediaBox: [0, 0, 612, 792], Resources: resources, Contents: first.get('Contents') }));
  }
  tree.put('Count', count);
  return doc.saveToBuffer('compress').asUint8Array().slice();
}

/** A readable contract that also asks to run JavaScript when opened. */
export function javaScriptPdf(): Uint8Array {
  const doc = mupdf.Document.openDocument(textPdf([{ text: LINE }]), 'application/pdf').asPDF()!;
  const action = doc.newDictionary();
  action.put('S', doc.newName('JavaScript'));
  action.put('JS', doc.newString('app.launchURL("http://127.0.0.1:9/pwned", true);'));
  doc.getTrailer().get('Root').put('OpenAction', doc.addObject(action));
  return doc.saveToBuffer('').asUint8Array().slice();
}

/** A page with no text and one image declaring 40,000 × 40,000 pixels (1.6 billion): decoding it would take gigabytes. */
export function hugeImagePdf(): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const image = doc.addRawStream(zlib.deflateSync(Buffer.alloc(4096)), {
    Type: doc.newName('XObject'),
    Subtype: doc.newName('Image'),
    Width: 40_000,
    Height: 40_000,
    ColorSpace: doc.newName('DeviceGray'),
    BitsPerComponent: 8,
    Filter: doc.newName('FlateDecode'),
  });
  const resources = doc.addObject({ XObject: { Im0: image } });
  doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, resources, 'q 612 0 0 792 0 0 cm /Im0 Do Q'));
  return doc.saveToBuffer('').asUint8Array().slice();
}
