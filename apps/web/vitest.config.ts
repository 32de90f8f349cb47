import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    testTimeout: 15000,
    // jsdom files are CPU-bound: one per core (vitest's default leaves one core idle here)
    maxWorkers: 2,
  },
})
