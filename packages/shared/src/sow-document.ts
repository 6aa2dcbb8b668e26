import { z } from 'zod';

/*
 * A SOW text as the editor (TipTap) keeps it: JSON with a whitelist of nodes and marks. The
 * browser sends only this JSON; HTML is rendered from it here, so no markup from a user is
 * ever stored or shown. The same walk gives the plain text used for search, diffs and the
 * assistant, and the sections (one per level-2 heading) the assistant rewrites one at a time.
 */

export const SOW_TEXT_MAX = 200_000;
const SOW_NODES_MAX = 20_000;
const SOW_DEPTH_MAX = 12;

export const SOW_BLOCK_TYPES = ['paragraph', 'heading', 'bulletList', 'orderedList', 'listItem', 'blockquote', 'horizontalRule', 'hardBreak', 'text'] as const;
export const SOW_MARK_TYPES = ['bold', 'italic', 'underline', 'strike', 'link'] as const;

export interface TSowMark {
  type: (typeof SOW_MARK_TYPES)[number];
  attrs?: { href?: string } | undefined;
}
export interface TSowNode {
  type: (typeof SOW_BLOCK_TYPES)[number];
  attrs?: { level?: number; start?: number } | undefined;
  content?: TSowNode[] | undefined;
  marks?: TSowMark[] | undefined;
  text?: string | undefined;
}
export interface TSowDoc {
  type: 'doc';
  content: TSowNode[];
}

const SAFE_HREF = /^(https?:\/\/|mailto:)[^\s<>"']+$/i;

const ZSowMarkSchema = z.object({
  type: z.enum(SOW_MARK_TYPES),
  attrs: z
    .object({ href: z.string().max(2000).regex(SAFE_HREF, 'Links must start with http://, https:// or mailto:.').optional() })
    .loose()
    .optional(),
});

const TOO_DEEP = 'The text is structured too deeply or has too many parts.';

/*
 * One node schema per level instead of one recursive schema: a recursive parse of a hostile
 * document nested thousands deep overflows the stack (a 500, not a 400). Below the deepest
 * allowed level anything is refused without being walked.
 */
function nodeSchemaAt(depth: number): z.ZodType<TSowNode> {
  const children = depth >= SOW_DEPTH_MAX ? z.array(z.unknown()).max(0, TOO_DEEP) : z.array(nodeSchemaAt(depth + 1)).max(5_000);
  return z.object({
    type: z.enum(SOW_BLOCK_TYPES),
    // A plain (stripping) object, not a transform: unknown attributes are dropped on parse, and
    // the schema still serves as a response schema (a transform cannot be encoded).
    attrs: z.object({ level: z.number().int().min(1).max(3).optional(), start: z.number().int().min(0).max(100_000).optional() }).optional(),
    content: children.optional(),
    marks: z.array(ZSowMarkSchema).max(10).optional(),
    text: z.string().max(SOW_TEXT_MAX).optional(),
  }) as z.ZodType<TSowNode>;
}

/** A node of the document's top level (depth 1); its descendants down to SOW_DEPTH_MAX. */
const ZSowNodeSchema = nodeSchemaAt(1);

function measure(nodes: readonly TSowNode[], depth: number, acc: { nodes: number; chars: number; depth: number }) {
  for (const n of nodes) {
    acc.nodes += 1;
    acc.chars += n.text?.length ?? 0;
    acc.depth = Math.max(acc.depth, depth);
    if (n.content) measure(n.content, depth + 1, acc);
  }
  return acc;
}

/** The editor's document, checked: known nodes and marks only, bounded size and depth. */
export const ZSowDocSchema = z.object({ type: z.literal('doc'), content: z.array(ZSowNodeSchema).max(5_000) }).superRefine((doc, ctx) => {
  const m = measure(doc.content, 1, { nodes: 0, chars: 0, depth: 0 });
  if (m.nodes > SOW_NODES_MAX || m.depth > SOW_DEPTH_MAX) ctx.addIssue({ code: 'custom', message: TOO_DEEP });
  if (m.chars > SOW_TEXT_MAX) ctx.addIssue({ code: 'custom', message: `The text is at most ${SOW_TEXT_MAX.toLocaleString('en-US')} characters.` });
}) as z.ZodType<TSowDoc>;

export const EMPTY_SOW_DOC: TSowDoc = { type: 'doc', content: [{ type: 'paragraph' }] };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const MARK_TAGS: Record<Exclude<TSowMark['type'], 'link'>, string> = { bold: 'strong', italic: 'em', underline: 'u', strike: 's' };

function renderText(node: TSowNode): string {
  let html = escapeHtml(node.text ?? '');
  for (const mark of node.marks ?? []) {
    if (mark.type === 'link') {
      const href = mark.attrs?.href;
      if (href && SAFE_HREF.test(href)) html = `<a href="${escapeHtml(href)}" rel="noopener noreferrer nofollow" target="_blank">${html}</a>`;
    } else {
      const tag = MARK_TAGS[mark.type];
      html = `<${tag}>${html}</${tag}>`;
    }
  }
  return html;
}

function renderNodes(nodes: readonly TSowNode[] | undefined): string {
  return (nodes ?? []).map(renderNode).join('');
}

function renderNode(node: TSowNode): string {
  switch (node.type) {
    case 'text':
      return renderText(node);
    case 'paragraph':
      return `<p>${renderNodes(node.content)}</p>`;
    case 'heading': {
      const level = Math.min(3, Math.max(1, node.attrs?.level ?? 2));
      return `<h${level}>${renderNodes(node.content)}</h${level}>`;
    }
    case 'bulletList':
      return `<ul>${renderNodes(node.content)}</ul>`;
    case 'orderedList': {
      const start = node.attrs?.start;
      return `<ol${start !== undefined && start !== 1 ? ` start="${start}"` : ''}>${renderNodes(node.content)}</ol>`;
    }
    case 'listItem':
      return `<li>${renderNodes(node.content)}</li>`;
    case 'blockquote':
      return `<blockquote>${renderNodes(node.content)}</blockquote>`;
    case 'horizontalRule':
      return '<hr>';
    case 'hardBreak':
      return '<br>';
  }
}

/** HTML for display, rendered from the checked JSON only (every text escaped, links limited to http(s)/mailto). */
export const renderSowHtml = (doc: TSowDoc): string => renderNodes(doc.content);

function inlineText(nodes: readonly TSowNode[] | undefined): string {
  return (nodes ?? []).map((n) => (n.type === 'text' ? (n.text ?? '') : n.type === 'hardBreak' ? '\n' : inlineText(n.content))).join('');
}

function blockLines(node: TSowNode, prefix: string): string[] {
  switch (node.type) {
    case 'heading':
    case 'paragraph':
      return [prefix + inlineText(node.content)];
    case 'bulletList':
      return (node.content ?? []).flatMap((item) => blockLines(item, `${prefix}- `));
    case 'orderedList':
      return (node.content ?? []).flatMap((item, i) => blockLines(item, `${prefix}${(node.attrs?.start ?? 1) + i}. `));
    case 'listItem': {
      const [first, ...rest] = node.content ?? [];
      const indent = ' '.repeat(prefix.length);
      return [...(first ? blockLines(first, prefix) : [prefix.trimEnd()]), ...rest.flatMap((child) => blockLines(child, indent))];
    }
    case 'blockquote':
      return (node.content ?? []).flatMap((child) => blockLines(child, `${prefix}> `));
    case 'horizontalRule':
      return ['---'];
    default:
      return [prefix + inlineText([node])];
  }
}

/** Plain text, one block per line, lists as "- " and "1. ": what search, diffs and the model read. */
export const sowDocText = (doc: TSowDoc): string => doc.content.flatMap((n) => blockLines(n, '')).join('\n');

export interface TSowSection {
  heading: string;
  /** The section's body as plain text lines (see sowDocText). */
  text: string;
}

/** The document cut at its level-1/2 headings (text before the first heading is a section with heading ''). */
export function sowSections(doc: TSowDoc): TSowSection[] {
  const sections: TSowSection[] = [];
  let current: { heading: string; nodes: TSowNode[] } | null = null;
  for (const node of doc.content) {
    if (node.type === 'heading' && (node.attrs?.level ?? 2) <= 2) {
      if (current) sections.push({ heading: current.heading, text: current.nodes.flatMap((n) => blockLines(n, '')).join('\n') });
      current = { heading: inlineText(node.content), nodes: [] };
    } else {
      current ??= { heading: '', nodes: [] };
      current.nodes.push(node);
    }
  }
  if (current) sections.push({ heading: current.heading, text: current.nodes.flatMap((n) => blockLines(n, '')).join('\n') });
  return sections;
}

const textNode = (text: string): TSowNode[] => (text ? [{ type: 'text', text }] : []);

/**
 * Plain text lines back to editor nodes: "- x" runs become a bullet list, "1. x" runs an
 * ordered list, anything else a paragraph. What the assistant and file extraction produce.
 */
export function sowNodesFromText(text: string): TSowNode[] {
  const nodes: TSowNode[] = [];
  let list: TSowNode | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trimEnd();
    const bullet = /^\s*[-*•]\s+(.*)$/.exec(line);
    const ordered = /^\s*(\d+)[.)]\s+(.*)$/.exec(line);
    if (bullet || ordered) {
      const type = bullet ? 'bulletList' : 'orderedList';
      const itemText = (bullet ? bullet[1] : ordered?.[2]) ?? '';
      if (!list || list.type !== type) {
        list = { type, content: [], ...(ordered && ordered[1] !== '1' && { attrs: { start: Number(ordered[1]) } }) };
        nodes.push(list);
      }
      list.content?.push({ type: 'listItem', content: [{ type: 'paragraph', content: textNode(itemText) }] });
      continue;
    }
    list = null;
    if (line.trim() === '') continue;
    nodes.push({ type: 'paragraph', content: textNode(line.trim()) });
  }
  return nodes;
}

