const { createAppConfig } = require('../tooling/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  exposes: {
    './AuthPage': './src/pages/auth-page.tsx',
    './AccountPage': './src/pages/account-page.tsx',
    './LibraryPage': './src/pages/library-page.tsx',
    './LibraryImportPage': './src/pages/library-import-page.tsx',
    './PlannerPage': './src/pages/planner-page.tsx',
    './NotificationsPage': './src/pages/notifications-page.tsx',
    './PlansPage': './src/pages/plans-page.tsx',
    './CheckoutPage': './src/pages/checkout-page.tsx',
    './UnsubscribePage': './src/pages/unsubscribe-page.tsx',
  },
  devEntry: './src/dev/index.ts',
});
