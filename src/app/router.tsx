// Every screen of spec §2. The app lives under /dashboard/; a few screens sit at the root. Screens
// are lazy-loaded by feature, so the first page loads only what it shows; the signed-in dashboard's
// screens load only once the coach is signed in (lazy-screen.tsx).
import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { Spinner } from '../ui/spinner';
import { lazyScreen } from './routes/lazy-screen';
import { RedirectKeepingSearch } from './routes/redirect-keeping-search';
import { RequirePermission } from './routes/require-permission';
import { RouteErrorScreen } from './routes/route-error';
import RootLayout from './routes/root-layout';

type Loaded = { default: ComponentType };

/** A lazy route whose module's default export is the screen. */
const screen = (load: () => Promise<Loaded>): Pick<RouteObject, 'lazy'> => ({
  lazy: () => load().then((module) => ({ Component: module.default })),
});

/** A lazy route whose screen takes fixed props (one screen shared by plays and drills, say). */
function screenWith<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, props: P): Pick<RouteObject, 'lazy'> {
  return {
    lazy: () =>
      load().then((module) => {
        const Screen = module.default;
        return { Component: () => <Screen {...props} /> };
      }),
  };
}

/** The play editor (src/editor): a new play at playeditor, an existing one at playeditor/:playId (one route, so a first save keeps the editor). */
const playEditor = screen(() => import('../editor/routes/editor-route'));
/** The playbook editor (features/playbooks/editor): `playbook-editor?playbook_id=<id>`. */
const playbookEditor = screen(() => import('../features/playbooks/editor/playbook-editor'));
/** The rotation editor (features/rotations/editor): `rotation-editor?rotation_id=<id>`. */
const rotationEditor = screen(() => import('../features/rotations/editor/rotation-editor'));
/**
 * The practice planner (features/practice-plans/planner): `practice-planner?practice_plan_id=<id>`;
 * its drill picker is the playbooks' "Add plays" dialog, handed in here (features import no other feature).
 */
