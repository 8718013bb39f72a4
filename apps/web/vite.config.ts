import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { clientRoutes } from './src/config/paths';

/**
 * Writes the client's routes beside index.html: the API answers these paths with the app and
 * 200, and any other page with the app's 404 page and a 404 status.
 */
function clientRoutesManifest(): Plugin {
  return {
    name: 'trusty-client-routes',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'client-routes.json',
        source: `${JSON.stringify(clientRoutes)}\n`,
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), clientRoutesManifest()],
  server: {
    port: 5173,
    // `npm run dev`: the API listens on 3000 and the client is served from here.
    proxy: {
      '/api': { target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: false },
    },
  },
  build: { sourcemap: false, target: 'es2022' },
});
