// Every screen of the app. The app is served under /dashboard/; a few screens live at the root
// (spec §2). Screens are lazy-loaded so the first page loads only what it shows.
import { createBrowserRouter } from 'react-router';
import { Spinner } from '../ui/spinner';

export const router = createBrowserRouter([
  {
    path: '/dashboard',
    hydrateFallbackElement: <Spinner />,
    children: [{ index: true, lazy: () => import('./routes/home').then((m) => ({ Component: m.default })) }],
  },
  { path: '*', lazy: () => import('./routes/not-found').then((m) => ({ Component: m.default })) },
]);
