import { Outlet } from 'react-router';

/** The menu's `Layout` key: the shell is already around every signed-in page (see registry.ts). */
export default function PassThrough() {
  return <Outlet />;
}
