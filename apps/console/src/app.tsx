import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { ConsoleLocaleProvider } from './locale-state';
import { LoginPage } from './pages/login/login-page';

// The signed-in shell, the guard and the server's menu routes arrive with the later issues.
const router = createBrowserRouter([
  { path: '/login', element: <LoginPage /> },
  { path: '*', element: <Navigate to="/login" replace /> },
]);

/** The console's root: language, then routes. */
export function App() {
  return (
    <ConsoleLocaleProvider>
      <RouterProvider router={router} />
    </ConsoleLocaleProvider>
  );
}
