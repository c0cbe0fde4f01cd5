import { describe, expect, it } from 'vitest';
import * as ui from './index';

describe('@cep/ui public API', () => {
  it('exports the documented runtime names', () => {
    expect(Object.keys(ui)).toEqual(
      expect.arrayContaining([
        'Button',
        'LocaleProvider',
        'buttonVariants',
        'cn',
        'useLocale',
        'useMessages',
      ]),
    );
  });
});
