import { describe, expect, it } from 'vitest';
import { SOW_SECTION_HEADINGS } from './scope-of-work.js';
import {
  EMPTY_SOW_DOC,
  renderSowHtml,
  replaceSowSection,
  SOW_TEXT_MAX,
  sowDocFromSections,
  sowDocText,
  sowNodesFromText,
  sowSections,
  ZSowDocSchema,
  type TSowDoc,
  type TSowNode,
} from './sow-document.js';

const text = (value: string, marks?: TSowNode['marks']): TSowNode => ({ type: 'text', text: value, ...(marks && { marks }) });
const paragraph = (...content: TSowNode[]): TSowNode => ({ type: 'paragraph', content });
const heading = (value: string, level = 2): TSowNode => ({ type: 'heading', attrs: { level }, content: [text(value)] });
const item = (...content: TSowNode[]): TSowNode => ({ type: 'listItem', content });
const bullets = (...values: string[]): TSowNode => ({ type: 'bulletList', content: values.map((v) => item(paragraph(text(v)))) });
const doc = (...content: TSowNode[]): TSowDoc => ({ type: 'doc', content });

/** A document nested `depth` levels (the top-level node is depth 1). */
function nested(depth: number): unknown {
  let node: unknown = { type: 'text', text: 'deep' };
  for (let i = 1; i < depth; i++) node = { type: 'blockquote', content: [node] };
  return { type: 'doc', content: [node] };
}

describe('renderSowHtml', () => {
  it('escapes every text, so markup typed into the editor is shown, never run', () => {
    const html = renderSowHtml(doc(paragraph(text('<script>alert("x")</script> & \'quotes\''))));
    expect(html).toBe('<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;</p>');
  });

  it('renders headings, lists, marks and safe links', () => {
    const html = renderSowHtml(
      doc(
        heading('Scope and tasks'),
        { type: 'orderedList', attrs: { start: 3 }, content: [item(paragraph(text('Plow', [{ type: 'bold' }, { type: 'italic' }])))] },
        paragraph(
          text('Portal', [{ type: 'link', attrs: { href: 'https://example.com/a?b=1&c=2' } }]),
          { type: 'hardBreak' },
          text('mail', [{ type: 'link', attrs: { href: 'mailto:ops@example.com' } }]),
        ),
        { type: 'horizontalRule' },
      ),
    );
    expect(html).toBe(
      '<h2>Scope and tasks</h2><ol start="3"><li><p><em><strong>Plow</strong></em></p></li></ol>' +
        '<p><a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer nofollow" target="_blank">Portal</a><br>' +
        '<a href="mailto:ops@example.com" rel="noopener noreferrer nofollow" target="_blank">mail</a></p><hr>',
    );
  });

  it('drops unsafe links but keeps their text (a document that skipped the schema, e.g. an old row)', () => {
    for (const href of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:x',
      'https://example.com/" onmouseover="x',
      '//evil.example.com',
    ]) {
      const html = renderSowHtml(doc(paragraph(text('click', [{ type: 'link', attrs: { href } }]))));
      expect(html, href).toBe('<p>click</p>');
    }
  });

  it('clamps heading levels and leaves out a start of 1', () => {
    expect(renderSowHtml(doc({ type: 'heading', attrs: { level: 6 }, content: [text('H')] }))).toBe('<h3>H</h3>');
    expect(renderSowHtml(doc({ type: 'orderedList', attrs: { start: 1 }, content: [item(paragraph(text('a')))] }))).toBe('<ol><li><p>a</p></li></ol>');
  });
});

