import { screen } from '@testing-library/react';
import { installFakeBackend, noContent, renderAt } from 'dev-harness/testing';
import { AccountScreen } from './account-screen';

jest.mock('shared-core', () => ({
  ...jest.requireActual('shared-core'),
  useStreamingServices: () => ({ services: [], loading: false, failed: false }),
}));

beforeEach(() => {
  installFakeBackend({
    'PATCH /rest/v1/profiles': noContent,
    'POST /functions/v1/check-subscription': { body: { subscribed: false } },
  });
});

it('opens the tab a link asks for with ?tab=, e.g. Notifications from an alert mail', () => {
  renderAt('/account?tab=notifications', <AccountScreen />);
  expect(screen.getByRole('tab', { name: /Notifications/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(screen.getByRole('switch', { name: /Email notifications/ })).toBeInTheDocument();
});

it('opens Profile for no tab or one it does not have', () => {
  renderAt('/account?tab=billing', <AccountScreen />);
  expect(screen.getByRole('tab', { name: /Profile/ })).toHaveAttribute('aria-selected', 'true');
});