const practicePlanner: Pick<RouteObject, 'lazy'> = {
  lazy: () =>
    Promise.all([import('../features/practice-plans/planner/practice-planner'), import('../features/playbooks/components/add-plays-dialog')]).then(([planner, picker]) => {
      const Planner = planner.default;
      return { Component: () => <Planner DrillPicker={picker.AddPlaysDialog} /> };
    }),
};
/** A billing screen (features/billing) on its own page, outside the dashboard's layout. */
const billing = (load: () => Promise<{ default: ComponentType<{ standalone?: boolean }> }>) => screenWith(load, { standalone: true });
const printInvoice = billing(() => import('../features/billing/routes/print-invoice'));
/** Changing the plan is the subscription screen showing the plan asked for. */
const updateSubscription = billing(() => import('../features/billing/routes/update-subscription'));
const media = (kind: 'audio' | 'images' | 'videos') => lazyScreen(() => import('../features/media/routes/media-screen'), { kind });
const playsList = (type: 'play' | 'drill') => lazyScreen(() => import('../features/plays/routes/plays-list'), { type });
const playDetail = (type: 'play' | 'drill') => lazyScreen(() => import('../features/plays/routes/play-detail'), { type });
const library = (type: 'play' | 'drill') => lazyScreen(() => import('../features/admin-library/routes/library-list'), { type });
const libraryDetail = (type: 'play' | 'drill') => lazyScreen(() => import('../features/admin-library/routes/library-detail'), { type });
const signup = screen(() => import('../features/sign-in/routes/signup'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <Spinner fullScreen />,
    children: [
      {
        errorElement: <RouteErrorScreen />,
        children: [
          { path: '/', element: <Navigate to="/dashboard/" replace /> },
          // Outside the dashboard prefix (spec §2).
          { path: '/signup', ...signup },
          { path: '/create-account', ...signup },
          { path: '/logout', ...screen(() => import('./routes/logout')) },
          { path: '/loading', ...screen(() => import('./routes/loading')) },
          { path: '/test_error', ...screen(() => import('./routes/test-error')) },
          { path: '/print-invoice/:transactionId', ...printInvoice },
          { path: '/rotation-editor', ...rotationEditor },
          {
            path: '/dashboard',
            children: [
              // Outside the authenticated layout.
              { path: 'login', ...screen(() => import('../features/sign-in/routes/login')) },
              // Sign-up lives at the root (spec §2); beside login is where a coach looks for it.
              { path: 'signup', element: <RedirectKeepingSearch to="/signup" /> },
              { path: 'invite', ...screen(() => import('../features/teams/routes/invite')) },
              { path: 'public/:kind/:token', ...screen(() => import('./routes/public-share')) },
              { path: 'survey', ...screen(() => import('../features/onboarding/routes/survey')) },
              { path: 'finished_survey', ...screen(() => import('../features/onboarding/routes/finished-survey')) },
              { path: 'playeditor/:playId?', ...playEditor },
              { path: 'playbook-editor', ...playbookEditor },
              { path: 'rotation-editor', ...rotationEditor },
              { path: 'practice-planner', ...practicePlanner },
              // Game day (issue 16): full-screen on a phone; the season view prints on its own.
              { path: 'substitution-manager', ...screen(() => import('../features/games/routes/substitution-manager')) },
              { path: 'rotations/season', ...screen(() => import('../features/games/routes/season-view')) },
              // Who knows what (issue 35): a page of its own, so the browser prints just it.
              { path: 'assignment-progress', ...screen(() => import('../features/assignments/routes/assignment-progress')) },
              { path: 'pick-subscription', ...billing(() => import('../features/billing/routes/pick-subscription')) },
              { path: 'update-subscription', ...updateSubscription },
              { path: 'checkout', ...billing(() => import('../features/billing/routes/checkout')) },
              { path: 'update-plan', ...updateSubscription },
              { path: 'print-invoice/:transactionId', ...printInvoice },
              // Inside the authenticated layout.
              {
                ...screen(() => import('./layouts/dashboard-layout')),
                children: [
                  { index: true, ...lazyScreen(() => import('../features/home/routes/home')) },
                  { path: 'get_started', ...lazyScreen(() => import('../features/onboarding/routes/get-started')) },
                  { path: 'plays', ...playsList('play') },
                  { path: 'play/:playId', ...playDetail('play') },
                  { path: 'drills', ...playsList('drill') },
                  { path: 'drill/:playId', ...playDetail('drill') },
                  { path: 'playbooks', ...lazyScreen(() => import('../features/playbooks/routes/playbooks-list')) },
                  { path: 'playbook/:playbookId', ...lazyScreen(() => import('../features/playbooks/routes/playbook-detail')) },
                  { path: 'rotations', ...lazyScreen(() => import('../features/rotations/routes/rotations-list')) },
                  { path: 'rotation/:rotationId', ...lazyScreen(() => import('../features/rotations/routes/rotation-detail')) },
                  { path: 'practice-plans', ...lazyScreen(() => import('../features/practice-plans/routes/practice-plans-list')) },
                  { path: 'practice-plan/:practicePlanId', ...lazyScreen(() => import('../features/practice-plans/routes/practice-plan-detail')) },
                  { path: 'audio', ...media('audio') },
                  { path: 'images', ...media('images') },
                  { path: 'videos', ...media('videos') },
                  { path: 'paddle', ...lazyScreen(() => import('../features/billing/routes/paddle-return')) },
                  { path: 'assignments', ...lazyScreen(() => import('../features/assignments/routes/assignments')) },
                  // A player's study (issue 35): designed at 390 px first.
                  { path: 'study', ...lazyScreen(() => import('../features/study/routes/study-home')) },
                  { path: 'study/play/:playId', ...lazyScreen(() => import('../features/study/routes/study-play')) },
                  { path: 'study/quiz', ...lazyScreen(() => import('../features/study/routes/study-quiz')) },
                  { path: 'settings/teams', ...lazyScreen(() => import('../features/teams/routes/teams-settings')) },
                  { path: 'settings/teams/:teamId', ...lazyScreen(() => import('../features/teams/routes/team-settings')) },
                  { path: 'settings/organization/:organizationId', ...lazyScreen(() => import('../features/organizations/routes/organization-settings')) },
                  { path: 'user/account', ...lazyScreen(() => import('../features/account/routes/account')) },
                  // Other shapes listed for the user area all lead to the account page.
                  { path: 'user', element: <Navigate to="/dashboard/user/account" replace /> },
                  { path: 'user/profile', element: <Navigate to="/dashboard/user/account" replace /> },
                  { path: 'user/settings', element: <Navigate to="/dashboard/user/account" replace /> },
                  { path: 'user/manage-teams', element: <Navigate to="/dashboard/settings/teams" replace /> },
                  {
                    path: 'admin',
                    element: <RequirePermission permission="write:library" />,
                    children: [
                      { path: 'play-library', ...library('play') },
                      { path: 'play-library/:itemId', ...libraryDetail('play') },
                      { path: 'drill-library', ...library('drill') },
                      { path: 'drill-library/:itemId', ...libraryDetail('drill') },
                    ],
                  },
                ],
              },
              { path: '*', ...screen(() => import('./routes/not-found')) },
            ],
          },
          { path: '*', ...screen(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