describe('ZSowDocSchema', () => {
  it('accepts what the editor produces and drops attributes it does not know', () => {
    const parsed = ZSowDocSchema.parse({
      type: 'doc',
      content: [{ type: 'heading', attrs: { level: 2, textAlign: 'left', onclick: 'x' }, content: [{ type: 'text', text: 'Exclusions' }] }],
    });
    expect(parsed.content[0]?.attrs).toEqual({ level: 2 });
  });

  it('refuses unknown node types and marks', () => {
    expect(ZSowDocSchema.safeParse({ type: 'doc', content: [{ type: 'iframe', attrs: { src: 'https://evil.example.com' } }] }).success).toBe(false);
    expect(ZSowDocSchema.safeParse({ type: 'doc', content: [{ type: 'image', attrs: { src: 'x' } }] }).success).toBe(false);
    expect(
      ZSowDocSchema.safeParse({ type: 'doc', content: [paragraph({ type: 'text', text: 'x', marks: [{ type: 'textStyle' }] } as unknown as TSowNode)] })
        .success,
    ).toBe(false);
    expect(ZSowDocSchema.safeParse({ type: 'html', content: [] }).success).toBe(false);
  });

  it('refuses links that are not http(s) or mailto', () => {
    for (const href of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'file:///etc/passwd', 'https://a.example.com/"><script>']) {
      const result = ZSowDocSchema.safeParse(doc(paragraph(text('x', [{ type: 'link', attrs: { href } }]))));
      expect(result.success, href).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Links must start with http://, https:// or mailto:.');
    }
  });

  it('refuses heading levels outside 1–3', () => {
    expect(ZSowDocSchema.safeParse(doc({ type: 'heading', attrs: { level: 4 }, content: [text('x')] })).success).toBe(false);
  });

  it('refuses a document nested too deeply, even thousands deep, with a message instead of a crash', () => {
    expect(ZSowDocSchema.safeParse(nested(12)).success).toBe(true);
    for (const depth of [13, 5_000, 100_000]) {
      const result = ZSowDocSchema.safeParse(nested(depth));
      expect(result.success, String(depth)).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toContain('The text is structured too deeply or has too many parts.');
    }
  });

  it('refuses oversized documents: too many nodes, too many characters, too many blocks', () => {
    const manyNodes = doc(
      ...Array.from({ length: 10 }, () => ({ type: 'bulletList' as const, content: Array.from({ length: 1_000 }, () => item(paragraph(text('x')))) })),
    );
    expect(ZSowDocSchema.safeParse(manyNodes).error?.issues[0]?.message).toBe('The text is structured too deeply or has too many parts.');

    const longText = doc(...Array.from({ length: 3 }, () => paragraph(text('x'.repeat(SOW_TEXT_MAX / 2)))));
    expect(ZSowDocSchema.safeParse(longText).error?.issues[0]?.message).toBe('The text is at most 200,000 characters.');

    expect(ZSowDocSchema.safeParse(doc(paragraph(text('x'.repeat(SOW_TEXT_MAX + 1))))).success).toBe(false);
    expect(ZSowDocSchema.safeParse(doc(...Array.from({ length: 5_001 }, () => ({ type: 'horizontalRule' as const })))).success).toBe(false);
  });
});

describe('sowDocText', () => {
  it('writes lists as "- " and numbered lines, nested lists indented, quotes and rules', () => {
    const d = doc(
      heading('Scope and tasks'),
      {
        type: 'bulletList',
        content: [item(paragraph(text('Plow lots')), bullets('Drive lanes', 'Loading docks')), item(paragraph(text('Shovel walks')))],
      },
      { type: 'orderedList', attrs: { start: 4 }, content: [item(paragraph(text('Fourth'))), item(paragraph(text('Fifth')))] },
      { type: 'blockquote', content: [paragraph(text('Quoted'))] },
      { type: 'horizontalRule' },
      paragraph(text('Line one'), { type: 'hardBreak' }, text('line two')),
    );
    expect(sowDocText(d)).toBe(
      [
        'Scope and tasks',
        '- Plow lots',
        '  - Drive lanes',
        '  - Loading docks',
        '- Shovel walks',
        '4. Fourth',
        '5. Fifth',
        '> Quoted',
        '---',
        'Line one\nline two',
      ].join('\n'),
    );
  });

  it('gives an empty line for an empty document', () => {
    expect(sowDocText(EMPTY_SOW_DOC)).toBe('');
  });
});

describe('sections', () => {
  const sections = SOW_SECTION_HEADINGS.map((h, i) => ({
    heading: h,
    text: `Intro to ${h.toLowerCase()}.\n- First task ${i}\n- Second task ${i}\n1. Step one\n2. Step two`,
  }));

  it('sowDocFromSections and sowSections round-trip the library structure', () => {
    const d = sowDocFromSections(sections);
    expect(ZSowDocSchema.safeParse(d).success).toBe(true);
    expect(sowSections(d)).toEqual(sections);
    expect(d.content.filter((n) => n.type === 'heading').map((n) => n.content?.[0]?.text)).toEqual([...SOW_SECTION_HEADINGS]);
  });

  it('keeps text before the first heading as a section without a heading', () => {
    const d = doc(paragraph(text('Preamble')), heading('Exclusions'), paragraph(text('None')), heading('Detail', 3), paragraph(text('More')));
    expect(sowSections(d)).toEqual([
      { heading: '', text: 'Preamble' },
      { heading: 'Exclusions', text: 'None\nDetail\nMore' },
    ]);
    expect(sowSections(sowDocFromSections(sowSections(d)))).toEqual(sowSections(d));
  });

  it('an empty list of sections gives the empty document', () => {
    expect(sowDocFromSections([])).toEqual(EMPTY_SOW_DOC);
  });
});

