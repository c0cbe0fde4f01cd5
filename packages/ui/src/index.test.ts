import { describe, expect, it } from 'vitest';
import * as ui from './index';

describe('@cep/ui public API', () => {
  it('exports the documented runtime names', () => {
    expect(Object.keys(ui)).toEqual(
      expect.arrayContaining([
        'BackToTop',
        'ConversationList',
        'CountButton',
        'MessageComposer',
        'MessageThread',
        'Button',
        'CountTo',
        'DEFAULT_TIME_PATTERN',
        'DragBoard',
        'LocaleProvider',
        'MovableDialogContent',
        'buttonVariants',
        'cn',
        'easings',
        'formatCountValue',
        'formatThousands',
        'formatTime',
        'moveItem',
        'numberUnit',
        'parseTime',
        'relativeTime',
        'Ripple',
        'SafeHtml',
        'sanitizeHtml',
        'SplitPane',
        'SplitPaneHandle',
        'SplitPanePanel',
        'Sticky',
        'timeAgo',
        'useCountTo',
        'useLocale',
        'useMessages',
      ]),
    );
  });
});
