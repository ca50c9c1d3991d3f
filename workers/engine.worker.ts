// The engine web worker (DESIGN.md §2 workers/): migrations, next phase, links and timelines off
// the main thread. Started by engine-client.ts; the API itself is engine-api.ts.
import '../engine/validate-without-eval';
import { exposeEngine } from './expose-engine';

exposeEngine();
