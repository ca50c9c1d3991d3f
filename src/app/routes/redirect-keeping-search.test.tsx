// @vitest-environment happy-dom
// Issue 13: /dashboard/signup was a 404 while /signup works; it now leads there, query and all.
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '../router';

function Where() {
  const location = useLocation();
  return <h1>{`${location.pathname}${location.search}`}</h1>;
}

/** The route the app's router gives `path` under /dashboard (outside the signed-in layout). */
function dashboardRoute(path: string): RouteObject {
  const top = routes[0]!.children![0]!.children!;
  const dashboard = top.find((route) => route.path === '/dashboard')!;
  return dashboard.children!.find((route) => route.path === path)!;
}

describe('/dashboard/signup', () => {
  afterEach(cleanup);

  it('leads to the sign-up screen at /signup, keeping the query', async () => {
    const signup = dashboardRoute('signup');
    expect(signup).toBeDefined();
    const router = createMemoryRouter(
      [
        { path: '/dashboard/signup', element: signup.element },
        { path: '/signup', element: <Where /> },
      ],
      { initialEntries: ['/dashboard/signup?invite=abc'] },
    );
    render(<RouterProvider router={router} />);
    expect((await screen.findByRole('heading')).textContent).toBe('/signup?invite=abc');
  });
});
