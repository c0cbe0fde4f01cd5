import { markdown } from '@codemirror/lang-markdown';
import { SafeHtml, useMessages } from '@cep/ui';
import { marked } from 'marked';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { CodeEditor } from './code-editor';
import { DemoPage } from './demo-page';
import { markdownHtmlTags } from './markdown-html';
import { componentsDemoMessages } from './messages';

/**
 * Markdown (spec §2 components/markdown): an editor with a live preview; the HTML marked makes
 * is sanitized (SafeHtml) before it is shown, so a pasted script never runs.
 */
export default function MarkdownDemo() {
  const t = useMessages(componentsDemoMessages).markdown;
  const [text, setText] = useState(t.sample);
  // Typing stays quick on a long note: the preview follows when the browser is free.
  const shown = useDeferredValue(text);
  const html = useMemo(() => marked.parse(shown, { async: false, gfm: true }), [shown]);
  const previewId = useId();
  const extensions = useMemo(() => [markdown()], []);
  return (
    <DemoPage title={t.title} intro={t.intro}>
      <div className="grid gap-4 lg:grid-cols-2">
        <CodeEditor
          initialValue={t.sample}
          onChange={setText}
          label={t.editor}
          extensions={extensions}
        />
        <section aria-labelledby={previewId} className="rounded-md border border-border p-4">
          <h2 id={previewId} className="mb-3 text-sm font-semibold text-muted-foreground">
            {t.preview}
          </h2>
          <SafeHtml html={html} allow={markdownHtmlTags} />
        </section>
      </div>
    </DemoPage>
  );
}
