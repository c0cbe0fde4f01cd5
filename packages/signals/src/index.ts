export * from './frame/frame-layout';
export * from './frame/encode-frame';
export * from './frame/parse-frame';
export * from './frame/frame-reader';
export * from './filters/biquad';
export * from './filters/channel-filter';
export * from './filters/channel-quality';
