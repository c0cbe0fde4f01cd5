import { ApiError } from '../http/api-error';

/** Placeholder of a handler still being written: answers 50000 so nothing pretends to work. */
export function notBuilt(): never {
  throw new ApiError(50000, '功能尚未实现');
}
