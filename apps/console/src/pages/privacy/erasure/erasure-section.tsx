import type { ApiClient } from '@cep/api-client';

/** Placeholder until the section lands (issue 32): its heading only. */
export function ErasureSection(_props: { calls: ApiClient }) {
  return <h2 className="text-xl font-semibold">申请删除个人信息</h2>;
}
