import { EditorView } from '@codemirror/view';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent as baseUserEvent, waitFor } from 'storybook/test';
import AvatarUploadDemo from './avatar-upload-demo';
import BackToTopDemo from './back-to-top-demo';
import CountToDemo from './count-to-demo';
import DndListDemo from './dnd-list-demo';
import DragDialogDemo from './drag-dialog-demo';
import DragKanbanDemo from './drag-kanban-demo';
import DragSelectDemo from './drag-select-demo';
import JsonEditorDemo from './json-editor-demo';
import MarkdownDemo from './markdown-demo';
import MixinDemo from './mixin-demo';
import RichTextDemo from './rich-text-demo';
import SplitPaneDemo from './split-pane-demo';
import StickyDemo from './sticky-demo';

/*
 * The 组件 group's demo pages as the console shows them (no API). The kit's CountTo, Sticky and
 * BackToTop have stories of their own; e2e/components-demo.spec.ts opens the pages in the console.
 */

const meta = {
  title: 'Console/Components demo',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const shown = (root: HTMLElement) =>
  root.querySelector('[data-slot="count-to"] [aria-hidden="true"]')?.textContent;

/** A wrong number is named on its field; the settings shape the count, started by keyboard. */
export const CountToSettings: Story = {
  render: () => <CountToDemo />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const end = canvas.getByRole('textbox', { name: '结束值' });
    await userEvent.clear(end);
    await userEvent.type(end, '1e');
    await expect(canvas.getByRole('textbox', { name: /结束值/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.clear(end);
    await userEvent.type(end, '98765');
    const duration = canvas.getByRole('textbox', { name: '时长（毫秒）' });
    await userEvent.clear(duration);
    await userEvent.type(duration, '0');
    const decimals = canvas.getByRole('textbox', { name: '小数位' });
    await userEvent.clear(decimals);
    await userEvent.type(decimals, '0');

    canvas.getByRole('button', { name: '开始' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(shown(canvasElement)).toBe('¥98,765 元'));
    await expect(canvas.getByRole('status')).toHaveTextContent('状态：已完成');
  },
};

/** The toolbar of the sticky demo, reachable by keyboard. */
export const Sticky: Story = {
  render: () => <StickyDemo />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '吸顶' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '保存' })).toHaveFocus();
  },
};

/** The long page: no 返回顶部 button at the top. */
export const BackToTop: Story = {
  render: () => <BackToTopDemo />,
  play: async ({ canvas }) => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    await expect(canvas.getByRole('heading', { level: 1, name: '返回顶部' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '返回顶部' })).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(60);
  },
};

/** Nested panes; the sideways handle by keyboard. */
export const SplitPane: Story = {
  render: () => <SplitPaneDemo />,
  play: async ({ canvas, userEvent }) => {
    const handle = canvas.getByRole('separator', { name: '调整患者列表宽度' });
    await waitFor(() => expect(Number(handle.getAttribute('aria-valuenow'))).toBeCloseTo(35, 0));
    await userEvent.tab();
    await expect(handle).toHaveFocus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(Number(handle.getAttribute('aria-valuenow'))).toBeCloseTo(70, 0));
    await expect(canvas.getByRole('separator', { name: '调整训练记录高度' })).toBeVisible();
  },
};

/** 列表拖拽: an exercise moves from the plan to the other list by keyboard (Space, ←, Space). */
export const DndList: Story = {
  render: () => <DndListDemo />,
  play: async ({ canvas, userEvent }) => {
    const plan = canvas.getByRole('region', { name: /本周训练计划/ });
    await expect(plan).toHaveAccessibleName(/3 项/);
    canvas.getByRole('button', { name: /舒尔特方格/ }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(plan).toHaveAccessibleName(/2 项/));
    await expect(canvas.getByRole('region', { name: /可选训练项目/ })).toHaveTextContent(
      '舒尔特方格',
    );
  },
};

/** 看板拖拽: a task goes from 待办 to 进行中 by keyboard. */
export const DragKanban: Story = {
  render: () => <DragKanbanDemo />,
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('button', { name: /填写 MoCA 量表/ }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: /进行中/ })).toHaveTextContent('填写 MoCA 量表'),
    );
  },
};

/** 拖拽选择: ticking adds a tag at the end; the keyboard moves it to the front. */
export const DragSelect: Story = {
  render: () => <DragSelectDemo />,
  play: async ({ canvas, userEvent }) => {
    const order = canvas.getByTestId('drag-select-order');
    await expect(order).toHaveTextContent('数字广度 → Stroop 色词');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'N-back' }));
    await expect(order).toHaveTextContent('数字广度 → Stroop 色词 → N-back');
    canvas.getByRole('button', { name: /N-back/ }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(order).toHaveTextContent('N-back → 数字广度 → Stroop 色词'));
    await userEvent.click(canvas.getByRole('checkbox', { name: '数字广度' }));
    await expect(order).toHaveTextContent('N-back → Stroop 色词');
  },
};

/**
 * Puts `text` in a CodeMirror editor as a paste would (one change). Stories drive CodeMirror this
 * way because the simulated keyboard of the play functions does not reach its input handling; the
 * console's e2e (components-demo.spec.ts) types into it with a real keyboard.
 */
