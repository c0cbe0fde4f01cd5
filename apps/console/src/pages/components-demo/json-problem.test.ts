import { describe, expect, it } from 'vitest';
import { jsonProblem } from './json-problem';

describe('jsonProblem', () => {
  it('is null for valid JSON', () => {
    expect(jsonProblem('{"a": [1, 2]}')).toBeNull();
  });

  it('names the line and column of the first error', () => {
    const problem = jsonProblem('{\n  "a": 1\n  "b": 2\n}');
    expect(problem).toMatchObject({ line: 3, column: 3 });
    expect(problem!.message).not.toMatch(/position/);
  });

  it('puts an unexpected end at the end of the text', () => {
    expect(jsonProblem('{"a": ')).toMatchObject({ line: 1, column: 7 });
  });
});
