import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeBackend, renderWithProviders, storeFor } from 'dev-harness/testing';
import { CalendarFeedField } from './calendar-feed-field';

const FIRST = 'a'.repeat(64);
const SECOND = 'b'.repeat(64);
const feedUrl = (token: string) => `http://supabase.test/functions/v1/calendar-feed/${token}.ics`;

describe('CalendarFeedField', () => {
  it('shows a member their feed address with Copy and a webcal: Subscribe link', async () => {
    installFakeBackend({ 'POST /rest/v1/rpc/calendar_feed_token': { body: FIRST } });
    renderWithProviders(<CalendarFeedField />, { store: storeFor('free') });
    const field = await screen.findByRole('textbox', { name: 'Calendar feed' });
    expect(field).toHaveValue(feedUrl(FIRST));
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      feedUrl(FIRST).replace('http:', 'webcal:'),
    );
  });

  it('makes a new link only once the member confirms, and shows it', async () => {
    const backend = installFakeBackend({
      'POST /rest/v1/rpc/calendar_feed_token': { body: FIRST },
      'POST /rest/v1/rpc/renew_calendar_feed_token': { body: SECOND },
    });
    renderWithProviders(<CalendarFeedField />, { store: storeFor('free') });
    await userEvent.click(await screen.findByRole('button', { name: 'Make a new link' }));
    const dialog = screen.getByRole('dialog', { name: 'Make a new calendar link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(backend.sentTo('POST /rest/v1/rpc/renew_calendar_feed_token')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Make a new link' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Make a new link' }),
    );
    expect(await screen.findByDisplayValue(feedUrl(SECOND))).toBeVisible();
    expect(backend.sentTo('POST /rest/v1/rpc/renew_calendar_feed_token')).toHaveLength(1);
  });

  it('asks a visitor to sign in', () => {
    installFakeBackend();
    renderWithProviders(<CalendarFeedField />, { store: storeFor('guest') });
    expect(screen.queryByRole('textbox', { name: 'Calendar feed' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth?redirect=account',
    );
  });
});
