import type { ApiClient } from '@cep/api-client';

/** Placeholder until the section lands (issue 32): its heading only. */
export function AccessHistorySection(_props: { calls: ApiClient }) {
  return <h2 className="text-xl font-semibold">谁查看了我的档案</h2>;
}