/** A document from sections (a level-2 heading, then its text as sowNodesFromText reads it). */
export function sowDocFromSections(sections: readonly TSowSection[]): TSowDoc {
  const content = sections.flatMap((s) => [
    ...(s.heading ? [{ type: 'heading' as const, attrs: { level: 2 }, content: textNode(s.heading) }] : []),
    ...sowNodesFromText(s.text),
  ]);
  return { type: 'doc', content: content.length ? content : EMPTY_SOW_DOC.content };
}

/** The document with one section's body replaced (its heading and every other node kept as they were); unchanged if no section has that heading. */
export function replaceSowSection(doc: TSowDoc, heading: string, text: string): TSowDoc {
  const isSectionHeading = (n: TSowNode) => n.type === 'heading' && (n.attrs?.level ?? 2) <= 2;
  const start =
    heading === ''
      ? isSectionHeading(doc.content[0] ?? { type: 'text' })
        ? -1
        : 0
      : doc.content.findIndex((n) => isSectionHeading(n) && inlineText(n.content) === heading);
  if (start < 0) return doc;
  const bodyStart = heading === '' ? 0 : start + 1;
  let end = doc.content.findIndex((n, i) => i >= bodyStart && isSectionHeading(n));
  if (end < 0) end = doc.content.length;
  return { type: 'doc', content: [...doc.content.slice(0, bodyStart), ...sowNodesFromText(text), ...doc.content.slice(end)] };
}
