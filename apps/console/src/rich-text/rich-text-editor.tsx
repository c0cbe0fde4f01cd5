import { IconButton } from '@cep/ui';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading2, Italic, List, ListOrdered, Quote, Redo2, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';

export interface RichTextLabels {
  editor: string;
  toolbar: string;
  bold: string;
  italic: string;
  heading: string;
  bullets: string;
  numbers: string;
  quote: string;
  undo: string;
  redo: string;
}

/**
 * A rich-text field (TipTap on ProseMirror) with a toolbar of what an announcement may hold:
 * headings, emphasis, lists, quotes, links typed in. No images, no styles: the editor offers
 * nothing the server's sanitizer would drop. It writes HTML; show it only through SafeHtml.
 */
export function RichTextEditor({
  initialHtml,
  onChange,
  labels,
  invalid = false,
  describedBy,
}: {
  initialHtml: string;
  onChange: (html: string) => void;
  labels: RichTextLabels;
  invalid?: boolean;
  describedBy?: string | undefined;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] },
        codeBlock: false,
        heading: { levels: [2, 3] },
      }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': labels.editor,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class:
          'min-h-40 rounded-b-md border border-border bg-background p-3 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6 [&_blockquote]:border-s-4 [&_blockquote]:border-border [&_blockquote]:ps-3 space-y-2',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      heading: current?.isActive('heading', { level: 2 }) ?? false,
      bullets: current?.isActive('bulletList') ?? false,
      numbers: current?.isActive('orderedList') ?? false,
      quote: current?.isActive('blockquote') ?? false,
      canUndo: current?.can().undo() ?? false,
      canRedo: current?.can().redo() ?? false,
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
    <div>
      <div
        role="toolbar"
        aria-label={labels.toolbar}
        className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-border bg-muted p-1"
      >
        {tool(labels.bold, <Bold />, () => chain().toggleBold().run(), active?.bold)}
        {tool(labels.italic, <Italic />, () => chain().toggleItalic().run(), active?.italic)}
        {tool(
          labels.heading,
          <Heading2 />,
          () => chain().toggleHeading({ level: 2 }).run(),
          active?.heading,
        )}
        {tool(labels.bullets, <List />, () => chain().toggleBulletList().run(), active?.bullets)}
        {tool(
          labels.numbers,
          <ListOrdered />,
          () => chain().toggleOrderedList().run(),
          active?.numbers,
        )}
        {tool(labels.quote, <Quote />, () => chain().toggleBlockquote().run(), active?.quote)}
        {tool(labels.undo, <Undo2 />, () => chain().undo().run(), undefined, !active?.canUndo)}
        {tool(labels.redo, <Redo2 />, () => chain().redo().run(), undefined, !active?.canRedo)}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
