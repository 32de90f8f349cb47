// One lint config for the whole repository (docs/house-style.md "One gate"): zero warnings allowed.
import js from '@eslint/js'
import checkFile from 'eslint-plugin-check-file'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Import boundaries of docs/house-style.md "Import zones": an arrow means "may import". */
const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
})

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-e2e-*/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // kebab-case file and folder names (docs/house-style.md "Naming")
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    // migrations are named YYYY_MM_DD_HHMM_<verb>_<noun>.ts (docs/house-style.md
    // "Database and migrations"), so they sort by time
    ignores: ['apps/server/src/db/migrations/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ['**/apps/**', '@app/web', '@app/server'], message: 'packages never import apps' },
    ]),
  },
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: ['#web/features/*', '#web/subsystems/*', '#web/app/*', '#web/stores/*'],
        message: 'shared/ has no business knowledge: it imports only shared/ and packages',
      },
    ]),
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: ['#web/subsystems/*', '#web/app/*'],
        message: 'features/ may not import subsystems/ or app/',
      },
    ]),
  },
  {
    files: ['apps/web/src/subsystems/**/*.{ts,tsx}'],
    rules: restrict([{ group: ['#web/app/*'], message: 'subsystems/ may not import app/' }]),
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: restrict([
      { group: ['@app/server', '#server/*'], message: 'the web never imports the server' },
    ]),
  },
)
