/** Where a JSON text first goes wrong, 1-based, with the parser's own words; null when valid. */
export function jsonProblem(
  text: string,
): { line: number; column: number; message: string } | null {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = /at position (\d+)/.exec(message);
    const offset = at ? Number(at[1]) : text.length;
    const before = text.slice(0, offset).split('\n');
    return {
      line: before.length,
      column: before.at(-1)!.length + 1,
      // The engine's sentence without the position it already gave (said in words instead).
      message: message.replace(/\s*(in JSON )?at position \d+.*$/, '').trim(),
    };
  }
}
