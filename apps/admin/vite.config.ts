import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API serves this build at /admin/ from the shop's own origin (api platform/admin-page.ts), so every call
// stays a relative path; in dev the API runs on its own port (`pnpm --filter @garden/api dev`).
const apiTarget = process.env.GARDEN_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/admin/',
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
  resolve: { conditions: ['@garden/source'] },
  server: { port: 5174, proxy: { '/v1': apiTarget } },
  build: { target: 'es2022' },
});
