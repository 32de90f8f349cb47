import react from '@vitejs/plugin-react'
import { localeSlices } from './locale-slices.ts'
import { precompress } from './precompress.ts'
import { shellChunk } from './shell-chunk.ts'
import { defineConfig } from 'vite'

// The SPA is served by the API server in production and built to apps/web/dist.
export default defineConfig({
  plugins: [react(), localeSlices(), shellChunk(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // lets the front-end benchmark (docs/product/performance.md "Front-end load") sum
    // the JS a page loads
    manifest: true,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    port: 5173,
    proxy: {
      // docs/product/api.md: every call goes under /xgz; the API server listens on
      // 8080 in development
      '/xgz': { target: 'http://localhost:8080', changeOrigin: true },
    },
  },
})
