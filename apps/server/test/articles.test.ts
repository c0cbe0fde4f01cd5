import type { Article, Page } from '@cep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ARTICLE_COUNT } from '../src/seed/demo-articles';
import { seedArticles } from '../src/seed/seed-articles';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { castOf, dataOf, errorOf, type Cast } from './records';

/*
 * 文章 (issue 18), the demo resource of the 表格 pages: the list's filters, sort and paging, the
 * writes with their audit lines in the same transaction, the reorder, the export of exactly the
 * filtered rows; staff only (every call × role is in authorization-matrix.test.ts).
 */

const now = new Date('2026-06-01T08:00:00Z');

describe.each(engines)('articles on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;

  beforeAll(async () => {
    t = await startTestApp(engine);
    cast = await castOf(t);
    await seedArticles(t.sql, now);
  });
  afterAll(() => t?.close());

  const get = (url: string, token = cast.doctor.token) => t.call({ method: 'GET', url, token });
  const send = (method: 'POST' | 'PUT', url: string, payload: unknown, token = cast.doctor.token) =>
    t.call({ method, url, payload: payload as Record<string, unknown>, token });
  const list = async (query: string, token?: string) =>
    dataOf<Page<Article>>(await get(`/api/article/list?${query}`, token));
  const stored = (id: number) =>
    t.sql.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const auditLines = (action: string) =>
    t.sql
      .selectFrom('audit_log')
      .select(['actor_id', 'entity', 'entity_id', 'outcome', 'detail'])
      .where('action', '=', action)
      .orderBy('id')
      .execute();
  const counts = async () => {
    const rows = await t.sql
      .selectFrom('articles')
      .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('status')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
  };

  const draft = {
    title: '认知训练周报',
    author: '张医生',
    importance: 2,
    type: 'notice',
    displayTime: Date.UTC(2026, 4, 20, 1, 30),
  };

  describe('the list', () => {
    it('pages through the articles that are not deleted, ten at a time by default', async () => {
      const byStatus = await counts();
      const shown = DEMO_ARTICLE_COUNT - (byStatus.deleted ?? 0);
      const first = await list('');
      expect(first).toMatchObject({ total: shown, pageNum: 1, pageSize: 10 });
      expect(first.list.map((a) => a.id)).toEqual(
        [...first.list.map((a) => a.id)].sort((a, b) => a - b),
      );
      const last = await list(`pageNum=${Math.ceil(shown / 50)}&pageSize=50`);
      expect(last.list).toHaveLength(shown % 50 || 50);
      expect(last.list.every((a) => a.status !== 'deleted')).toBe(true);
      // A page past the end is empty, with the total still right.
      expect(await list('pageNum=999&pageSize=100')).toMatchObject({ list: [], total: shown });
    });

    it('filters by title and author (literally), importance, type and status', async () => {
      const byTitle = await list('title=MoCA&pageSize=100');
      expect(byTitle.total).toBeGreaterThan(0);
      expect(byTitle.list.every((a) => a.title.includes('MoCA'))).toBe(true);
      // `%` is matched as itself, not as "anything".
      expect((await list('title=%25')).total).toBe(0);
      const combined = await list('author=医生&importance=3&type=guide&status=published');
      for (const a of combined.list) {
        expect(a).toMatchObject({ importance: 3, type: 'guide', status: 'published' });
        expect(a.author).toContain('医生');
      }
      const deleted = await list('status=deleted&pageSize=100');
      expect(deleted.total).toBe((await counts()).deleted);
      expect(deleted.list.every((a) => a.status === 'deleted')).toBe(true);
    });

    it('sorts by the whitelisted fields only, ties by id', async () => {
      const byViews = await list('sortBy=pageviews&sortOrder=desc&pageSize=100');
      const views = byViews.list.map((a) => a.pageviews);
      expect(views).toEqual([...views].sort((a, b) => b - a));
      const byTime = await list('sortBy=displayTime&pageSize=100');
      const times = byTime.list.map((a) => a.displayTime);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      const byImportance = (await list('sortBy=importance&pageSize=100')).list;
      for (let i = 1; i < byImportance.length; i++) {
        const [a, b] = [byImportance[i - 1]!, byImportance[i]!];
        expect(a.importance < b.importance || (a.importance === b.importance && a.id < b.id)).toBe(
          true,
        );
      }
      expect(errorOf(await get('/api/article/list?sortBy=title'), 40001)).toContain('排序字段');
      expect(errorOf(await get('/api/article/list?sortBy=id;drop'), 40001)).toContain('排序字段');
    });

    it('refuses a bad filter or page with the contract’s message', async () => {
      expect(errorOf(await get('/api/article/list?importance=4'), 40001)).toContain(
        '重要性不能大于3',
      );
      expect(errorOf(await get('/api/article/list?type=poem'), 40001)).toContain('文章类型');
      expect(errorOf(await get('/api/article/list?pageSize=101'), 40001)).toContain(
        '每页最多100条',
      );
      expect(errorOf(await get('/api/article/list?extra=1'), 40001)).toBeTruthy();
    });
  });

  describe('writes, each with its audit line', () => {
    it('adds a draft at the end of the order, names who wrote it; a bad field stores nothing', async () => {
      const before = await counts();
      const added = dataOf<Article>(await send('POST', '/api/article/add', draft));
      expect(added).toMatchObject({ ...draft, status: 'draft', reviewer: '', pageviews: 0 });
      const { max } = await t.sql
        .selectFrom('articles')
        .select((eb) => eb.fn.max('position').as('max'))
        .executeTakeFirstOrThrow();
      expect(added.position).toBe(max);
      expect((await stored(added.id)).created_by).toBe(cast.doctor.id);
      expect((await auditLines('addArticle')).at(-1)).toMatchObject({
        actor_id: cast.doctor.id,
        entity: 'article',
        entity_id: String(added.id),
        outcome: 'success',
      });

      expect(
        errorOf(await send('POST', '/api/article/add', { ...draft, title: '   ' }), 40001),
      ).toContain('请输入标题');
      expect(
        errorOf(await send('POST', '/api/article/add', { ...draft, status: 'deleted' }), 40001),
      ).toContain('新文章只能是草稿或已发布');
      expect(
        errorOf(
          await send('POST', '/api/article/add', { ...draft, displayTime: Date.UTC(1999, 0, 1) }),
          40001,
        ),
      ).toContain('发布时间不能早于2000年');
      const after = await counts();
      expect(after.draft).toBe((before.draft ?? 0) + 1);
    });

    it('updates only the fields sent; nothing to change, a deleted or unknown article is refused', async () => {
      const added = dataOf<Article>(await send('POST', '/api/article/add', draft));
      const changed = dataOf<Article>(
        await send('PUT', '/api/article/update', { id: added.id, title: '  新标题  ' }),
      );
      expect(changed).toMatchObject({ title: '新标题', author: draft.author, importance: 2 });
      expect(changed.updateTime).toBeGreaterThanOrEqual(added.updateTime);
      expect((await auditLines('updateArticle')).at(-1)).toMatchObject({
        entity_id: String(added.id),
        outcome: 'success',
        detail: { fields: ['title'] },
      });

      expect(errorOf(await send('PUT', '/api/article/update', { id: added.id }), 40001)).toContain(
        '没有要修改的字段',
      );
      // A refused value leaves the saved one as it was.
      expect(
        errorOf(
          await send('PUT', '/api/article/update', { id: added.id, title: 'x'.repeat(101) }),
          40001,
        ),
      ).toContain('标题不能超过100个字符');
      expect((await stored(added.id)).title).toBe('新标题');
      errorOf(await send('PUT', '/api/article/update', { id: 999_999, title: '无' }), 40401);

      dataOf(await send('POST', '/api/article/status', { id: added.id, status: 'deleted' }));
      expect(
        errorOf(await send('PUT', '/api/article/update', { id: added.id, title: '又改' }), 40901),
      ).toContain('请先恢复');
      expect((await stored(added.id)).title).toBe('新标题');
      // The refusal is on record too, after its transaction rolled back.
      expect((await auditLines('updateArticle')).at(-1)).toMatchObject({ outcome: 'failure' });
    });

    it('publishes, deletes (gone from the default list) and restores an article', async () => {
      const added = dataOf<Article>(await send('POST', '/api/article/add', draft));
      const status = (value: string) =>
        send('POST', '/api/article/status', { id: added.id, status: value }, cast.admin.token);
      expect(dataOf<Article>(await status('published')).status).toBe('published');
      expect(dataOf<Article>(await status('deleted')).status).toBe('deleted');
      const listed = await list(`title=${encodeURIComponent(draft.title)}&pageSize=100`);
      expect(listed.list.map((a) => a.id)).not.toContain(added.id);
      const trash = await list(
        `title=${encodeURIComponent(draft.title)}&status=deleted&pageSize=100`,
      );
      expect(trash.list.map((a) => a.id)).toContain(added.id);
      expect(dataOf<Article>(await status('draft')).status).toBe('draft');
      expect((await auditLines('setArticleStatus')).slice(-3)).toMatchObject([
        { entity_id: String(added.id), detail: { status: 'published' }, outcome: 'success' },
        { detail: { status: 'deleted' } },
        { detail: { status: 'draft' } },
      ]);
      errorOf(await send('POST', '/api/article/status', { id: added.id, status: 'gone' }), 40001);
      errorOf(await send('POST', '/api/article/status', { id: 999_999, status: 'draft' }), 40401);
    });
  });

  describe('the 拖拽表格 order', () => {
    const firstPage = async () =>
      (await list('sortBy=position&pageSize=5')).list.map((a) => ({
        id: a.id,
        position: a.position,
      }));

    it('reorders the rows of a page among their own places; the rest stay put', async () => {
      const before = await firstPage();
      const sixth = (await list('sortBy=position&pageNum=2&pageSize=5')).list[0]!;
      const ids = before.map((row) => row.id);
      const moved = [ids[3]!, ids[0]!, ids[1]!, ids[2]!, ids[4]!];
      const answer = dataOf<Article[]>(await send('POST', '/api/article/reorder', { ids: moved }));
      expect(answer.map((a) => a.id)).toEqual(moved);
      expect(answer.map((a) => a.position)).toEqual(before.map((row) => row.position));
      expect((await firstPage()).map((row) => row.id)).toEqual(moved);
      expect((await list('sortBy=position&pageNum=2&pageSize=5')).list[0]).toMatchObject({
        id: sixth.id,
        position: sixth.position,
      });
      expect((await auditLines('reorderArticles')).at(-1)).toMatchObject({
        outcome: 'success',
        detail: { ids: moved },
      });
      // Back as it was, for the tests after.
      dataOf(await send('POST', '/api/article/reorder', { ids }));
      expect((await firstPage()).map((row) => row.id)).toEqual(ids);
    });

    it('refuses repeats, unknown and deleted articles, changing nothing', async () => {
      const before = await firstPage();
      const [a, b] = before.map((row) => row.id);
      expect(
        errorOf(await send('POST', '/api/article/reorder', { ids: [a, b, a] }), 40001),
      ).toContain('同一篇文章只能出现一次');
      expect(errorOf(await send('POST', '/api/article/reorder', { ids: [a] }), 40001)).toContain(
        '至少需要两篇文章',
      );
      errorOf(await send('POST', '/api/article/reorder', { ids: [b, a, 999_999] }), 40401);
      const [gone] = (await list('status=deleted&pageSize=1')).list;
      expect(
        errorOf(await send('POST', '/api/article/reorder', { ids: [b, gone!.id, a] }), 40901),
      ).toContain('已删除的文章不能调整顺序');
      expect(await firstPage()).toEqual(before);
    });
  });

  describe('the export', () => {
    it('writes exactly the filtered rows in the list’s order, and audits who took what', async () => {
      const query = 'importance=3&type=education&sortBy=pageviews&sortOrder=desc';
      const shown = await list(`${query}&pageSize=100`);
      const res = await get(`/api/article/export?${query}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="articles-\d{8}\.csv"$/,
      );
      expect(res.headers['x-export-rows']).toBe(String(shown.total));
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('编号,标题,作者,审核人,重要性,类型,状态,阅读数,发布时间,备注');
      expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(
        shown.list.map((a) => a.id),
      );
      expect(lines[1]).toContain(',健康宣教,');
      expect((await auditLines('exportArticles')).at(-1)).toMatchObject({
        actor_id: cast.doctor.id,
        outcome: 'success',
        detail: {
          format: 'csv',
          locale: 'zh-CN',
          rows: shown.total,
          filter: { importance: 3, type: 'education', sortBy: 'pageviews', sortOrder: 'desc' },
        },
      });

      const english = await get('/api/article/export?status=deleted&format=xlsx&locale=en-US');
      expect(english.headers['content-type']).toContain('spreadsheetml');
      expect(english.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
      expect(errorOf(await get('/api/article/export?format=pdf'), 40001)).toContain('导出格式');
    });
  });

  it('answers a patient 40301 on every article call, and stores nothing', async () => {
    const before = await counts();
    const token = cast.patient.token;
    errorOf(await get('/api/article/list', token), 40301);
    errorOf(await get('/api/article/detail?id=1', token), 40301);
    errorOf(await get('/api/article/export', token), 40301);
    errorOf(await send('POST', '/api/article/add', draft, token), 40301);
    errorOf(await send('PUT', '/api/article/update', { id: 1, title: '改' }, token), 40301);
    errorOf(await send('POST', '/api/article/status', { id: 1, status: 'deleted' }, token), 40301);
    errorOf(await send('POST', '/api/article/reorder', { ids: [1, 2] }, token), 40301);
    expect(await counts()).toEqual(before);
    expect((await auditLines('listArticles')).at(-1)).toMatchObject({
      actor_id: cast.patient.id,
      outcome: 'denied',
    });
  });

  it('reads one article; an unknown id is 40401', async () => {
    const [first] = (await list('pageSize=1')).list;
    expect(dataOf<Article>(await get(`/api/article/detail?id=${first!.id}`))).toEqual(first);
    errorOf(await get('/api/article/detail?id=999999'), 40401);
  });
});
