import type { componentsDemoMessages } from './messages';

/** The demo items of the drag pages: keys of `items` in the demo's messages. */
export type DemoItem = keyof (typeof componentsDemoMessages)['zh-CN']['items'];
