import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

import { koBoard as t } from '../../../i18n/ko-board';

/**
 * The write page's rich-text editor (Tiptap). Only the write page imports it, so its weight stays in
 * that page's lazy chunk. What it writes is HTML that the server sanitizes again before storing.
 */
export function RichTextEditor({ initialHtml, onChange }: { initialHtml: string; onChange: (html: string) => void }) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false } })],
    content: initialHtml,
    immediatelyRender: true,
    // Tiptap would add its base styles as a <style> element without the page's CSP nonce, which the
    // browser refuses; the few rules that matter are in this component's sx instead.
    injectCSS: false,
    editorProps: { attributes: { 'aria-label': t.bodyLabel, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Toolbar editor={editor} />
      <Box
        sx={{
          px: 1.5,
          '& .ProseMirror': {
            minHeight: 220,
            outline: 'none',
            py: 1,
            lineHeight: 1.7,
            wordBreak: 'break-word',
            position: 'relative',
            whiteSpace: 'break-spaces',
            fontVariantLigatures: 'none',
          },
          '& .ProseMirror pre': { whiteSpace: 'pre-wrap' },
          '& .ProseMirror-hideselection *::selection': { background: 'transparent' },
          '& .ProseMirror p': { my: 0.5 },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}

const marks = [
  { key: 'bold', label: t.editor.bold, text: 'B', run: (e: Editor) => e.chain().focus().toggleBold().run() },
  { key: 'italic', label: t.editor.italic, text: 'I', run: (e: Editor) => e.chain().focus().toggleItalic().run() },
  { key: 'strike', label: t.editor.strike, text: 'S', run: (e: Editor) => e.chain().focus().toggleStrike().run() },
  {
    key: 'bulletList',
    label: t.editor.bulletList,
    text: '•',
    run: (e: Editor) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    label: t.editor.orderedList,
    text: '1.',
    run: (e: Editor) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    key: 'blockquote',
    label: t.editor.quote,
    text: '❝',
    run: (e: Editor) => e.chain().focus().toggleBlockquote().run(),
  },
] as const;

function Toolbar({ editor }: { editor: Editor }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => marks.filter((mark) => current.isActive(mark.key)).map((mark) => mark.key),
  });
  return (
    <Box
      role="toolbar"
      sx={{ display: 'flex', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}
    >
      {marks.map((mark) => (
        <ToggleButton
          key={mark.key}
          value={mark.key}
          size="small"
          aria-label={mark.label}
          selected={active.includes(mark.key)}
          onChange={() => mark.run(editor)}
          sx={{ minWidth: 36, py: 0.25, fontWeight: 700 }}
        >
          {mark.text}
        </ToggleButton>
      ))}
    </Box>
  );
}
