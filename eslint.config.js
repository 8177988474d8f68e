// ESLint for the whole repository: TypeScript (type-aware where a rule needs the types to catch
// a real bug), the rules of React hooks as errors, and nothing that Prettier decides.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every rule of the hooks plugin's recommended set as an error (exhaustive-deps ships as a warning,
// and a warning does not fail CI).
const hooksAsErrors = Object.fromEntries(
  Object.keys(reactHooks.configs.flat.recommended.rules).map((rule) => [rule, 'error']),
);

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'public', 'tests/e2e/screens', 'bench/results*.json', '.probe'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A promise nobody awaits or catches loses its error: the user sees nothing, the test passes.
      // React Router's navigate returns a promise only for data routers, which the console does not use.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }] },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      // Unused names: the type checker already fails on them (noUnusedLocals); an `_` prefix is a
      // deliberate placeholder (a callback's position, a rest sibling).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: hooksAsErrors,
  },
  {
    // Plain JavaScript (bench, scripts, this file) has no types to read.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
