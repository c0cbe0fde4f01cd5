import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { HighlightStyle, bracketMatching, syntaxHighlighting } from '@codemirror/language';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { useEffect, useRef } from 'react';

/**
 * Colours of code from the theme's text tokens, so the dark and high-contrast themes keep their
 * contrast (CodeMirror's own palette is for a white page only).
 */
const themedHighlight = HighlightStyle.define([
  { tag: [tags.propertyName, tags.heading], color: 'var(--color-primary-text)', fontWeight: '600' },
  { tag: [tags.string, tags.link, tags.url], color: 'var(--color-success)' },
  { tag: [tags.number, tags.bool, tags.null, tags.keyword], color: 'var(--color-danger)' },
  { tag: [tags.emphasis], fontStyle: 'italic' },
  { tag: [tags.strong], fontWeight: '700' },
  { tag: [tags.quote, tags.comment, tags.meta], color: 'var(--color-muted-foreground)' },
]);

const themed = EditorView.theme({
  '&': {
    color: 'var(--color-foreground)',
    backgroundColor: 'var(--color-background)',
    border: '1px solid var(--color-border)',
    borderRadius: '0.375rem',
    fontSize: '1rem',
  },
  '&.cm-focused': { outline: '3px solid var(--color-focus)', outlineOffset: '2px' },
  '.cm-scroller': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
    minHeight: '16rem',
  },
  '.cm-content': { caretColor: 'var(--color-foreground)' },
  '.cm-cursor': { borderLeftColor: 'var(--color-foreground)' },
  '.cm-gutters': {
    backgroundColor: 'var(--color-muted)',
    color: 'var(--color-muted-foreground)',
    borderRight: '1px solid var(--color-border)',
  },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground': {
    backgroundColor: 'var(--color-primary-subtle)',
  },
});

export interface CodeEditorProps {
  /** The text when the editor mounts; later changes come from the person typing. */
  initialValue: string;
  onChange: (value: string) => void;
  /** The editor's accessible name. */
  label: string;
  /** Ids of text that describes the editor (its hint, its error line). */
  describedBy?: string;
  /** The language and its checks, e.g. `json()` and a linter. */
  extensions: Extension[];
  /** Gets the view, to change its text from a button (e.g. 格式化). */
  onView?: (view: EditorView | null) => void;
}

/**
 * A CodeMirror 6 editor in the console's theme: line numbers, history, bracket matching. Tab
 * moves focus on (no tab capture), so keyboard users are never trapped in it.
 */
export function CodeEditor({
  initialValue,
  onChange,
  label,
  describedBy,
  extensions,
  onView,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef({ onChange, onView });
  useEffect(() => {
    latest.current = { onChange, onView };
  });

  useEffect(() => {
    const view = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: initialValue,
        extensions: [
          lineNumbers(),
          history(),
          bracketMatching(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          syntaxHighlighting(themedHighlight),
          themed,
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({
            'aria-label': label,
            ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
          }),
          ...extensions,
        ],
      }),
    });
    latest.current.onView?.(view);
    return () => {
      latest.current.onView?.(null);
      view.destroy();
    };
    // Mounted once: the editor owns its text; the props above are read when it is created.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <div ref={host} />;
}
