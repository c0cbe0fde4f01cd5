-- The menu is now written once, in @cep/contract's route tree (packages/contract/src/menu), and
-- served from it by getMenuList, filtered by role (src/identity/menu.ts). The copy 0002_menu.sql
-- installed here would only drift from it: the table goes.
DROP TABLE menu_routes;
