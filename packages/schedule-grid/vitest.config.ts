import { defineConfig } from 'vitest/config'

// Model and controller tests are pure (node); the few view tests opt into jsdom with a
// `// @vitest-environment jsdom` comment at the top of the file.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
})
