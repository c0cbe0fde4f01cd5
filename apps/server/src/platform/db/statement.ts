import { createHash } from 'node:crypto';
import type { QueryConfig } from 'pg';

/*
 * Hand-written statements for the hottest reads (bench/server): the text is built from fixed SQL
 * pieces only, every value the caller sent goes in as a `$n` parameter.
 */

/** The values of a statement being built: `add(value)` appends one and returns its `$n`. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Statement names by text: one per shape of a statement (which filters, which sort). */
const names = new Map<string, string>();

/**
 * `text` as a *named* prepared statement (as the session lookup is): each pooled connection
 * parses it once per shape instead of once per request. The name is derived from the text, so
 * two texts never share one name, in this process or another.
 */
export function prepared(text: string, values: unknown[]): QueryConfig {
  let name = names.get(text);
  if (name === undefined) {
    name = `cep_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
    names.set(text, name);
  }
  return { name, text, values };
}
