import { Spinner } from '../../ui/spinner';

/** /loading: the full-page spinner on its own. */
export default function LoadingRoute() {
  return <Spinner fullScreen />;
}
