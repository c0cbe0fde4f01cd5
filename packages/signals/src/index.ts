export * from './frame/frame-layout';
export * from './frame/encode-frame';
export * from './frame/parse-frame';
export * from './frame/frame-reader';
