// Two dashboard pages under the root layout, at the first: for the tests of what happens on a route change.
import { createMemoryRouter } from 'react-router';
import RootLayout from '../app/routes/root-layout';

export function rootLayoutRouter() {
  return createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          { path: '/dashboard/plays', element: <h1>Plays</h1> },
          { path: '/dashboard/playbooks', element: <h1>Playbooks</h1> },
        ],
      },
    ],
    { initialEntries: ['/dashboard/plays'] },
  );
}
