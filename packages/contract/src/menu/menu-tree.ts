import { HOME_PATH } from './home-path';
import type { MenuEntry } from './menu-entry';

/** A demo page of the template (spec §2 route groups), titled in both languages. */
function demo(path: string, name: string, component: string, zh: string, en: string): MenuEntry {
  return { path, name, component, title: { 'zh-CN': zh, 'en-US': en } };
}

/**
 * Who sees the template's demo groups (/components, /charts, /table, /nested): staff, for whom
 * they are the catalogue of what the kit can do. Patients do not need them (issue 18).
 */
const demoRoles = ['admin', 'doctor'] as const;

/**
 * The console's menu (spec §2 Routes): the one place it is written. The server filters it by role
 * for getMenuList; the console maps each `component` to a page of its registry (a test fails when
 * one has no page) and shows each title in the user's language.
 *
 * Adding a page: one entry here, plus its component in apps/console/src/pages/registry.ts.
 *
 * Conventions: a top-level entry is the 'Layout' shell whose children are pages; a child's path is
 * relative to its parent's ('' = the parent's own path); an entry without `roles` shows to every
 * signed-in user, and a group whose children are all hidden from a user is dropped for them.
 */
export const menuTree: readonly MenuEntry[] = [
  // Home: '/' redirects to the home page, pinned as an always-open tab.
  {
    path: '/',
    component: 'Layout',
    redirect: HOME_PATH,
    children: [
      {
        path: 'dashboard',
        name: 'Dashboard',
        component: 'dashboard/index',
        title: { 'zh-CN': '首页', 'en-US': 'Home' },
        icon: 'dashboard',
        affix: true,
      },
    ],
  },

  // The three main areas of the platform.
  {
    path: '/cognitive-training',
    component: 'Layout',
    children: [
      {
        path: '',
        name: 'CognitiveTraining',
        component: 'cognitive-training/index',
        title: { 'zh-CN': '认知训练智能辅助', 'en-US': 'Cognitive Training Assistance' },
        icon: 'brain',
        patientData: true,
      },
    ],
  },
  {
    path: '/MPSA',
    component: 'Layout',
    children: [
      {
        path: '',
        name: 'MPSA',
        component: 'MPSA/index',
        title: { 'zh-CN': '多模态生理信号采集', 'en-US': 'Multimodal Signal Acquisition' },
        icon: 'pulse',
        patientData: true,
      },
    ],
  },
  {
    path: '/communityModule',
    component: 'Layout',
    children: [
      {
        path: '',
        name: 'CommunityModule',
        component: 'communityModule/index',
        title: { 'zh-CN': '群体互动模块', 'en-US': 'Group Interaction' },
        icon: 'peoples',
        patientData: true,
      },
    ],
  },

  // Issue 32: the patient's rights under PIPL (Art. 28–29, 44–47) on one page: their consents,
  // 我的数据 (a copy of everything), 谁查看了我的档案, and asking for erasure.
  {
    path: '/privacy',
    component: 'Layout',
    children: [
      {
        path: '',
        name: 'Privacy',
        component: 'privacy/index',
        title: { 'zh-CN': '我的隐私与数据', 'en-US': 'My Privacy & Data' },
        icon: 'lock',
        roles: ['patient'],
        patientData: true,
        noCache: true,
      },
    ],
  },

  // Administration. Admins see all four pages; doctors see the doctor and patient lists (read
  // only: their permissions are doctor:list and patient:list, plus updating their own record);
  // patients see none of it. The server enforces the same on every call.
  {
    path: '/system',
    name: 'System',
    component: 'Layout',
    redirect: 'noRedirect',
    alwaysShow: true,
    title: { 'zh-CN': '系统管理', 'en-US': 'System' },
    icon: 'setting',
    roles: ['admin', 'doctor'],
    children: [
      {
        path: 'users',
        name: 'UserManagement',
        component: 'system/users/index',
        title: { 'zh-CN': '用户管理', 'en-US': 'Users' },
        icon: 'user',
        roles: ['admin'],
      },
      {
        path: 'doctors',
        name: 'DoctorManagement',
        component: 'system/doctors/index',
        title: { 'zh-CN': '医生管理', 'en-US': 'Doctors' },
        icon: 'doctor',
        roles: ['admin', 'doctor'],
      },
      {
        path: 'patients',
        name: 'PatientManagement',
        component: 'system/patients/index',
        title: { 'zh-CN': '患者管理', 'en-US': 'Patients' },
        icon: 'patient',
        roles: ['admin', 'doctor'],
        patientData: true,
      },
      {
        // One patient's page (record, care team; the training and signal issues add their tabs).
        path: 'patients/:id',
        name: 'PatientDetail',
        component: 'system/patients/detail',
        title: { 'zh-CN': '患者详情', 'en-US': 'Patient' },
        icon: 'patient',
        roles: ['admin', 'doctor'],
        hidden: true,
        activeMenu: '/system/patients',
        patientData: true,
        noCache: true,
      },
      {
        // Issue 31, part 2: patients from the hospital's HIS (FHIR Bundle), previewed then imported.
        path: 'patient-import',
        name: 'PatientImport',
        component: 'system/patient-import/index',
        title: { 'zh-CN': '从 HIS 导入患者', 'en-US': 'Import from HIS' },
        icon: 'patient',
        roles: ['admin'],
        patientData: true,
        noCache: true,
      },
      {
        // Issue 32: the versioned texts of separate consent; a new version is published, never edited.
        path: 'consents',
        name: 'ConsentTexts',
        component: 'system/consents/index',
        title: { 'zh-CN': '知情同意书', 'en-US': 'Consent Texts' },
        icon: 'form',
        roles: ['admin'],
        noCache: true,
      },
      {
        // Issue 32 §5: patients' erasure requests (PIPL Art. 47), answered within their deadline.
        path: 'erasure-requests',
        name: 'ErasureRequests',
        component: 'system/erasure-requests/index',
        title: { 'zh-CN': '个人信息删除申请', 'en-US': 'Erasure Requests' },
        icon: 'lock',
        roles: ['admin'],
        patientData: true,
        noCache: true,
      },
      {
        path: 'audit',
        name: 'AuditLog',
        component: 'system/audit/index',
        title: { 'zh-CN': '审计日志', 'en-US': 'Audit Log' },
        icon: 'log',
        roles: ['admin'],
        noCache: true,
      },
      {
        // The errors people's browsers reported (spec §8 error log), kept on the server.
        path: 'client-errors',
        name: 'ClientErrors',
        component: 'system/client-errors/index',
        title: { 'zh-CN': '客户端错误', 'en-US': 'Client Errors' },
        icon: 'bug',
        roles: ['admin'],
        noCache: true,
      },
      {
        // Issue 30: per role, the ways of signing in and whether a second factor is required.
        path: 'sign-in-policy',
        name: 'SignInPolicy',
        component: 'system/sign-in-policy/index',
        title: { 'zh-CN': '登录安全策略', 'en-US': 'Sign-in Security' },
        icon: 'lock',
        roles: ['admin'],
        noCache: true,
      },
    ],
  },

  // Template demo groups (spec §2).
  {
    path: '/components',
    name: 'ComponentDemo',
    component: 'Layout',
    redirect: 'noRedirect',
    title: { 'zh-CN': '组件', 'en-US': 'Components' },
    icon: 'component',
    roles: demoRoles,
    children: [
      demo('tinymce', 'TinymceDemo', 'components-demo/tinymce', '富文本编辑器', 'Rich Text Editor'),
      demo('markdown', 'MarkdownDemo', 'components-demo/markdown', 'Markdown', 'Markdown'),
      demo(
        'json-editor',
        'JsonEditorDemo',
        'components-demo/json-editor',
        'JSON 编辑器',
        'JSON Editor',
      ),
      demo('split-pane', 'SplitpaneDemo', 'components-demo/split-pane', '分割面板', 'Split Pane'),
      demo(
        'avatar-upload',
        'AvatarUploadDemo',
        'components-demo/avatar-upload',
        '头像上传',
        'Avatar Upload',
      ),
      demo('dropzone', 'DropzoneDemo', 'components-demo/dropzone', '拖拽上传', 'Dropzone'),
      demo('sticky', 'StickyDemo', 'components-demo/sticky', '吸顶', 'Sticky'),
      demo('count-to', 'CountToDemo', 'components-demo/count-to', '数字滚动', 'Count To'),
      demo('mixin', 'ComponentMixinDemo', 'components-demo/mixin', '小组件', 'Mixin'),
      demo(
        'back-to-top',
        'BackToTopDemo',
        'components-demo/back-to-top',
        '返回顶部',
        'Back To Top',
      ),
      demo(
        'drag-dialog',
        'DragDialogDemo',
        'components-demo/drag-dialog',
        '拖拽弹窗',
        'Drag Dialog',
      ),
      demo(
        'drag-select',
        'DragSelectDemo',
        'components-demo/drag-select',
        '拖拽选择',
        'Drag Select',
      ),
      demo('dnd-list', 'DndListDemo', 'components-demo/dnd-list', '列表拖拽', 'Drag List'),
      demo(
        'drag-kanban',
        'DragKanbanDemo',
        'components-demo/drag-kanban',
        '可拖拽看板',
        'Drag Kanban',
      ),
    ],
  },
  {
    path: '/charts',
    name: 'Charts',
    component: 'Layout',
    redirect: 'noRedirect',
    title: { 'zh-CN': '图表', 'en-US': 'Charts' },
    icon: 'chart',
    roles: demoRoles,
    children: [
      {
        ...demo('keyboard', 'KeyboardChart', 'charts/keyboard', '键盘图表', 'Keyboard Chart'),
        noCache: true,
      },
      { ...demo('line', 'LineChart', 'charts/line', '折线图', 'Line Chart'), noCache: true },
      {
        ...demo('mix-chart', 'MixChart', 'charts/mix-chart', '混合图表', 'Mix Chart'),
        noCache: true,
      },
    ],
  },
  {
    path: '/table',
    name: 'Table',
    component: 'Layout',
    redirect: '/table/complex-table',
    title: { 'zh-CN': '表格', 'en-US': 'Table' },
    icon: 'table',
    roles: demoRoles,
    children: [
      demo(
        'dynamic-table',
        'DynamicTable',
        'table/dynamic-table/index',
        '动态表格',
        'Dynamic Table',
      ),
      demo('drag-table', 'DragTable', 'table/drag-table', '拖拽表格', 'Drag Table'),
      demo(
        'inline-edit-table',
        'InlineEditTable',
        'table/inline-edit-table',
        '表格内编辑',
        'Inline Edit',
      ),
      demo('complex-table', 'ComplexTable', 'table/complex-table', '综合表格', 'Complex Table'),
    ],
  },
  {
    path: '/nested',
    name: 'Nested',
    component: 'Layout',
    redirect: '/nested/menu1/menu1-1',
    title: { 'zh-CN': '路由嵌套', 'en-US': 'Nested Routes' },
    icon: 'nested',
    roles: demoRoles,
    children: [
      {
        ...demo('menu1', 'Menu1', 'nested/menu1/index', '菜单1', 'Menu 1'),
        redirect: '/nested/menu1/menu1-1',
        children: [
          demo('menu1-1', 'Menu1-1', 'nested/menu1/menu1-1', '菜单1-1', 'Menu 1-1'),
          {
            ...demo('menu1-2', 'Menu1-2', 'nested/menu1/menu1-2', '菜单1-2', 'Menu 1-2'),
            redirect: '/nested/menu1/menu1-2/menu1-2-1',
            children: [
              demo(
                'menu1-2-1',
                'Menu1-2-1',
                'nested/menu1/menu1-2/menu1-2-1',
                '菜单1-2-1',
                'Menu 1-2-1',
              ),
              demo(
                'menu1-2-2',
                'Menu1-2-2',
                'nested/menu1/menu1-2/menu1-2-2',
                '菜单1-2-2',
                'Menu 1-2-2',
              ),
            ],
          },
          demo('menu1-3', 'Menu1-3', 'nested/menu1/menu1-3', '菜单1-3', 'Menu 1-3'),
        ],
      },
      demo('menu2', 'Menu2', 'nested/menu2/index', '菜单2', 'Menu 2'),
    ],
  },
];
