// `npm start`: builds the client when missing or stale, then runs the server in this process.
import { ensureClientBuild } from './client-build';

await ensureClientBuild();
await import('../server/main');
