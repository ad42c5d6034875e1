// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'data', 'dist', 'coverage', 'api/db/migrations', 'e2e/artifacts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The app's dates are domain/calendar-date.ts and domain/dates.ts (issue 18: a date library
    // weighed more than every owner screen's own code); luxon stays only as the test's yardstick.
    ignores: ['domain/dates.luxon.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'luxon', message: 'Use domain/dates.ts: luxon is a devDependency for domain/dates.luxon.test.ts only.' }] }],
    },
  },
);
