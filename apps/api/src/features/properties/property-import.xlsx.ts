import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import type { TZipEntry } from '../../platform/zip-guard.js';

/*
 * A small XLSX row reader for the property import: the first worksheet's cells as text, read
 * from the inflating stream row by row, so the caller can stop at its row limit. It runs only
 * after the zip guard has checked the archive (sizes, ratios, local headers), and reads the
 * few parts a grid of values needs (workbook, its relationships, shared strings, one sheet).
 * exceljs's streaming reader did the same at a few times the cost: for 10,000 rows it was the
 * largest part of an import.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML text to string: the five entities, numeric references, and OOXML's _xHHHH_ escapes. */
export function decodeXmlText(text: string): string {
  const unescaped = text.includes('&')
    ? text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, ref: string) =>
        ref[0] === '#' ? String.fromCodePoint(ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)) : ENTITIES[ref],
      )
    : text;
  return unescaped.includes('_x') ? unescaped.replace(/_x([0-9a-f]{4})_/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : unescaped;
}

/** The text of every <t> in a shared string or inline string (phonetic runs left out). */
function runsText(xml: string): string {
  const body = xml.includes('<rPh') ? xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '') : xml;
  let out = '';
  for (const m of body.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)) out += m[1];
  return decodeXmlText(out);
}

/** Compiled once per attribute name: a cell asks for two of them, and a sheet has many cells. */
const ATTRIBUTES = new Map<string, RegExp>();
function attr(attrs: string, name: string): string | undefined {
  let pattern = ATTRIBUTES.get(name);
  if (!pattern) ATTRIBUTES.set(name, (pattern = new RegExp(`\\b${name}="([^"]*)"`)));
  return pattern.exec(attrs)?.[1];
}

/** "AB12" → 27 (0-based column of the cell reference). */
function columnOf(ref: string): number {
  let n = 0;
  for (const ch of ref) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    n = n * 26 + (code - 64);
  }
  return n - 1;
}

function dataOf(content: Buffer, entry: TZipEntry): Buffer {
  const at = entry.localHeaderOffset;
  const start = at + 30 + content.readUInt16LE(at + 26) + content.readUInt16LE(at + 28);
  return content.subarray(start, start + entry.compressedSize);
}

function inflateWhole(content: Buffer, entry: TZipEntry): string {
  const data = dataOf(content, entry);
  return (entry.method === 0 ? data : zlib.inflateRawSync(data)).toString('utf8');
}

/** Which part holds the workbook's first sheet (usually xl/worksheets/sheet1.xml). */
function firstSheetPath(content: Buffer, byName: Map<string, TZipEntry>): string | undefined {
  const workbook = byName.get('xl/workbook.xml');
  const rels = byName.get('xl/_rels/workbook.xml.rels');
  if (workbook && rels) {
    const sheet = /<sheet\b([^>]*)\/?>/.exec(inflateWhole(content, workbook));
    const id = sheet ? attr(sheet[1], 'r:id') : undefined;
    if (id) {
      for (const m of inflateWhole(content, rels).matchAll(/<Relationship\b([^>]*)\/?>/g)) {
        if (attr(m[1], 'Id') !== id) continue;
        const target = attr(m[1], 'Target') ?? '';
        return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
      }
    }
  }
  return [...byName.keys()].filter((name) => /^xl\/worksheets\/[^/]+\.xml$/.test(name)).sort()[0];
}

function cellsOf(rowXml: string, shared: readonly string[]): string[] {
  const cells: string[] = [];
  let next = 0;
  for (const m of rowXml.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
    const attrs = m[1];
    const ref = attr(attrs, 'r');
    const column = ref ? columnOf(ref) : next;
    next = column + 1;
    const inner = m[2] ?? '';
    const type = attr(attrs, 't');
    let value = '';
    if (type === 'inlineStr') value = runsText(inner);
    else {
      const v = /<v(?:\s[^>]*)?>([\s\S]*?)<\/v>/.exec(inner)?.[1];
      if (v !== undefined) {
        if (type === 's') value = shared[Number(v)] ?? '';
        else if (type === 'b') value = v === '1' ? 'TRUE' : 'FALSE';
        else if (type === 'e') value = '';
        else value = decodeXmlText(v);
      }
    }
    while (cells.length < column) cells.push('');
    cells[column] = value;
  }
  return cells;
}

/**
 * The first worksheet's non-blank rows with their sheet row numbers. `entries` are the zip
 * guard's (the archive was checked against them); a formula cell reads as its cached result.
 */
export async function* readXlsxGrid(content: Buffer, entries: readonly TZipEntry[]): AsyncGenerator<{ line: number; cells: string[] }> {
  const byName = new Map(entries.map((e) => [e.name, e]));
  const sheetPath = firstSheetPath(content, byName);
  const sheet = sheetPath ? byName.get(sheetPath) : undefined;
  if (!sheet) return;
  const sharedEntry = byName.get('xl/sharedStrings.xml');
  const shared = sharedEntry ? [...inflateWhole(content, sharedEntry).matchAll(/<si>([\s\S]*?)<\/si>|<si\/>/g)].map((m) => (m[1] ? runsText(m[1]) : '')) : [];

  const data = dataOf(content, sheet);
  const source = sheet.method === 0 ? null : zlib.createInflateRaw();
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let lastLine = 0;
  const rowsIn = function* (text: string): Generator<{ line: number; cells: string[] }> {
    for (const m of text.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
      const r = attr(m[1], 'r');
      const line = r ? Number(r) : lastLine + 1;
      lastLine = line;
      if (!m[2]) continue;
      const cells = cellsOf(m[2], shared);
      if (cells.some((c) => c.trim() !== '')) yield { line, cells };
    }
  };
  try {
    if (!source) {
      yield* rowsIn(data.toString('utf8'));
      return;
    }
    source.end(data);
    for await (const chunk of source) {
      pending += decoder.write(chunk as Buffer);
      const end = pending.lastIndexOf('</row>');
      if (end === -1) continue;
      const complete = pending.slice(0, end + '</row>'.length);
      pending = pending.slice(end + '</row>'.length);
      yield* rowsIn(complete);
    }
    pending += decoder.end();
    yield* rowsIn(pending);
  } finally {
    source?.destroy();
  }
}
