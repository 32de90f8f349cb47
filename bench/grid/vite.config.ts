import { resolve } from 'node:path'
import { defineConfig } from 'vite'

/*
 * The grid bench's pages (grid.bench.ts builds them into a scratch folder). BENCH_OUT is
 * that folder; BENCH_OURS=stub swaps our grid for a stub that fails to mount, so the
 * peers can still be measured while our grid does not build.
 */
const stub = process.env.BENCH_OURS === 'stub'
const here = import.meta.dirname

export default defineConfig({
  root: resolve(here, 'harness'),
  base: './',
  logLevel: 'warn',
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: {
    alias: stub ? { '@app/schedule-grid': resolve(here, 'harness/adapters/ours-missing.ts') } : {},
  },
  worker: { format: 'es' },
  build: {
    outDir: process.env.BENCH_OUT ?? resolve(here, '../.grid-bench-dist'),
    emptyOutDir: true,
    minify: true,
    chunkSizeWarningLimit: 10_000,
    reportCompressedSize: false,
  },
})
