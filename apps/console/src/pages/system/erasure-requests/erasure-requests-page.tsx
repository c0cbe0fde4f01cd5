import { api } from '../../../api-client';
import { ErasureRequestsView } from './erasure-requests-view';

/** 个人信息删除申请 over the console's API client (the story passes its own calls to the view). */
export default function ErasureRequestsPage() {
  return <ErasureRequestsView calls={api} />;
}
