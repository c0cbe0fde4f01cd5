import type { Locale } from '@cep/contract';
import { columnsIn } from '../../platform/lists/export-columns';
import type { ExportColumn } from '../../platform/lists/export-rows';

/* The columns of the user list's export, headers in the caller's language; numbers masked as the list shows them (platform/lists/export-columns.ts says why). */

interface UserExportRow {
  id: number;
  username: string;
  name: string;
  user_auth: string;
  roles: string[];
  created_at: Date;
}

export function userExportColumns(locale: Locale): ExportColumn<UserExportRow>[] {
  return columnsIn<UserExportRow, keyof UserExportRow>(
    locale,
    {
      id: { 'zh-CN': '编号', 'en-US': 'ID' },
      username: { 'zh-CN': '用户名', 'en-US': 'Username' },
      name: { 'zh-CN': '姓名', 'en-US': 'Name' },
      user_auth: { 'zh-CN': '用户类型', 'en-US': 'User type' },
      roles: { 'zh-CN': '角色', 'en-US': 'Roles' },
      created_at: { 'zh-CN': '创建时间', 'en-US': 'Created' },
    },
    {
      id: (row) => row.id,
      username: (row) => row.username,
      name: (row) => row.name,
      user_auth: (row) => row.user_auth,
      roles: (row) => row.roles.join(' '),
      created_at: (row) => row.created_at.toISOString(),
    },
  );
}
