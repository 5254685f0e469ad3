// Builds the client bundle into dist/client, which the worker's static assets binding serves.
// The manifest tells the worker the hashed names of the entry script and its CSS.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: 'asset-manifest.json',
    target: 'es2022',
    sourcemap: false,
    rollupOptions: { input: 'client/main.tsx' },
  },
});
