import { describe, expect, it } from 'vitest';
import * as ui from './index';

describe('@cep/ui public API', () => {
  it('exports the documented runtime names', () => {
    expect(Object.keys(ui)).toEqual(
      expect.arrayContaining([
        'Button',
        'DEFAULT_TIME_PATTERN',
        'LocaleProvider',
        'buttonVariants',
        'cn',
        'formatThousands',
        'formatTime',
        'numberUnit',
        'parseTime',
        'relativeTime',
        'timeAgo',
        'useLocale',
        'useMessages',
      ]),
    );
  });
});
