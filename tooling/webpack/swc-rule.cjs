// How every WatchWhere build compiles TypeScript and JSX: swc, React's automatic runtime, ES2020.
module.exports = {
  swcRule: {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2020',
        },
      },
    },
  },
};
