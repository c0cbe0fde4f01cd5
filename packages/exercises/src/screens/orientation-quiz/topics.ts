import type { Locale } from '@cep/ui';
import { pick, shuffle } from '../runner';

/*
 * What an orientation question asks and how its true answer is read from the clock. China has one
 * time zone (UTC+8, no summer time), so "now" is the device's clock shifted to it, read when the
 * patient answers. Seasons are the meteorological ones used in China's weather reports (spring
 * March–May, …); times of day are four blocks named with their hours so the rule is plain.
 */
export const TOPICS = ['timeOfDay', 'season', 'weekday', 'month', 'year', 'date'] as const;
export type Topic = (typeof TOPICS)[number] | 'place';

const CHINA_OFFSET_MS = 8 * 3600_000;

/** The calendar fields of `nowMs` in China. */
export function chinaClock(nowMs: number) {
  const d = new Date(nowMs + CHINA_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    date: d.getUTCDate(),
    /** 1 = Monday … 7 = Sunday. */
    weekday: ((d.getUTCDay() + 6) % 7) + 1,
    hour: d.getUTCHours(),
  };
}

const TIMES_OF_DAY = ['night', 'morning', 'afternoon', 'evening'] as const;
const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;

/** The true answer to `topic` at `nowMs` (the place's answer is always "place"). */
export function truthOf(topic: Topic, nowMs: number): string {
  const c = chinaClock(nowMs);
  switch (topic) {
    case 'timeOfDay':
      return c.hour < 5 ? 'night' : c.hour < 12 ? 'morning' : c.hour < 18 ? 'afternoon' : 'evening';
    case 'season':
      return SEASONS[Math.floor(((((c.month + 9) % 12) + 12) % 12) / 3)]!;
    case 'weekday':
      return String(c.weekday);
    case 'month':
      return String(c.month);
    case 'year':
      return String(c.year);
    case 'date':
      return String(c.date);
    case 'place':
      return 'place';
  }
}

const wrap = (value: number, size: number) => ((((value - 1) % size) + size) % size) + 1;

/** Wrong answers close to the truth first (yesterday, last month), as a confused person might say. */
function nearby(truth: number, size: number | null): string[] {
  const steps = [1, -1, 2, -2, 3, -3, 4];
  return steps.map((step) => String(size === null ? truth + step : wrap(truth + step, size)));
}

export const PLACE_FOILS = ['home', 'school', 'market', 'park'] as const;

/** `count` answers including the truth at `nowMs`, in an order fixed by `random`. */
export function choicesOf(
  topic: Topic,
  nowMs: number,
  count: number,
  random: () => number,
): string[] {
  const truth = truthOf(topic, nowMs);
  let pool: string[];
  switch (topic) {
    case 'timeOfDay':
      pool = TIMES_OF_DAY.filter((t) => t !== truth);
      break;
    case 'season':
      pool = SEASONS.filter((s) => s !== truth);
      break;
    case 'weekday':
      pool = nearby(Number(truth), 7);
      break;
    case 'month':
      pool = nearby(Number(truth), 12);
      break;
    case 'year':
      pool = nearby(Number(truth), null);
      break;
    case 'date':
      pool = nearby(Number(truth), 31);
      break;
    case 'place':
      pool = [...PLACE_FOILS];
      break;
  }
  // Close foils for numbers (the first few), any for named answers.
  const foils =
    topic === 'timeOfDay' || topic === 'season' || topic === 'place'
      ? shuffle(pool, random)
      : pool.slice(0, Math.max(count + 1, 4));
  const chosen = shuffle(
    [...new Set(foils)].filter((f) => f !== truth),
    random,
  ).slice(0, count - 1);
  return shuffle([truth, ...chosen], random).sort(
    // Numbers read best in order; named answers keep the shuffled order.
    (a, b) => (/^\d+$/.test(a) && /^\d+$/.test(b) ? Number(a) - Number(b) : 0),
  );
}

const WEEKDAYS: Record<Locale, readonly string[]> = {
  'zh-CN': ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'],
  'en-US': ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};
const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const NAMED: Record<Locale, Record<string, string>> = {
  'zh-CN': {
    night: '凌晨（0–5 点）',
    morning: '上午（5–12 点）',
    afternoon: '下午（12–18 点）',
    evening: '晚上（18–24 点）',
    spring: '春天',
    summer: '夏天',
    autumn: '秋天',
    winter: '冬天',
    home: '家里',
    school: '学校',
    market: '菜市场',
    park: '公园',
  },
  'en-US': {
    night: 'Night (0–5 h)',
    morning: 'Morning (5–12 h)',
    afternoon: 'Afternoon (12–18 h)',
    evening: 'Evening (18–24 h)',
    spring: 'Spring',
    summer: 'Summer',
    autumn: 'Autumn',
    winter: 'Winter',
    home: 'At home',
    school: 'At a school',
    market: 'At a market',
    park: 'In a park',
  },
};

/** How an answer reads on its button. */
export function answerLabel(topic: Topic, value: string, locale: Locale, place?: string): string {
  const n = Number(value);
  switch (topic) {
    case 'weekday':
      return WEEKDAYS[locale][n - 1] ?? value;
    case 'month':
      return locale === 'zh-CN' ? `${n} 月` : (MONTHS_EN[n - 1] ?? value);
    case 'year':
      return locale === 'zh-CN' ? `${n} 年` : value;
    case 'date':
      return locale === 'zh-CN'
        ? `${n} 号`
        : `the ${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
    case 'place':
      return value === 'place' ? (place ?? value) : (NAMED[locale][value] ?? value);
    default:
      return NAMED[locale][value] ?? value;
  }
}

/** The topics of a level: the first `count` of the list, and the place when the therapist named it. */
export function topicsOf(count: number, place: string | undefined): Topic[] {
  return [...TOPICS.slice(0, count), ...(place ? (['place'] as const) : [])];
}

/** `trials` topics, each of the level's before any repeats. */
export function topicSequence(
  topics: readonly Topic[],
  trials: number,
  random: () => number,
): Topic[] {
  const out: Topic[] = [];
  while (out.length < trials) out.push(...shuffle(topics, random));
  return out.slice(0, trials).map((topic, i, all) =>
    // Avoid the same question twice in a row across a reshuffle.
    i > 0 && topic === all[i - 1] && topics.length > 1
      ? topics[(topics.indexOf(topic) + 1 + pick(random, topics.length - 1)) % topics.length]!
      : topic,
  );
}
