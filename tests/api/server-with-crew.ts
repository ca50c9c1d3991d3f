// Set-up shared by API test files (vitest hooks; fixtures.ts and harness.ts stay free of vitest,
// for the benches): a test server with its crew signed up, for one describe block.
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseKind } from '../../server/db/client';
import { signUpCrew, type Crew } from './fixtures';
import { startTestServer, type TestServer } from './harness';

/** Starts a server on `kind` and signs up its crew before the block's tests; closes it after. Read them inside the tests. */
export function useServerWithCrew(kind: DatabaseKind): { readonly server: TestServer; readonly crew: Crew } {
  let server: TestServer | undefined;
  let crew: Crew | undefined;
  beforeAll(async () => {
    server = await startTestServer(kind);
    crew = await signUpCrew(server.app);
  });
  afterAll(async () => server?.close());
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The test server is not started: read it inside a test.');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get crew() {
      return started(crew);
    },
  };
}
