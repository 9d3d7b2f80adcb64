import { storeFor } from 'dev-harness/testing';
import { failureReason, getSupabaseClient } from 'shared-core';
import { markAllNotificationsReadApi } from './mark-all-notifications-read';

jest.mock('shared-core', () => ({
  ...jest.requireActual('shared-core'),
  getSupabaseClient: jest.fn(),
}));

const update = jest.fn();
const eq = jest.fn();
const is = jest.fn();

beforeEach(() => {
  update.mockReset().mockReturnValue({ eq });
  eq.mockReset().mockReturnValue({ is });
  is.mockReset().mockResolvedValue({ error: null });
  jest.mocked(getSupabaseClient).mockResolvedValue({ from: () => ({ update }) } as never);
});

const markAllRead = (userId: string) =>
  markAllNotificationsReadApi.endpoints.markAllNotificationsRead.initiate(userId);

describe('marking all alerts read', () => {
  it("stamps the user's unread alerts read, and only those", async () => {
    const store = storeFor('free');
    const result = await store.dispatch(markAllRead('u1'));
    expect(failureReason(result)).toBeNull();
    expect(Object.keys(update.mock.calls[0]![0])).toEqual(['read_at']);
    expect(eq).toHaveBeenCalledWith('user_id', 'u1');
    expect(is).toHaveBeenCalledWith('read_at', null);
  });

  it("reports the backend's refusal with its message", async () => {
    is.mockResolvedValue({ error: { code: 'PGRST301', message: 'JWT expired' } });
    const store = storeFor('free');
    expect(failureReason(await store.dispatch(markAllRead('u1')))).toBe('JWT expired');
  });
});
