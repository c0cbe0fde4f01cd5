import { announcementHtmlTags } from '@cep/contract';
import { SafeHtml, useMessages } from '@cep/ui';
import { useId, useState } from 'react';
import { RichTextEditor } from '../../rich-text/rich-text-editor';
import { DemoPage } from './demo-page';
import { componentsDemoMessages } from './messages';

/**
 * 富文本编辑器 (spec §2 components/tinymce): the console's own rich-text field (the one the
 * announcements use: TipTap on ProseMirror, with a toolbar); what it writes is HTML, shown back
 * only through SafeHtml (DOMPurify).
 */
export default function RichTextDemo() {
  const t = useMessages(componentsDemoMessages).richText;
  const [html, setHtml] = useState(t.sample);
  const sourceId = useId();
  const previewId = useId();

  return (
    <DemoPage title={t.title} intro={t.intro}>
      <RichTextEditor initialHtml={t.sample} onChange={setHtml} labels={t} />
      <section aria-labelledby={previewId} className="space-y-2">
        <h2 id={previewId} className="font-semibold">
          {t.preview}
        </h2>
        <SafeHtml
          html={html}
          allow={announcementHtmlTags}
          className="rounded-md border border-border p-3"
        />
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
