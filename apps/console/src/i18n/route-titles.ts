/**
 * English titles of the menu's routes. The server's menu carries its titles in Chinese (spec §2);
 * the console shows them in English when the user chose English, and falls back to the server's
 * title for anything not listed here.
 */
export const englishRouteTitles: Readonly<Record<string, string>> = {
  首页: 'Home',
  认知训练智能辅助: 'Cognitive Training Assistance',
  多模态生理信号采集: 'Multimodal Signal Acquisition',
  群体互动模块: 'Group Interaction',
  系统管理: 'System',
  医生管理: 'Doctors',
  患者管理: 'Patients',
  用户管理: 'Users',
  审计日志: 'Audit Log',
  组件: 'Components',
  富文本编辑器: 'Rich Text Editor',
  Markdown: 'Markdown',
  'JSON 编辑器': 'JSON Editor',
  分割面板: 'Split Pane',
  头像上传: 'Avatar Upload',
  拖拽上传: 'Dropzone',
  吸顶: 'Sticky',
  数字滚动: 'Count To',
  小组件: 'Mixin',
  返回顶部: 'Back To Top',
  拖拽弹窗: 'Drag Dialog',
  拖拽选择: 'Drag Select',
  列表拖拽: 'Drag List',
  可拖拽看板: 'Drag Kanban',
  图表: 'Charts',
  键盘图表: 'Keyboard Chart',
  折线图: 'Line Chart',
  混合图表: 'Mix Chart',
  表格: 'Table',
  动态表格: 'Dynamic Table',
  拖拽表格: 'Drag Table',
  表格内编辑: 'Inline Edit',
  综合表格: 'Complex Table',
  路由嵌套: 'Nested Routes',
  菜单1: 'Menu 1',
  '菜单1-1': 'Menu 1-1',
  '菜单1-2': 'Menu 1-2',
  '菜单1-2-1': 'Menu 1-2-1',
  '菜单1-2-2': 'Menu 1-2-2',
  '菜单1-3': 'Menu 1-3',
  菜单2: 'Menu 2',
  // Console pages outside the menu
  登录: 'Sign in',
  个人中心: 'Personal Centre',
};

/** The title to show for a route title from the server, in the user's language. */
export function routeTitle(title: string, locale: 'zh-CN' | 'en-US'): string {
  return locale === 'en-US' ? (englishRouteTitles[title] ?? title) : title;
}
