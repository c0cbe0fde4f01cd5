// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { RedirectView } from './redirect-view';

function Address() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="address">{`${pathname}${search}${hash}`}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/redirect/*', element: <RedirectView /> },
      { path: '*', element: <Address /> },
    ],
    { initialEntries: ['/dashboard', path], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RedirectView', () => {
  afterEach(cleanup);

  it('replaces /redirect/{path} with the path, query and hash kept', async () => {
    const router = renderAt('/redirect/MPSA/detail?page=2#notes');
    expect((await screen.findByTestId('address')).textContent).toBe('/MPSA/detail?page=2#notes');
    // Replaced, not pushed: Back goes where the person was before the refresh.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('stays on this site for // and backslash tricks', async () => {
    renderAt('/redirect//evil.example/x');
    expect((await screen.findByTestId('address')).textContent).toBe('/evil.example/x');
    cleanup();
    renderAt('/redirect/%5C%5Cevil.example');
    expect((await screen.findByTestId('address')).textContent).toBe('/evil.example');
  });
});
