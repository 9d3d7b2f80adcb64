import { act, renderHook } from '@testing-library/react';
import { emailSchema } from '../utils/auth-schemas';
import { useAuthForm } from './use-auth-form';

const setup = (action: (values: { email: string }) => Promise<string | null>) => {
  const onSuccess = jest.fn();
  const { result } = renderHook(() =>
    useAuthForm({
      schema: emailSchema,
      defaultValues: { email: ' ada@example.com ' },
      action,
      onSuccess,
    }),
  );
  return { result, onSuccess };
};

describe('useAuthForm', () => {
  it('keeps the server refusal, clears it on the next attempt, and reports success once', async () => {
    const action = jest
      .fn()
      .mockResolvedValueOnce('Email rate limit exceeded')
      .mockResolvedValueOnce(null);
    const { result, onSuccess } = setup(action);

    await act(() => result.current.submit());
    expect(result.current.serverError).toBe('Email rate limit exceeded');
    expect(onSuccess).not.toHaveBeenCalled();

    await act(() => result.current.submit());
    expect(result.current.serverError).toBeNull();
    expect(action).toHaveBeenLastCalledWith({ email: 'ada@example.com' });
    expect(onSuccess).toHaveBeenCalledWith({ email: 'ada@example.com' });
  });

  it('does not call the server while the fields are invalid', async () => {
    const action = jest.fn();
    const { result } = setup(action);
    act(() => result.current.setValue('email', 'not-an-email'));

    await act(() => result.current.submit());
    expect(action).not.toHaveBeenCalled();
  });
});
