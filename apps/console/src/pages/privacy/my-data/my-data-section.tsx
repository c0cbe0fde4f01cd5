import type { ApiClient } from '@cep/api-client';

/** Placeholder until the section lands (issue 32): its heading only. */
export function MyDataSection(_props: { calls: ApiClient }) {
  return <h2 className="text-xl font-semibold">我的数据</h2>;
}
