import { registerSchema } from './auth-schemas';

const valid = {
  fullName: 'Alex Morgan',
  email: 'alex@example.com',
  password: 'correct-horse-42',
  passwordConfirm: 'correct-horse-42',
};

const messagesFor = (values: typeof valid) =>
  registerSchema.safeParse(values).error?.issues.map((issue) => issue.message) ?? [];

describe('registerSchema: the limits the server enforces', () => {
  it('accepts a name of 200 characters and refuses 201', () => {
    expect(messagesFor({ ...valid, fullName: 'n'.repeat(200) })).toEqual([]);
    expect(messagesFor({ ...valid, fullName: 'n'.repeat(201) })).toEqual(['fullNameTooLong']);
  });

  it('accepts a password of 72 bytes and refuses one byte more, counting bytes not letters', () => {
    const longest = 'p'.repeat(72);
    expect(messagesFor({ ...valid, password: longest, passwordConfirm: longest })).toEqual([]);
    const accented = 'é'.repeat(37); // 37 letters, 74 bytes
    expect(messagesFor({ ...valid, password: accented, passwordConfirm: accented })).toEqual([
      'passwordTooLong',
    ]);
  });
});
