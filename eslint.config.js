// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

const featuresDir = 'apps/web/src/features';
const webFeatures = existsSync(featuresDir) ? readdirSync(featuresDir) : [];

/** Web features may use shared code, never each other's internals (STYLE.md, habit 1). */
const webFeatureBoundaries = webFeatures.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  // seo is every page's head (features/seo/page-head.tsx): pages use it, it uses no page.
  except: [...new Set([`./${feature}`, './seo'])],
  message: 'A feature imports shared code (components, lib, config), not another feature.',
}));

const serverSrc = './apps/server/src';
const modulesDir = 'apps/server/src/modules';
const serverModules = existsSync(modulesDir)
  ? readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

/** Test files and test helpers: they may also use a module's `testing.ts` and `db/schema.ts`. */
const serverTestFiles = [
  'apps/server/src/**/*.test.ts',
  'apps/server/src/**/*test-support.ts',
  'apps/server/src/**/*.test-helper.ts',
  'apps/server/src/**/testing.ts',
  'apps/server/src/test/**',
];

/**
 * A module is used through its face, `index.ts` (tests also through `testing.ts`); it never imports
 * flows, and never the database schema (another module's tables). Code outside the modules uses
 * faces too; only `db/schema.ts` gathers the `*.table.ts` files. See apps/server/src/modules/README.md.
 */
function serverModuleBoundaries({ tests = false, tables = false } = {}) {
  const faces = serverModules.flatMap((name) => [
    `./${name}/index.ts`,
    ...(tests ? [`./${name}/testing.ts`] : []),
  ]);
  const faceMessage = tests
    ? 'Use the module through its face, index.ts (or testing.ts from tests).'
    : 'Use the module through its face, index.ts; work spanning modules goes to flows/ (modules/README.md).';
  const outside = readdirSync(serverSrc)
    .filter((entry) => entry !== 'modules' && entry !== 'db')
    .map((entry) => `${serverSrc}/${entry}`)
    .concat(
      readdirSync(`${serverSrc}/db`)
        .filter((entry) => entry !== 'schema.ts')
        .map((entry) => `${serverSrc}/db/${entry}`),
    );
  return [
    ...serverModules.flatMap((name) => [
      {
        target: `${serverSrc}/modules/${name}`,
        from: `${serverSrc}/modules`,
        except: [
          `./${name}`,
          ...faces,
          // A table's foreign key names the other table; queries never do.
          ...(tables ? serverModules.map((other) => `./${other}/${other}.table.ts`) : []),
        ],
        message: faceMessage,
      },
      {
        target: `${serverSrc}/modules/${name}`,
        from: `${serverSrc}/flows`,
        message: 'A module never imports flows: a flow composes modules, not the other way round.',
      },
      ...(tests
        ? []
        : [
            {
              target: `${serverSrc}/modules/${name}`,
              from: `${serverSrc}/db/schema.ts`,
              message: 'A module queries its own tables only: import them from its own *.table.ts.',
            },
          ]),
    ]),
    ...outside.map((target) => ({
      target,
      from: `${serverSrc}/modules`,
      except: faces,
      message: `${faceMessage} Tables come from db/schema.ts.`,
    })),
    ...(tests
      ? []
      : [
          {
            target: serverSrc,
            from: `${serverSrc}/modules/*/testing.ts`,
            message: 'testing.ts is test support: production code never imports it.',
          },
        ]),
  ];
}

/** The repository's boundaries; the server's differ for tests and for table files. */
function boundaries(serverOptions) {
  return [
    'error',
    {
      zones: [
        // The contract package knows nothing of the apps.
        { target: './packages/shared', from: './apps' },
        // Server and browser never import each other.
        { target: './apps/server', from: './apps/web' },
        { target: './apps/web', from: './apps/server' },
        ...webFeatureBoundaries,
        ...serverModuleBoundaries(serverOptions),
      ],
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'screenshots/**',
      'coverage/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': {
        typescript: {
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
      },
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': boundaries(),
    },
  },
  {
    files: ['apps/server/src/modules/*/*.table.ts'],
    rules: { 'import-x/no-restricted-paths': boundaries({ tables: true }) },
  },
  {
    files: serverTestFiles,
    rules: { 'import-x/no-restricted-paths': boundaries({ tests: true }) },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
