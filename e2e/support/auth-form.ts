import type { Page } from '@playwright/test';

export interface RegisterInput {
  fullName: string;
  email: string;
  password: string;
  passwordConfirm?: string;
}

/** Fills and submits /auth's Register tab, as a visitor would. */
export async function submitRegisterForm(page: Page, input: RegisterInput): Promise<void> {
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Full name').fill(input.fullName);
  await page.getByLabel('Email').fill(input.email);
  await page.getByLabel('Password', { exact: true }).fill(input.password);
  await page.getByLabel('Confirm password').fill(input.passwordConfirm ?? input.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** Fills and submits /auth's Login tab, as a visitor would. */
export async function submitLoginForm(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
