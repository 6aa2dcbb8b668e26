/*
 * Reading WordprocessingML (a DOCX's XML parts) by scanning with indexOf, never with
 * backtracking patterns over the whole part: a hostile document.xml of 32 MiB full of unclosed
 * tags must cost one pass, not n².
 */

export interface TElement {
  /** The attributes text of the opening tag. */
  attrs: string;
  /** What lies between the opening and closing tag ('' for a self-closing one). */
  inner: string;
  /** Where the element ends in the text scanned. */
  end: number;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Text of an XML text node: the five named entities and numeric references decoded. */
export const decodeXml = (s: string): string =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] !== '#') return ENTITIES[code] ?? whole;
    const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
    return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
  });

/** Is `name` the whole tag name at `at` (`<w:p` is not `<w:pPr`)? */
export const tagEndsAt = (xml: string, at: number): boolean => {
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

export const first = (xml: string, tag: string, from = 0): TElement | null => elements(xml, tag, from).next().value ?? null;

export const attr = (attrs: string, name: string): string | null => {
  const key = `${name}="`;
  const at = attrs.indexOf(key);
  if (at < 0) return null;
  const end = attrs.indexOf('"', at + key.length);
  return end < 0 ? null : attrs.slice(at + key.length, end);
};

/** w:val of the first `<w:tag …/>` in `xml`, or null. */
export const valOf = (xml: string, tag: string): string | null => {
  const el = first(xml, `w:${tag}`);
  return el ? attr(el.attrs, 'w:val') : null;
};

/** Whether a toggle property (w:b, w:i) is on: present and not val="0"/"false". */
export const toggled = (rPr: string, tag: string): boolean => {
  const el = first(rPr, `w:${tag}`);
  if (!el) return false;
  const val = attr(el.attrs, 'w:val');
  return val === null || !['0', 'false', 'off'].includes(val);
};