function paste(editor: HTMLElement, text: string) {
  const view = EditorView.findFromDOM(editor)!;
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
}

/** JSON 编辑器: a missing comma is named by line and column; fixed, 格式化 tidies the text. */
export const JsonEditor: Story = {
  render: () => <JsonEditorDemo />,
  play: async ({ canvas, userEvent }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('JSON 格式正确。');
    const editor = canvas.getByRole('textbox', { name: 'JSON 内容' });
    paste(editor, '{\n  "a": 1\n  "b": 2\n}');
    await waitFor(() => expect(status).toHaveTextContent(/第 3 行第 3 列有错误/));
    await expect(canvas.getByRole('button', { name: '格式化' })).toBeDisabled();
    paste(editor, '{"a": 1, "b": [2, 3]}');
    await waitFor(() => expect(status).toHaveTextContent('JSON 格式正确。'));
    canvas.getByRole('button', { name: '格式化' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(editor.querySelectorAll('.cm-line')).toHaveLength(7));
  },
};

/** Markdown: what is written shows in the preview; an image's script never runs. */
export const Markdown: Story = {
  render: () => <MarkdownDemo />,
  play: async ({ canvas }) => {
    const preview = canvas.getByRole('region', { name: '预览' });
    const shown = () => preview.querySelector('[data-slot="safe-html"]')!;
    await expect(shown().querySelector('h2')).toHaveTextContent('随访记录');
    paste(
      canvas.getByRole('textbox', { name: 'Markdown 内容' }),
      '# 新标题\n\n<img src="data:," alt="图" onerror="window.__md=1">',
    );
    await waitFor(() => expect(shown().querySelector('h1')).toHaveTextContent('新标题'));
    await expect(shown().querySelector('img')).not.toBeNull();
    await expect(shown().querySelector('[onerror]')).toBeNull();
    await expect((window as { __md?: number }).__md).toBeUndefined();
  },
};

/** 富文本编辑器: the toolbar by keyboard makes a heading; the preview shows the sanitized HTML. */
export const RichText: Story = {
  render: () => <RichTextDemo />,
  play: async ({ canvas, userEvent }) => {
    const editor = canvas.getByRole('textbox', { name: '随访记录正文' });
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.keyboard('{Backspace}');
    await userEvent.keyboard('睡眠改善');
    await userEvent.click(canvas.getByRole('button', { name: '加粗' }));
    await expect(canvas.getByRole('button', { name: '加粗' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The editor takes the focus back on the next frame (TipTap's focus command).
    await waitFor(() => expect(editor).toHaveFocus());
    await userEvent.keyboard('明显');
    const preview = canvas.getByRole('region', { name: '显示效果' });
    await waitFor(() => expect(preview.querySelector('strong')).toHaveTextContent('明显'));
    await expect(preview).toHaveTextContent('睡眠改善明显');
  },
};

/** 拖拽弹窗: opened by keyboard, moved aside with the arrow keys, closed back to its button. */
export const DragDialog: Story = {
  render: () => <DragDialogDemo />,
  play: async ({ canvas, userEvent }) => {
    const open = canvas.getByRole('button', { name: 'MoCA 评分说明' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'MoCA 评分说明' });
    screen.getByRole('button', { name: '移动对话框' }).focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}');
    await expect(dialog.style.marginLeft).toBe('128px');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(open).toHaveFocus());
  },
};

/** 小组件: a ripple on press; an empty name is named on submit; the switch turns ripples off. */
export const Mixin: Story = {
  render: () => <MixinDemo />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '主要按钮' }));
    await expect(
      canvasElement.querySelectorAll('[data-slot="ripple"] > span').length,
    ).toBeGreaterThan(0);
    canvas.getByRole('button', { name: '保存' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('请输入姓名')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /姓名/ }), '李患者{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('已保存：李患者');
    await userEvent.click(canvas.getByRole('switch', { name: '水波纹效果' }));
    await expect(canvasElement.querySelector('[data-slot="ripple"]')).toBeNull();
  },
};

/** A square PNG drawn here, so the story needs no file on disk. */
async function squarePng(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 64;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#7c3aed';
  context.fillRect(0, 0, 64, 64);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], '头像.png', { type: 'image/png' });
}

/**
 * 头像上传: a picked picture is cropped 1:1, then 3:4 by its preset (the zoom slider and the crop
 * area's arrow keys are driven with a real keyboard in e2e/upload-demos.spec.ts).
 */
export const AvatarUpload: Story = {
  render: () => <AvatarUploadDemo />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    // The testing-library user (the play's own cannot set a file input's files).
    await baseUserEvent.setup().upload(input, await squarePng());
    const area = await canvas.findByText(/^裁剪区域：/);
    await waitFor(() => expect(area).toHaveTextContent('裁剪区域：64 × 64 像素，左上角在 (0, 0)'));
    await userEvent.click(canvas.getByRole('radio', { name: '3:4 证件照' }));
    await waitFor(() => expect(area).toHaveTextContent(/^裁剪区域：48 × 64 像素/));
    await expect(canvas.getByRole('button', { name: '裁剪并上传' })).toBeEnabled();
  },
};
