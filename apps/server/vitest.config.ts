import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // makes the migrated PGlite database every test database is copied from
    globalSetup: ['./test/global-setup.ts'],
    // argon2 and PGlite start-up make the first tests of a file slower than vitest's 5 s
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // each file builds its own databases; two workers fit a 2-core machine
    maxWorkers: 2,
    // test files share one module graph per worker (each builds its own databases): the
    // server's modules load once per worker, not once per file
    isolate: false,
  },
})
