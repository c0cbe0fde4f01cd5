/**
 * A user agent in short for the client-error list: `Chrome 120`, `Edge 120`, `Safari 17`. Order
 * matters: Edge, Opera and the in-app browsers also call themselves Chrome and Safari, so the more
 * specific tokens are tried first. Unknown → null (the full user agent stays in the entry).
 */
const browsers: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['WeChat', /MicroMessenger\/(\d+)/],
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
];

export function browserName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  for (const [name, pattern] of browsers) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1]}`;
  }
  return null;
}
