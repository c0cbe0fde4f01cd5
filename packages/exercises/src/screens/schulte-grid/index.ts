export { SchulteGridScreen } from './schulte-screen';
export { planSchulte, schulteLayout } from './plan';
export type { SchulteLayout } from './plan';
