import { Box, Text, Title, Typography } from '@mantine/core';
import type { TSowDoc, TSowNode } from '@procura/shared';
import { Fragment, type ReactNode } from 'react';

/** Safe links only (the contract's rule); anything else is shown as text. */
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

function renderText(node: TSowNode): ReactNode {
  let out: ReactNode = node.text ?? '';
  for (const mark of node.marks ?? []) {
    if (mark.type === 'bold') out = <strong>{out}</strong>;
    else if (mark.type === 'italic') out = <em>{out}</em>;
    else if (mark.type === 'underline') out = <u>{out}</u>;
    else if (mark.type === 'strike') out = <s>{out}</s>;
    else if (mark.type === 'link' && mark.attrs?.href && SAFE_HREF.test(mark.attrs.href))
      out = (
        <a href={mark.attrs.href} target="_blank" rel="noopener noreferrer nofollow">
          {out}
        </a>
      );
  }
  return out;
}

function renderNodes(nodes: readonly TSowNode[] | undefined, headingOffset: number): ReactNode {
  return (nodes ?? []).map((node, index) => <Fragment key={index}>{renderNode(node, headingOffset)}</Fragment>);
}

function renderNode(node: TSowNode, headingOffset: number): ReactNode {
  switch (node.type) {
    case 'text':
      return renderText(node);
    case 'paragraph':
      return <p>{renderNodes(node.content, headingOffset)}</p>;
    case 'heading': {
      const order = Math.min(6, (node.attrs?.level ?? 2) + headingOffset) as 2 | 3 | 4 | 5 | 6;
      return (
        <Title order={order} fz={order <= 3 ? 'lg' : 'md'}>
          {renderNodes(node.content, headingOffset)}
        </Title>
      );
    }
    case 'bulletList':
      return <ul>{renderNodes(node.content, headingOffset)}</ul>;
    case 'orderedList':
      return <ol start={node.attrs?.start}>{renderNodes(node.content, headingOffset)}</ol>;
    case 'listItem':
      return <li>{renderNodes(node.content, headingOffset)}</li>;
    case 'blockquote':
      return <blockquote>{renderNodes(node.content, headingOffset)}</blockquote>;
    case 'horizontalRule':
      return <hr />;
    case 'hardBreak':
      return <br />;
  }
}

export interface TSowDocPreviewProps {
  doc: TSowDoc;
  /** Added to the document's heading levels so they sit under the page's own headings. */
  headingOffset?: number;
  label?: string;
}

/** A SOW read-only, built from the checked JSON as React elements (no HTML string is ever injected). */
export function SowDocPreview({ doc, headingOffset = 1, label = 'Draft scope of work' }: TSowDocPreviewProps) {
  const isEmpty = doc.content.every((n) => !n.content?.length && !n.text);
  return (
    <Box component="article" aria-label={label} data-testid="sow-doc-preview" p="md" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)', overflowWrap: 'anywhere' }}>
      {isEmpty ? (
        <Text c="dimmed" size="sm">
          The draft is empty.
        </Text>
      ) : (
        <Typography>{renderNodes(doc.content, headingOffset)}</Typography>
      )}
    </Box>
  );
}
