import { StatusScreen } from './status-screen';

/** The catch-all: Not Found, "No route matches URL" (spec §2, §8). */
export default function NotFoundRoute() {
  return <StatusScreen status={404} />;
}
