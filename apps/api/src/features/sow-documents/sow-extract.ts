import { SOW_SECTION_HEADINGS, SOW_TEXT_MAX, sowNodesFromText, ZSowDocSchema, type TSowDoc, type TSowNode } from '@procura/shared';
import type { TDocumentText, TReadOptions, TTextRun } from '../../platform/documents/document-text.js';

/*
 * An uploaded SOW (PDF or DOCX) as editor JSON: the document service reads the file in the
 * capped child (platform/documents/document-text.ts), and this turns its blocks into the
 * editor's nodes. The text read is bounded (SOW_READ), so this runs in the API process.
 */

export interface TExtracted {
  content: TSowDoc;
  warnings: string[];
  pageCount: number | null;
}

/** Top-level nodes the editor document may hold (ZSowDocSchema), less room for what is added after. */
const NODES_MAX = 4_000;
/** What is read of an upload: the characters the editor holds, less room for what the person adds after. */
export const SOW_READ: TReadOptions = { maxChars: SOW_TEXT_MAX - 1_000, field: 'fileKey' };

const tooLong = (fileName: string) => `"${fileName}" is longer than the editor holds; only its beginning was read.`;

/** The text read from `fileName` (with SOW_READ) as the editor's document, with what the person should know. */
export function sowDocFromText(fileName: string, read: TDocumentText): TExtracted {
  return read.format === 'docx' ? fromDocx(fileName, read) : fromPdf(fileName, read);
}

const inline = (runs: readonly TTextRun[] = []): TSowNode[] =>
  runs.map((r) => ({ type: 'text', text: r.text, ...(r.marks.length && { marks: r.marks.map((type) => ({ type })) }) }));

/** Heading styles → headings, numbered and bulleted paragraphs → lists, runs keep their emphasis. */
function fromDocx(fileName: string, read: TDocumentText): TExtracted {
  const nodes: TSowNode[] = [];
  const warnings: string[] = [];
  let truncated = read.truncated;
  let listId: number | null = null;
  let listNode: TSowNode | null = null;
  for (const block of read.blocks) {
    if (nodes.length >= NODES_MAX) {
      truncated = true;
      break;
    }
    const text = read.text.slice(block.start, block.end);
    if (block.kind === 'heading') {
      listId = null;
      // A heading's own bold/italic is its style's, not the author's emphasis.
      nodes.push({ type: 'heading', attrs: { level: block.headingLevel ?? 1 }, content: [{ type: 'text', text: text.trim() }] });
    } else if (block.list) {
      if (!listNode || listId !== block.list.id) {
        listId = block.list.id;
        listNode = { type: block.list.ordered ? 'orderedList' : 'bulletList', content: [] };
        nodes.push(listNode);
      }
      listNode.content?.push({ type: 'listItem', content: [{ type: 'paragraph', content: inline(block.runs) }] });
    } else {
      listId = null;
      // Typed lists ("- x", "1. x") become lists as the text reader makes them.
      const asText = sowNodesFromText(text);
      nodes.push(...(asText.length === 1 && asText[0].type === 'paragraph' ? [{ type: 'paragraph' as const, content: inline(block.runs) }] : asText));
    }
  }
  if (truncated) warnings.push(tooLong(fileName));
  if (nodes.length === 0) warnings.push(`"${fileName}" has no text to read.`);
  return { content: checked(nodes), warnings, pageCount: null };
}

const KNOWN_HEADINGS = new Set(SOW_SECTION_HEADINGS.map((h) => h.toLowerCase()));

/** A PDF has no headings, only lines: those that are one of the library's section names are. */
function fromPdf(fileName: string, read: TDocumentText): TExtracted {
  const warnings: string[] = [];
  if (read.text.trim() === '') {
    warnings.push(`"${fileName}" has no text layer (a scan): nothing could be read. Type the scope in, or upload the original document.`);
    return { content: checked([]), warnings, pageCount: read.pageCount };
  }
  if (read.truncated) warnings.push(tooLong(fileName));
  const nodes: TSowNode[] = [];
  let chunk: string[] = [];
  const flush = () => {
    nodes.push(...sowNodesFromText(chunk.join('\n')));
    chunk = [];
  };
  for (const line of read.text.split(/\r?\n/)) {
    if (KNOWN_HEADINGS.has(line.trim().toLowerCase())) {
      flush();
      nodes.push({ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: line.trim() }] });
    } else chunk.push(line);
  }
  flush();
  if (nodes.length > NODES_MAX) {
    nodes.length = NODES_MAX;
    warnings.push(tooLong(fileName));
  }
  return { content: checked(nodes), warnings, pageCount: read.pageCount };
}

/** The document as the editor takes it: a file the schema would refuse is cut to what it accepts. */
function checked(nodes: TSowNode[]): TSowDoc {
  const doc: TSowDoc = { type: 'doc', content: nodes.length ? nodes : [{ type: 'paragraph' }] };
  const parsed = ZSowDocSchema.safeParse(doc);
  if (parsed.success) return parsed.data;
  // Past the node or depth limits: keep the plain paragraphs, which are always within them.
  return { type: 'doc', content: nodes.filter((n) => n.type === 'paragraph' || n.type === 'heading').slice(0, 2_000) };
}
