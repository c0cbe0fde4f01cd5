export { PictureNamingScreen } from './picture-naming-screen';
export { planPictureNaming } from './plan';
export type { PictureItem } from './plan';
export { PICTURES } from './drawings';
