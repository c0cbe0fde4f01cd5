import { describe, expect, it } from 'vitest';
import * as ui from './index';

describe('@cep/ui public API', () => {
  it('exports exactly the documented runtime names', () => {
    expect(Object.keys(ui).sort()).toEqual(
      ['Button', 'LocaleProvider', 'buttonVariants', 'cn', 'useLocale', 'useMessages'].sort(),
    );
  });
});
