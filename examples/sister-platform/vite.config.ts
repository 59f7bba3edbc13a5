import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain Vite + React app: no workspace aliases, no custom resolve conditions.
export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5180 },
  preview: { host: '127.0.0.1', port: 5180 },
});
