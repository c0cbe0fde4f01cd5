/**
 * Spec §2: the home page — where `/` leads, where a signed-in user going to /login is sent, the
 * first level of every breadcrumb and the avatar menu's 首页. A module of its own: importing it
 * does not bring the menu tree along.
 */
export const HOME_PATH = '/dashboard';
