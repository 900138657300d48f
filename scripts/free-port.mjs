import { createServer } from 'node:net';

/**
 * A TCP port nobody listens on right now, for a `wrangler dev` (and its inspector) that a test,
 * a script or `npm start` starts.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
