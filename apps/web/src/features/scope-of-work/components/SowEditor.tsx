import '@mantine/tiptap/styles.css';
import { Box } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import type { TSowDoc } from '@procura/shared';
import { useEditor, type JSONContent } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, type ReactNode } from 'react';
import { WidgetBoundary } from '../../../components/WidgetBoundary';
import { useIsMobile } from '../../../lib/use-is-mobile';
import classes from './SowEditor.module.css';

/**
 * The SOW text editor, shared by the scope and library screens and the assistant (sow-web-ai).
 *
 * Props (keep them stable, others build on them):
 * - `value`: the document (TSowDoc, the JSON the API stores). A new value from outside (an
 *   accepted assistant rewrite, a restored version) replaces the editor's content; the
 *   editor's own echo does not (the caret stays put).
 * - `onChange(doc)`: every edit, as `editor.getJSON()` (the server checks it against ZSowDocSchema).
 * - `readOnly`: shows the text without toolbar. On a phone the editor is always read-only
 *   (issue #10: a read-only editor on a phone is fine; the toolbar does not fit at 390 px).
 * - `label`: names the text area for assistive technology ("Scope of work text").
 * - `minHeight`: of the writing area, default 320 px.
 * - `toolbarEnd`: extra controls at the end of the toolbar (the assistant's button).
 *
 * Only what ZSowDocSchema's whitelist keeps can be produced here: bold, italic, underline,
 * strike, headings 2 and 3, lists, quotes, rules and http(s)/mailto links.
 */
export interface TSowEditorProps {
  value: TSowDoc;
  onChange?: (doc: TSowDoc) => void;
  readOnly?: boolean;
  label: string;
  minHeight?: number;
  toolbarEnd?: ReactNode;
}

const LINK_PROTOCOLS = ['http', 'https', 'mailto'];

/** The writing area itself carries the height, so a click anywhere in it lands in the text. */
const editorAttributes = (label: string, isEditable: boolean, minHeight: number): Record<string, string> => ({
  'aria-label': label,
  role: 'textbox',
  'aria-multiline': 'true',
  ...(isEditable ? { style: `min-height: ${minHeight}px` } : { 'aria-readonly': 'true' }),
});

/** TipTap's JSON uses the whitelisted node and mark names only (StarterKit without code), so it is a TSowDoc. */
const asSowDoc = (json: JSONContent): TSowDoc => json as TSowDoc;

function SowEditorWidget({ value, onChange, readOnly = false, label, minHeight = 320, toolbarEnd }: TSowEditorProps) {
  const isMobile = useIsMobile();
  const isEditable = !readOnly && !isMobile;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The JSON last seen from or given to the editor: a `value` equal to it is our own echo.
  const lastJson = useRef(JSON.stringify(value));

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        code: false,
        codeBlock: false,
        heading: { levels: [2, 3] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: LINK_PROTOCOLS,
          isAllowedUri: (url) => /^(https?:\/\/|mailto:)/i.test(url),
        },
      }),
    ],
    content: value,
    editable: isEditable,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: editorAttributes(label, isEditable, minHeight),
    },
    onUpdate: ({ editor: current }) => {
      const doc = asSowDoc(current.getJSON());
      lastJson.current = JSON.stringify(doc);
      onChangeRef.current?.(doc);
    },
  });

  useEffect(() => {
    if (!editor) return;
    const next = JSON.stringify(value);
    if (next === lastJson.current) return;
    lastJson.current = next;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (!editor) return;
    editor.setEditable(isEditable, false);
    editor.setOptions({ editorProps: { attributes: editorAttributes(label, isEditable, minHeight) } });
  }, [editor, isEditable, label, minHeight]);

  return (
    <RichTextEditor editor={editor} withCodeHighlightStyles={false} classNames={{ content: classes.content }} variant={isEditable ? 'default' : 'subtle'}>
      {isEditable ? (
        <RichTextEditor.Toolbar sticky stickyOffset={0} aria-label="Formatting">
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
          {toolbarEnd ? <Box ml="auto">{toolbarEnd}</Box> : null}
        </RichTextEditor.Toolbar>
      ) : null}
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}

/** The editor in its own error boundary: a failing editor leaves the page, and its other fields, alive. */
export function SowEditor(props: TSowEditorProps) {
  return (
    <WidgetBoundary what="editor" hint="Your last saved version is kept; reload the page to edit again.">
      <SowEditorWidget {...props} />
    </WidgetBoundary>
  );
}

export default SowEditor;
