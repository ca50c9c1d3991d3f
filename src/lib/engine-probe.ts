// Lets end-to-end tests reach the engine worker the app uses, without loading it up front.
import type { createEngineClient } from '../../workers/engine-client';

declare global {
  interface Window {
    __courtsideEngine?: () => Promise<ReturnType<typeof createEngineClient>>;
  }
}

window.__courtsideEngine = () => import('../../workers/engine-client').then((m) => m.createEngineClient());
