/** A production deployment (`WATCHWHERE_ENV=production`): local-only surfaces and demo shortcuts are off. */
export const isProductionEnv = (env: NodeJS.ProcessEnv = process.env) =>
  env.WATCHWHERE_ENV === 'production';
