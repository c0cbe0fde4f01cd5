-- The console's menu (spec §2 Routes), read by getMenuList and filtered there by meta.roles.
-- It is product structure, not demo data: it is installed in production too.
--
-- Conventions (the template the console follows): a top-level entry is the 'Layout' shell whose
-- children are pages; a child's path is relative to its parent's ('' = the parent's own path);
-- `component` is a string key the console maps to a page; `redirect` 'noRedirect' makes a
-- breadcrumb item that is not a link; `meta.icon` is a string key of the console's icon set.
-- A route without meta.roles shows to every signed-in user.

DO $$
DECLARE
  parent integer;
  menu1 integer;
  menu12 integer;
BEGIN
  -- Home: '/' redirects to /dashboard (spec §2); pinned as an always-open tab.
  INSERT INTO menu_routes (sort, path, component, redirect)
  VALUES (10, '/', 'Layout', '/dashboard') RETURNING id INTO parent;
  INSERT INTO menu_routes (parent_id, sort, path, name, component, meta) VALUES
    (parent, 10, 'dashboard', 'Dashboard', 'dashboard/index',
     '{"title": "首页", "icon": "dashboard", "affix": true}');

  -- The three main areas of the platform.
  INSERT INTO menu_routes (sort, path, component)
  VALUES (20, '/cognitive-training', 'Layout') RETURNING id INTO parent;
  INSERT INTO menu_routes (parent_id, sort, path, name, component, meta) VALUES
    (parent, 10, '', 'CognitiveTraining', 'cognitive-training/index',
     '{"title": "认知训练智能辅助", "icon": "brain"}');

  INSERT INTO menu_routes (sort, path, component)
  VALUES (30, '/MPSA', 'Layout') RETURNING id INTO parent;
  INSERT INTO menu_routes (parent_id, sort, path, name, component, meta) VALUES
    (parent, 10, '', 'MPSA', 'MPSA/index',
     '{"title": "多模态生理信号采集", "icon": "pulse"}');

  INSERT INTO menu_routes (sort, path, component)
  VALUES (40, '/communityModule', 'Layout') RETURNING id INTO parent;
  INSERT INTO menu_routes (parent_id, sort, path, name, component, meta) VALUES
    (parent, 10, '', 'CommunityModule', 'communityModule/index',
     '{"title": "群体互动模块", "icon": "peoples"}');

  -- Administration. Admins see all four pages; doctors see the doctor and patient lists (read
  -- only: their permissions are doctor:list and patient:list, plus updating their own record);
  -- patients see none of it. The server enforces the same on every call.
  INSERT INTO menu_routes (sort, path, name, component, redirect, always_show, meta)
  VALUES (50, '/system', 'System', 'Layout', 'noRedirect', true,
          '{"title": "系统管理", "icon": "setting", "roles": ["admin", "doctor"]}')
  RETURNING id INTO parent;
  INSERT INTO menu_routes (parent_id, sort, path, name, component, meta) VALUES
    (parent, 10, 'users', 'UserManagement', 'system/users/index',
     '{"title": "用户管理", "icon": "user", "roles": ["admin"]}'),
    (parent, 20, 'doctors', 'DoctorManagement', 'system/doctors/index',
     '{"title": "医生管理", "icon": "doctor", "roles": ["admin", "doctor"]}'),
    (parent, 30, 'patients', 'PatientManagement', 'system/patients/index',
     '{"title": "患者管理", "icon": "patient", "roles": ["admin", "doctor"]}'),
    (parent, 40, 'audit', 'AuditLog', 'system/audit/index',
     '{"title": "审计日志", "icon": "log", "roles": ["admin"], "noCache": true}');

  -- Template demo groups (spec §2).
  INSERT INTO menu_routes (sort, path, name, component, redirect, meta)
  VALUES (60, '/components', 'ComponentDemo', 'Layout', 'noRedirect',
          '{"title": "组件", "icon": "component"}')
  RETURNING id INTO parent;
  INSERT INTO menu_routes (parent_id, sort, path, name, component, meta) VALUES
    (parent, 10, 'tinymce', 'TinymceDemo', 'components-demo/tinymce', '{"title": "富文本编辑器"}'),
    (parent, 20, 'markdown', 'MarkdownDemo', 'components-demo/markdown', '{"title": "Markdown"}'),
    (parent, 30, 'json-editor', 'JsonEditorDemo', 'components-demo/json-editor', '{"title": "JSON 编辑器"}'),
    (parent, 40, 'split-pane', 'SplitpaneDemo', 'components-demo/split-pane', '{"title": "分割面板"}'),
    (parent, 50, 'avatar-upload', 'AvatarUploadDemo', 'components-demo/avatar-upload', '{"title": "头像上传"}'),
    (parent, 60, 'dropzone', 'DropzoneDemo', 'components-demo/dropzone', '{"title": "拖拽上传"}'),
    (parent, 70, 'sticky', 'StickyDemo', 'components-demo/sticky', '{"title": "吸顶"}'),
    (parent, 80, 'count-to', 'CountToDemo', 'components-demo/count-to', '{"title": "数字滚动"}'),
    (parent, 90, 'mixin', 'ComponentMixinDemo', 'components-demo/mixin', '{"title": "小组件"}'),
    (parent, 100, 'back-to-top', 'BackToTopDemo', 'components-demo/back-to-top', '{"title": "返回顶部"}'),
    (parent, 110, 'drag-dialog', 'DragDialogDemo', 'components-demo/drag-dialog', '{"title": "拖拽弹窗"}'),
    (parent, 120, 'drag-select', 'DragSelectDemo', 'components-demo/drag-select', '{"title": "拖拽选择"}'),
    (parent, 130, 'dnd-list', 'DndListDemo', 'components-demo/dnd-list', '{"title": "列表拖拽"}'),
    (parent, 140, 'drag-kanban', 'DragKanbanDemo', 'components-demo/drag-kanban', '{"title": "可拖拽看板"}');

  INSERT INTO menu_routes (sort, path, name, component, redirect, meta)
  VALUES (70, '/charts', 'Charts', 'Layout', 'noRedirect', '{"title": "图表", "icon": "chart"}')
  RETURNING id INTO parent;
  INSERT INTO menu_routes (parent_id, sort, path, name, component, meta) VALUES
    (parent, 10, 'keyboard', 'KeyboardChart', 'charts/keyboard', '{"title": "键盘图表", "noCache": true}'),
    (parent, 20, 'line', 'LineChart', 'charts/line', '{"title": "折线图", "noCache": true}'),
    (parent, 30, 'mix-chart', 'MixChart', 'charts/mix-chart', '{"title": "混合图表", "noCache": true}');

  INSERT INTO menu_routes (sort, path, name, component, redirect, meta)
  VALUES (80, '/table', 'Table', 'Layout', '/table/complex-table', '{"title": "表格", "icon": "table"}')
  RETURNING id INTO parent;
  INSERT INTO menu_routes (parent_id, sort, path, name, component, meta) VALUES
    (parent, 10, 'dynamic-table', 'DynamicTable', 'table/dynamic-table/index', '{"title": "动态表格"}'),
    (parent, 20, 'drag-table', 'DragTable', 'table/drag-table', '{"title": "拖拽表格"}'),
    (parent, 30, 'inline-edit-table', 'InlineEditTable', 'table/inline-edit-table', '{"title": "表格内编辑"}'),
    (parent, 40, 'complex-table', 'ComplexTable', 'table/complex-table', '{"title": "综合表格"}');

  INSERT INTO menu_routes (sort, path, name, component, redirect, meta)
  VALUES (90, '/nested', 'Nested', 'Layout', '/nested/menu1/menu1-1',
          '{"title": "路由嵌套", "icon": "nested"}')
  RETURNING id INTO parent;
  INSERT INTO menu_routes (parent_id, sort, path, name, component, redirect, meta)
  VALUES (parent, 10, 'menu1', 'Menu1', 'nested/menu1/index', '/nested/menu1/menu1-1',
          '{"title": "菜单1"}')
  RETURNING id INTO menu1;
  INSERT INTO menu_routes (parent_id, sort, path, name, component, meta) VALUES
    (menu1, 10, 'menu1-1', 'Menu1-1', 'nested/menu1/menu1-1', '{"title": "菜单1-1"}');
  INSERT INTO menu_routes (parent_id, sort, path, name, component, redirect, meta)
  VALUES (menu1, 20, 'menu1-2', 'Menu1-2', 'nested/menu1/menu1-2', '/nested/menu1/menu1-2/menu1-2-1',
          '{"title": "菜单1-2"}')
  RETURNING id INTO menu12;
  INSERT INTO menu_routes (parent_id, sort, path, name, component, meta) VALUES
    (menu12, 10, 'menu1-2-1', 'Menu1-2-1', 'nested/menu1/menu1-2/menu1-2-1', '{"title": "菜单1-2-1"}'),
    (menu12, 20, 'menu1-2-2', 'Menu1-2-2', 'nested/menu1/menu1-2/menu1-2-2', '{"title": "菜单1-2-2"}');
  INSERT INTO menu_routes (parent_id, sort, path, name, component, meta) VALUES
    (menu1, 30, 'menu1-3', 'Menu1-3', 'nested/menu1/menu1-3', '{"title": "菜单1-3"}');
  INSERT INTO menu_routes (parent_id, sort, path, name, component, meta) VALUES
    (parent, 20, 'menu2', 'Menu2', 'nested/menu2/index', '{"title": "菜单2"}');
END
$$;
