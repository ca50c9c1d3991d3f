// Before each e2e file. The files a worker runs share their modules (not isolated: playwright and
// the harness load once per worker, not once per file), so what a file sets for itself is set
// back here.
import { blockServiceWorkers } from './harness';

blockServiceWorkers();
