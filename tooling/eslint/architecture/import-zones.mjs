// Zones for import-x/no-restricted-paths: which folders may import which, by resolved file path.
import { APPS, featuresOf, SHARED } from './workspace.mjs';

const SOURCE = '{ts,tsx,js,jsx}';
const nonTest = (folder) => `${folder}/**/!(*.test).${SOURCE}`;
const tests = (folder) => `${folder}/**/*.test.${SOURCE}`;

const betweenPackages = [
  ...APPS.map((app) => ({
    target: `./${app}`,
    from: APPS.filter((other) => other !== app).map((other) => `./${other}`),
    message: 'An app never imports another app: remotes meet only through the shell at run time.',
  })),
  {
    target: SHARED.map((name) => `./${name}`),
    from: APPS.map((app) => `./${app}`),
    message: 'Shared packages never import an app.',
  },
  {
    target: './shared-core',
    from: ['./shared-ui', './app-providers', './dev-harness'],
    message: 'shared-core is the bottom layer: it imports no other workspace package.',
  },
  {
    target: './shared-ui',
    from: ['./shared-core', './app-providers', './dev-harness'],
    message: 'shared-ui is the bottom layer: it imports no other workspace package.',
  },
];

/** Inside an app: a feature reaches only itself, components/ and lib/ (its tests also testing/). */
const insideApps = APPS.flatMap((app) => {
  const src = `./${app}/src`;
  const featureMessage = `A feature imports only its own folder, ${app}/src/components and ${app}/src/lib: what two features need goes there, and their composition in ${app}/src/pages (or the shell's app/).`;
  return [
    ...featuresOf(app).flatMap((feature) => [
      {
        target: nonTest(`${src}/features/${feature}`),
        from: src,
        except: [`./features/${feature}`, './components', './lib'],
        message: featureMessage,
      },
      {
        target: tests(`${src}/features/${feature}`),
        from: src,
        except: [`./features/${feature}`, './components', './lib', './testing'],
        message: featureMessage,
      },
    ]),
    {
      target: [nonTest(`${src}/components`), nonTest(`${src}/lib`)],
      from: src,
      except: ['./components', './lib'],
      message:
        "An app's shared components and lib import only each other, never its features, pages or app.",
    },
  ];
});

const insideSharedCore = [
  {
    target: nonTest('./shared-core/src/features'),
    from: './shared-core/src/app',
    except: ['./hooks.ts', './root-state.ts'],
    message:
      "shared-core's app/ (store, root reducer) composes its features; a feature imports only its typed hooks and RootState.",
  },
  {
    target: './shared-core/src/features',
    from: './shared-core/src/index.ts',
    message: "A shared-core feature imports the module it needs, not the package's entry.",
  },
];

export const importZones = [...betweenPackages, ...insideApps, ...insideSharedCore];
