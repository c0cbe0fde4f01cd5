// The API client lives with the session (token store, toasts, re-login); kept here for imports.
export { api } from './session';
