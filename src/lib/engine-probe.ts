// The type of the hook main.tsx sets so end-to-end tests can reach the engine worker the app uses.
import type { createEngineClient } from '../../workers/engine-client';

declare global {
  interface Window {
    __courtsideEngine?: () => Promise<ReturnType<typeof createEngineClient>>;
  }
}
