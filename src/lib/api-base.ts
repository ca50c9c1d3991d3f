// Where the server's API lives: the HTTP client (src/data/api-client.ts) calls it, error reporting
// traces requests to it.
export const API_BASE = '/apiv2';
