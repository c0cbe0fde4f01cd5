import { json, jsonParseLinter } from '@codemirror/lang-json';
import { lintGutter, linter } from '@codemirror/lint';
import type { EditorView } from '@codemirror/view';
import { Button, useMessages } from '@cep/ui';
import { useId, useMemo, useRef, useState } from 'react';
import { CodeEditor } from './code-editor';
import { DemoPage } from './demo-page';
import { componentsDemoMessages } from './messages';
import { jsonProblem } from './json-problem';

const sample = `{
  "patient": "P-0001",
  "plan": ["digitSpanForward", "schulteGrid"],
  "level": { "digitSpanForward": 5, "schulteGrid": 3 },
  "active": true
}`;

/**
 * JSON 编辑器 (spec §2 components/json-editor): syntax colours, a lint that marks the error and
 * names its line and column in words, and 格式化.
 */
export default function JsonEditorDemo() {
  const t = useMessages(componentsDemoMessages).jsonEditor;
  const [text, setText] = useState(sample);
  const view = useRef<EditorView | null>(null);
  const hintId = useId();
  const problemId = useId();
  const problem = jsonProblem(text);
  const extensions = useMemo(
    () => [json(), linter(jsonParseLinter(), { delay: 300 }), lintGutter()],
    [],
  );

  const format = () => {
    if (problem || !view.current) return;
    const formatted = JSON.stringify(JSON.parse(text), null, 2);
    view.current.dispatch({
      changes: { from: 0, to: view.current.state.doc.length, insert: formatted },
    });
  };

  return (
    <DemoPage title={t.title} intro={t.intro}>
      <p id={hintId} className="text-muted-foreground">
        {t.hint}
      </p>
      <CodeEditor
        initialValue={sample}
        onChange={setText}
        label={t.editor}
        describedBy={`${hintId} ${problemId}`}
        extensions={extensions}
        onView={(editor) => {
          view.current = editor;
        }}
      />
      <p
        id={problemId}
        role="status"
        className={problem ? 'font-medium text-danger' : 'text-success'}
      >
        {problem ? t.problem(problem.line, problem.column, problem.message) : t.valid}
      </p>
      <Button onClick={format} disabled={Boolean(problem)}>
        {t.format}
      </Button>
    </DemoPage>
  );
}
