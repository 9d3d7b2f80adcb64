// Every front-end package's unit suite in one jest run (`pnpm test`): one pool of workers for all,
// instead of a jest start-up, and a last slow file, per package. `pnpm --filter <package> test`
// still runs one package's alone, with the same settings (tooling/jest.base.cjs).
module.exports = {
  projects: ['<rootDir>/*/jest.config.cjs'],
  // Settings a run takes from here, not from its projects.
  forceExit: true,
  maxWorkers: '100%',
};
