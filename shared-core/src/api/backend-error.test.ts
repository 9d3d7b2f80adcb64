import { failureMessages, failureTextOf } from './backend-error';

describe('failureTextOf', () => {
  it('words a database outage as nothing saved, and keeps the rest of the backend out', () => {
    const backend =
      'The database is unavailable right now; nothing was saved. Please try again in a moment.';
    expect(failureTextOf(backend)).toEqual({ message: failureMessages.serviceUnavailable });
    expect(failureTextOf('relation "x" does not exist')).toEqual({
      message: failureMessages.generic,
    });
  });
});
