import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessibleInEveryAppearance } from './support/page-checks';

/*
 * Issue 18, the drag demos of the 组件 group on @cep/ui DragBoard (dnd-kit) against the real
 * console: 列表拖拽 (two lists), 看板拖拽 (three columns) and 拖拽选择 (tags in order), by mouse
 * and by keyboard alone, with the screen-reader announcements; axe in every appearance.
 */

test.use({ signedInAs: 'doctor' });

const AXE_TIMEOUT = 180_000;

/** Drags `item` onto `target` with the mouse, in small steps as a hand would. */
async function drag(page: Page, item: Locator, target: Locator) {
  const from = (await item.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

/**
 * One key of a keyboard move, then what a screen reader says about it: a person hears each step
 * before the next key (the board moves on the render after the key).
 */
async function step(page: Page, key: string, said: RegExp) {
  await page.keyboard.press(key);
  await expect(page.getByRole('status').filter({ hasText: said })).toBeAttached();
  // dnd-kit's keyboard sensor starts listening for the moving keys in a timer it sets on pick-up;
  // a timer set now runs after it, so the next key is never pressed before anyone listens.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}

const listNamed = (page: Page, name: string) =>
  page.getByRole('main').getByRole('region', { name: new RegExp(`^${name}`) });

test('列表拖拽: an exercise moves to the other list by keyboard, and back by mouse', async ({
  page,
}) => {
  await page.goto('/components/dnd-list');
  await expect(page.getByRole('heading', { level: 1, name: '列表拖拽' })).toBeVisible();
  const available = listNamed(page, '可选训练项目');
  const plan = listNamed(page, '本周训练计划');
  await expect(plan).toHaveAccessibleName('本周训练计划 3 项');

  // Keyboard only: Tab reaches the items; Space picks up, ← crosses to the other list, Space drops.
  const schulte = page.getByRole('button', { name: '舒尔特方格' });
  await schulte.focus();
  await expect(schulte).toHaveAttribute('aria-roledescription', '可拖动项');
  await step(page, 'Space', /已拿起 舒尔特方格，在“本周训练计划”第 2 项/);
  await step(page, 'ArrowLeft', /舒尔特方格 移到“可选训练项目”/);
  await step(page, 'Space', /舒尔特方格 已放到“可选训练项目”/);
  await expect(plan).toHaveAccessibleName('本周训练计划 2 项');
  await expect(available.getByRole('button', { name: '舒尔特方格' })).toBeVisible();
  await expect(schulte).toBeFocused();

  // Escape puts a picked-up item back where it was.
  await step(page, 'Space', /已拿起 舒尔特方格，在“可选训练项目”/);
  await step(page, 'ArrowRight', /舒尔特方格 移到“本周训练计划”/);
  await step(page, 'Escape', /已取消移动，舒尔特方格 回到“可选训练项目”/);
  await expect(available.getByRole('button', { name: '舒尔特方格' })).toBeVisible();
  await expect(plan).toHaveAccessibleName('本周训练计划 2 项');

  // The mouse: onto the plan's first item.
  await drag(
    page,
    available.getByRole('button', { name: 'Stroop 色词' }),
    plan.getByRole('button').first(),
  );
  await expect(plan.getByRole('button', { name: 'Stroop 色词' })).toBeVisible();
  await expect(plan).toHaveAccessibleName('本周训练计划 3 项');
});

test('看板拖拽: a task goes across the three columns by mouse and by keyboard', async ({
  page,
}) => {
  await page.goto('/components/drag-kanban');
  await expect(page.getByRole('heading', { level: 1, name: '看板拖拽' })).toBeVisible();
  const todo = listNamed(page, '待办');
  const doing = listNamed(page, '进行中');
  const done = listNamed(page, '已完成');

  await drag(
    page,
    todo.getByRole('button', { name: '上传脑电记录' }),
    done.getByRole('button').first(),
  );
  await expect(done.getByRole('button', { name: '上传脑电记录' })).toBeVisible();
  await expect(todo).toHaveAccessibleName('待办 2 项');

  const moca = page.getByRole('button', { name: '填写 MoCA 量表' });
  await moca.focus();
  await step(page, 'Space', /已拿起 填写 MoCA 量表，在“待办”/);
  await step(page, 'ArrowRight', /填写 MoCA 量表 移到“进行中”/);
  await step(page, 'Space', /填写 MoCA 量表 已放到“进行中”/);
  await expect(doing.getByRole('button', { name: '填写 MoCA 量表' })).toBeVisible();
  await expect(todo).toHaveAccessibleName('待办 1 项');
});

test('拖拽选择: ticked exercises become tags whose order the keyboard changes', async ({
  page,
}) => {
  await page.goto('/components/drag-select');
  const order = page.getByTestId('drag-select-order');
  await expect(order).toHaveText('数字广度 → Stroop 色词');
  await page.getByRole('checkbox', { name: '舒尔特方格' }).press('Space');
  await expect(order).toHaveText('数字广度 → Stroop 色词 → 舒尔特方格');

  await page.getByRole('button', { name: '舒尔特方格' }).focus();
  await step(page, 'Space', /已拿起 舒尔特方格，在“训练顺序”第 3 项/);
  await step(page, 'ArrowLeft', /舒尔特方格 移到“训练顺序”第 2 项/);
  await step(page, 'ArrowLeft', /舒尔特方格 移到“训练顺序”第 1 项/);
  await step(page, 'Space', /舒尔特方格 已放到“训练顺序”第 1 项/);
  await expect(order).toHaveText('舒尔特方格 → 数字广度 → Stroop 色词');

  await page.getByRole('checkbox', { name: '数字广度' }).click();
  await expect(order).toHaveText('舒尔特方格 → Stroop 色词');
});

test('拖拽弹窗: the dialog is dragged by its header and moved by keyboard; Escape returns focus', async ({
  page,
}) => {
  // No opening animation: the dialog's start position is read at once, not mid-zoom.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/components/drag-dialog');
  const open = page.getByRole('button', { name: 'MoCA 评分说明' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'MoCA 评分说明' });
  await expect(dialog).toBeVisible();
  const start = (await dialog.boundingBox())!;

  // The mouse, by the title bar.
  const title = dialog.getByRole('heading', { name: 'MoCA 评分说明' });
  const grip = (await title.boundingBox())!;
  await page.mouse.move(grip.x + 10, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x - 90, grip.y + grip.height / 2 + 60, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => (await dialog.boundingBox())!.x).toBeCloseTo(start.x - 100, -1);
  await expect.poll(async () => (await dialog.boundingBox())!.y).toBeCloseTo(start.y + 60, -1);

  // The keyboard: Tab to the move button, arrows, Home back to the middle.
  const move = dialog.getByRole('button', { name: '移动对话框' });
  await move.focus();
  await page.keyboard.press('ArrowUp');
  await expect.poll(async () => (await dialog.boundingBox())!.y).toBeCloseTo(start.y + 44, -1);
  await page.keyboard.press('Home');
  await expect.poll(async () => (await dialog.boundingBox())!.x).toBeCloseTo(start.x, 0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('the drag demos pass axe in every appearance', async ({ page }) => {
  test.setTimeout(4 * AXE_TIMEOUT);
  for (const [path, title] of [
    ['/components/dnd-list', '列表拖拽'],
    ['/components/drag-kanban', '看板拖拽'],
    ['/components/drag-select', '拖拽选择'],
    ['/components/drag-dialog', '拖拽弹窗'],
  ] as const) {
    await expectAccessibleInEveryAppearance(page, `the ${title} demo page`, async (page) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    });
  }
});
