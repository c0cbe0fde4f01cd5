import { IconButton, SafeHtml, useMessages } from '@cep/ui';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading2, Italic, List, ListOrdered, Quote, Redo2, Undo2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { DemoPage } from './demo-page';
import { componentsDemoMessages } from './messages';

/**
 * 富文本编辑器 (spec §2 components/tinymce): TipTap (ProseMirror) with a toolbar; what it writes
 * is HTML, shown back only through SafeHtml (DOMPurify).
 */
export default function RichTextDemo() {
  const t = useMessages(componentsDemoMessages).richText;
  const [html, setHtml] = useState(t.sample);
  const sourceId = useId();
  const previewId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: t.sample,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': t.editor,
        class:
          'min-h-48 rounded-b-md border border-border bg-background p-3 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus [&_h2]:text-xl [&_h2]:font-semibold [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6 [&_blockquote]:border-s-4 [&_blockquote]:border-border [&_blockquote]:ps-3 space-y-2',
      },
    },
    onUpdate: ({ editor }) => setHtml(editor.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor }) => ({
      bold: editor?.isActive('bold') ?? false,
      italic: editor?.isActive('italic') ?? false,
      heading: editor?.isActive('heading', { level: 2 }) ?? false,
      bullets: editor?.isActive('bulletList') ?? false,
      numbers: editor?.isActive('orderedList') ?? false,
      quote: editor?.isActive('blockquote') ?? false,
      canUndo: editor?.can().undo() ?? false,
      canRedo: editor?.can().redo() ?? false,
    }),
  });

  const tool = (
    label: string,
    icon: ReactNode,
    run: () => void,
    pressed?: boolean,
    disabled?: boolean,
  ) => (
    <IconButton
      variant="ghost"
      label={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={run}
      className="aria-pressed:bg-primary-subtle"
    >
      {icon}
    </IconButton>
  );
  const chain = () => editor!.chain().focus();

  return (
    <DemoPage title={t.title} intro={t.intro}>
      <div>
        <div
          role="toolbar"
          aria-label={t.toolbar}
          className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-border bg-muted p-1"
        >
          {tool(t.bold, <Bold />, () => chain().toggleBold().run(), active?.bold)}
          {tool(t.italic, <Italic />, () => chain().toggleItalic().run(), active?.italic)}
          {tool(
            t.heading,
            <Heading2 />,
            () => chain().toggleHeading({ level: 2 }).run(),
            active?.heading,
          )}
          {tool(t.bullets, <List />, () => chain().toggleBulletList().run(), active?.bullets)}
          {tool(
            t.numbers,
            <ListOrdered />,
            () => chain().toggleOrderedList().run(),
            active?.numbers,
          )}
          {tool(t.quote, <Quote />, () => chain().toggleBlockquote().run(), active?.quote)}
          {tool(t.undo, <Undo2 />, () => chain().undo().run(), undefined, !active?.canUndo)}
          {tool(t.redo, <Redo2 />, () => chain().redo().run(), undefined, !active?.canRedo)}
        </div>
        <EditorContent editor={editor} />
      </div>
      <section aria-labelledby={previewId} className="space-y-2">
        <h2 id={previewId} className="font-semibold">
          {t.preview}
        </h2>
        <SafeHtml html={html} className="rounded-md border border-border p-3" />
      </section>
      <details>
        <summary className="cursor-pointer font-semibold">{t.source}</summary>
        <pre id={sourceId} className="mt-2 overflow-x-auto rounded-md bg-muted p-3 text-sm">
          {html}
        </pre>
      </details>
    </DemoPage>
  );
}
