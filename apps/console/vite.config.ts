import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The console is assembled from the workspace packages' sources (`source` export
// condition), so a change in @cep/ui shows up in `pnpm dev` without a package build.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    // `pnpm dev`: the API server (apps/server, port 8080 by default) behind the Vite dev server.
    proxy: { '/api': process.env.CEP_API_URL ?? 'http://localhost:8080' },
  },
  build: { target: 'es2022', sourcemap: true },
});