describe('sowNodesFromText', () => {
  it('turns runs of bullets and numbers into lists and the rest into paragraphs', () => {
    const nodes = sowNodesFromText('Intro line\n- one\n* two\n• three\n1. first\n2) second\n\nAfter\n3. third');
    expect(nodes.map((n) => n.type)).toEqual(['paragraph', 'bulletList', 'orderedList', 'paragraph', 'orderedList']);
    expect(nodes[1]?.content).toHaveLength(3);
    expect(nodes[2]?.content).toHaveLength(2);
    expect(nodes[2]?.attrs).toBeUndefined();
    expect(nodes[4]?.attrs).toEqual({ start: 3 });
    expect(sowDocText(doc(...nodes))).toBe('Intro line\n- one\n- two\n- three\n1. first\n2. second\nAfter\n3. third');
  });

  it('starts a new list when the kind changes and skips blank lines; no empty text nodes', () => {
    const nodes = sowNodesFromText('- a\n1. b\n- c\n\n   \n');
    expect(nodes.map((n) => n.type)).toEqual(['bulletList', 'orderedList', 'bulletList']);
    expect(sowNodesFromText('')).toEqual([]);
    const empty = sowNodesFromText('1.  ');
    expect(JSON.stringify(empty)).not.toContain('"text":""');
  });

  it('handles Windows line ends and trims paragraphs', () => {
    expect(sowNodesFromText('  Hello  \r\n- item\r\n')).toEqual([paragraph(text('Hello')), { type: 'bulletList', content: [item(paragraph(text('item')))] }]);
  });
});

describe('replaceSowSection', () => {
  const base = doc(
    paragraph(text('Preamble', [{ type: 'italic' }])),
    heading('Scope and tasks'),
    paragraph(text('Plow all lots', [{ type: 'bold' }])),
    heading('Performance standards'),
    paragraph(text('Begin at 3 inches')),
    bullets('Clear within 4 hours'),
    heading('Exclusions'),
    paragraph(text('Roofs', [{ type: 'link', attrs: { href: 'https://example.com/roofs' } }])),
  );

  it('replaces one section body and keeps every other node, marks included', () => {
    const next = replaceSowSection(
      base,
      'Performance standards',
      'Plowing begins at 2 inches of accumulation.\n- Lots clear within 4 hours of the end of snowfall',
    );
    expect(next.content.slice(0, 4)).toEqual(base.content.slice(0, 4));
    expect(next.content.slice(-2)).toEqual(base.content.slice(-2));
    expect(sowSections(next).find((s) => s.heading === 'Performance standards')?.text).toBe(
      'Plowing begins at 2 inches of accumulation.\n- Lots clear within 4 hours of the end of snowfall',
    );
    expect(renderSowHtml(next)).toContain('<strong>Plow all lots</strong>');
    expect(renderSowHtml(next)).toContain('<a href="https://example.com/roofs"');
  });

  it('replaces the last section up to the end and the preamble with heading ""', () => {
    const last = replaceSowSection(base, 'Exclusions', 'Roof snow removal');
    expect(sowSections(last).at(-1)).toEqual({ heading: 'Exclusions', text: 'Roof snow removal' });
    const pre = replaceSowSection(base, '', 'New preamble');
    expect(sowSections(pre)[0]).toEqual({ heading: '', text: 'New preamble' });
    expect(pre.content.slice(1)).toEqual(base.content.slice(1));
  });

  it('is a no-op for a heading that is not there (or a preamble the document does not have)', () => {
    expect(replaceSowSection(base, 'Warranty', 'x')).toBe(base);
    const noPreamble = doc(heading('Exclusions'), paragraph(text('x')));
    expect(replaceSowSection(noPreamble, '', 'y')).toBe(noPreamble);
  });

  it('does not cut at level-3 headings', () => {
    const d = doc(heading('Scope and tasks'), heading('Lots', 3), paragraph(text('a')), heading('Exclusions'), paragraph(text('b')));
    const next = replaceSowSection(d, 'Scope and tasks', 'replaced');
    expect(next.content).toEqual([heading('Scope and tasks'), paragraph(text('replaced')), heading('Exclusions'), paragraph(text('b'))]);
  });
});
