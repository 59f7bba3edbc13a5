import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { platformApi } from './server/platform-api';

/** The front door (its API and its OpenID Provider) and this platform's own address. */
const frontDoorUrl = process.env['VITE_FRONT_DOOR_URL'] ?? 'http://127.0.0.1:3000';
const platformUrl = process.env['PLATFORM_URL'] ?? 'http://127.0.0.1:5180';

/** The platform's backend routes beside its pages (server/platform-api.ts), in development and in `vite preview`. */
const backend = (): Plugin => {
  const api = platformApi({ issuer: frontDoorUrl, clientId: 'elearning', audience: platformUrl });
  return {
    name: 'sister-platform-backend',
    configureServer: (server) => void server.middlewares.use(api),
    configurePreviewServer: (server) => void server.middlewares.use(api),
  };
};

// A plain Vite + React app: no workspace aliases, no custom resolve conditions.
export default defineConfig({
  plugins: [react(), backend()],
  server: { host: '127.0.0.1', port: 5180 },
  preview: { host: '127.0.0.1', port: 5180 },
});
