import type { UserNotification } from 'shared-core';

/** An alert row as `/rest/v1/notifications` answers it: The Matrix is now on Netflix in the US. */
export const alertRow = (overrides: Partial<UserNotification> = {}): UserNotification => ({
  id: 'n1',
  kind: 'available',
  media_type: 'movie',
  tmdb_id: 603,
  title: 'The Matrix',
  poster_path: '/matrix.jpg',
  provider_id: 8,
  provider_name: 'Netflix',
  region: 'US',
  event_date: '2026-11-23',
  created_at: '2026-11-23T06:00:00Z',
  read_at: null,
  ...overrides,
});
