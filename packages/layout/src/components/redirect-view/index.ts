export { RedirectView } from './redirect-view';
