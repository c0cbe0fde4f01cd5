import type { ArticleCreate, ArticleStatus, ArticleType } from '@cep/contract';

/*
 * The demo articles of the 表格 pages (issue 18): enough rows (300) that paging, sorting and the
 * filters have something to do. Made up, in the words of a rehabilitation clinic's health
 * education; the same on every start (a fixed pseudo-random sequence), with display times counted
 * back from the seed's `now`. seed.test.ts checks the contract accepts every one.
 */

export const DEMO_ARTICLE_COUNT = 300;

const topics = [
  '轻度认知障碍的早期识别',
  '老年人认知训练入门',
  '舒尔特方格训练要点',
  '数字广度训练怎么做',
  'Stroop 色词训练说明',
  '家属如何陪伴居家训练',
  '睡眠与记忆力',
  '脑卒中后康复的关键期',
  '听力下降与认知功能',
  '饮食与大脑健康',
  '规律运动对认知的益处',
  'MoCA 量表评估须知',
  'MMSE 评估前的准备',
  '居家防跌倒布置',
  '按时服药的小办法',
  '情绪低落时的自我调节',
  '多参加社交活动',
  '高血压与认知功能',
  '糖尿病患者的认知保护',
  '冬季康复训练注意事项',
  '训练计划的调整原则',
  '脑电采集前的准备',
  '心率变异性是什么',
  '工作记忆训练入门',
  '注意力训练的常见误区',
  '阅读与认知储备',
  '手指操与脑健康',
  '照护者的压力管理',
  '复诊前要准备什么',
  '康复训练打卡指南',
] as const;

const authors = [
  '张医生',
  '王康复师',
  '李护士',
  '陈训练师',
  '刘主任',
  '赵医生',
  '孙护士长',
  '周康复师',
  '吴医生',
  '郑训练师',
] as const;

const reviewers = ['刘主任', '孙护士长', '吴医生', ''] as const;
const types: readonly ArticleType[] = ['education', 'guide', 'research', 'notice'];

/** mulberry32: a small fixed pseudo-random sequence, so every demo database is the same. */
function sequence(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** An article as the create call would take it, but with any status (a few are deleted). */
export type DemoArticle = Omit<ArticleCreate, 'status'> & { status: ArticleStatus };

/** The demo articles, oldest first: the order they are stored in (and the 拖拽表格 shows). */
export function demoArticles(now: Date): DemoArticle[] {
  const next = sequence(20_261_118);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  return Array.from({ length: DEMO_ARTICLE_COUNT }, (_, index) => {
    const topic = topics[index % topics.length]!;
    const issue = Math.floor(index / topics.length) + 1;
    const roll = next();
    const status: ArticleStatus = roll < 0.05 ? 'deleted' : roll < 0.25 ? 'draft' : 'published';
    // Whole minutes within the last two years.
    const minutesAgo = Math.floor(next() * 730 * 24 * 60);
    return {
      title: `${topic}（第${issue}期）`,
      author: pick(authors),
      reviewer: pick(reviewers),
      importance: 1 + Math.floor(next() * 3),
      type: pick(types),
      status,
      displayTime: Math.floor(now.getTime() / 60_000) * 60_000 - minutesAgo * 60_000,
      pageviews: status === 'published' ? Math.floor(next() * 5000) : 0,
      remark: index % 7 === 0 ? '适合在候诊区播放' : '',
    };
  }).sort((a, b) => a.displayTime - b.displayTime);
}
