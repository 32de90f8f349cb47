import react from '@vitejs/plugin-react'
import { localeSlices } from './locale-slices.ts'
import { defineConfig } from 'vitest/config'

// A file that vi.mocks one of our modules needs a module graph of its own: in a shared one,
// a module another file loaded first stays the real one.
const MOCKING = ['src/subsystems/venue/dashboard/screens/dashboard.screen.test.tsx']

export default defineConfig({
  plugins: [react(), localeSlices()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    testTimeout: 15000,
    // jsdom files are CPU-bound: one per core (vitest's default leaves one core idle here)
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: MOCKING,
          // test files share one module graph per worker: loading antd, React and the app
          // anew for each of 55 files was more than half of the suite's time (213 s → 96 s
          // on 2 cores). What a test leaves behind (DOM, storage, cookies, query caches,
          // antd's static roots, timers) is cleared after each test by src/testing/setup.ts.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'mocking', include: MOCKING } },
    ],
  },
})
