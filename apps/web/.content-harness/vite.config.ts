import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
export default defineConfig({ root: __dirname, base: '/portal/', plugins: [react()], build: { outDir: '/tmp/content-harness-dist', emptyOutDir: true } });
