import { expect, test } from '@playwright/test';
import { createConfirmedAccount, newAccount, signInByApi, signUpByApi } from './fixtures/accounts';
import { MAILS, followMailLink } from './fixtures/outbox';
import {
  TEXT,
  atPath,
  fillLogin,
  loginCard,
  registerCard,
  seriousViolations,
  sessionCookie,
} from './fixtures/auth-screens';

test('register, confirm by e-mail, sign in, reach the dashboard and sign out', async ({ page }) => {
  const account = newAccount();
  await page.goto('/register');
  const card = registerCard(page);
  await card.getByLabel('Username', { exact: true }).fill(account.username);
  await card.getByLabel('Email', { exact: true }).fill(account.email);
  await card.getByLabel('Password', { exact: true }).fill(account.password);
  await card.getByLabel('Confirm password', { exact: true }).fill(account.password);
  await card.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await card.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByText(TEXT.checkEmail, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend Confirmation Email' })).toBeVisible();

  await followMailLink(page, account.email, MAILS.confirm);
  await expect(page).toHaveURL(/\/login\?confirmed=1$/);
  await expect(page.getByText(TEXT.confirmed)).toBeVisible();

  await fillLogin(page, account.email, account.password);
  await expect(page).toHaveURL(atPath('/'));
  // 'Remember me' was left unticked: the session cookie ends with the browser.
  expect((await sessionCookie(page))?.expires).toBe(-1);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(atPath('/about'));
  const me = await page.request.get('/api/v1/me');
  expect(me.status()).toBe(401);
});

test('unconfirmed sign-in shows the spec message and a working Resend button', async ({ page }) => {
  const account = newAccount();
  await signUpByApi(page.request, account);
  await page.goto('/login');
  const card = loginCard(page);
  await fillLogin(page, account.email, account.password);
  await expect(card.getByText(TEXT.unconfirmed, { exact: true })).toBeVisible();
  const resend = card.getByRole('button', { name: 'Resend Confirmation Email' });
  await expect(resend).toBeVisible();

  // Hold the request briefly so the 'Sending...' state can be seen; the real server answers it.
  await page.route('**/api/v1/auth/send-verification-email', async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await resend.click();
  await expect(card.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await expect(card.getByText(TEXT.resendSuccess, { exact: true })).toBeVisible();
  await page.unroute('**/api/v1/auth/send-verification-email');

  // Editing any field clears the messages; the button stays, and needs an address.
  await card.getByLabel('Email', { exact: true }).fill('');
  await expect(card.getByText(TEXT.unconfirmed)).toHaveCount(0);
  await expect(card.getByText(TEXT.resendSuccess)).toHaveCount(0);
  await card.getByRole('button', { name: 'Resend Confirmation Email' }).click();
  await expect(card.getByText(TEXT.resendNoEmail, { exact: true })).toBeVisible();

  // A dropped connection gives the spec's failure text.
  await card.getByLabel('Email', { exact: true }).fill(account.email);
  await page.route('**/api/v1/auth/send-verification-email', (route) => route.abort('failed'));
  await card.getByRole('button', { name: 'Resend Confirmation Email' }).click();
  await expect(card.getByText(TEXT.resendFailed, { exact: true })).toBeVisible();
  await page.unroute('**/api/v1/auth/send-verification-email');

  // The resent mail is a real one: its link confirms the account.
  await followMailLink(page, account.email, MAILS.confirm);
  await expect(page).toHaveURL(/\/login\?confirmed=1$/);
  await expect(page.getByText(TEXT.confirmed)).toBeVisible();
});

test('login: submit waits for both fields; bad credentials get the spec message', async ({ page }) => {
  await page.goto('/login');
  const card = loginCard(page);
  const submit = card.getByRole('button', { name: 'Sign in', exact: true });
  const email = card.getByLabel('Email', { exact: true });
  const password = card.getByLabel('Password', { exact: true });

  await expect(submit).toBeDisabled();
  await email.fill('nobody@example.com');
  await expect(submit).toBeDisabled();
  await password.fill('wrong-password');
  await expect(submit).toBeEnabled();
  await email.fill('');
  await expect(submit).toBeDisabled();
  await email.fill(`${newAccount().email}`);

  await expect(password).toHaveAttribute('type', 'password');
  await card.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await card.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  await expect(card.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
  await expect(card.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');

  await submit.click();
  await expect(card.getByText(TEXT.loginFailed, { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Resend Confirmation Email' })).toHaveCount(0);
  await password.pressSequentially('x');
  await expect(card.getByText(TEXT.loginFailed)).toHaveCount(0);
});

test('register: each rule shows its spec message; submit waits for a valid form', async ({ page }) => {
  await page.goto('/register');
  const card = registerCard(page);
  const submit = card.getByRole('button', { name: 'Create account' });
  const username = card.getByLabel('Username', { exact: true });
  const email = card.getByLabel('Email', { exact: true });
  const password = card.getByLabel('Password', { exact: true });
  const confirm = card.getByLabel('Confirm password', { exact: true });
  const terms = card.getByRole('checkbox', { name: /I agree to the Terms of Service/ });
  await expect(submit).toBeDisabled();

  const usernameRules: [string, string][] = [
    ['ab', 'Username must be at least 3 characters'],
    ['a'.repeat(31), 'Username must be less than 30 characters'],
    ['bad name!', 'Username can only contain letters, numbers, hyphens, and underscores'],
    ['', 'Username is required'],
  ];
  for (const [value, message] of usernameRules) {
    await username.fill(value);
    await username.blur();
    await expect(card.getByText(message, { exact: true })).toBeVisible();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
  }
  await username.fill(`A-${'b'.repeat(27)}_`);
  await expect(card.getByText(/^Username /)).toHaveCount(0);
  await expect(username).not.toHaveAttribute('aria-invalid', 'true');

  await email.fill('not-an-email');
  await email.blur();
  await expect(card.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
  await email.fill('');
  await expect(card.getByText('Email is required', { exact: true })).toBeVisible();
  await email.fill(newAccount().email);
  await expect(card.getByText('Email is required')).toHaveCount(0);

  await password.fill('short');
  await password.blur();
  await expect(card.getByText('Password must be at least 8 characters', { exact: true })).toBeVisible();
  await password.fill('long-enough-1');
  await confirm.fill('long-enough-2');
  await expect(card.getByText(TEXT.mismatch, { exact: true })).toBeVisible();
  await terms.check();
  await expect(submit).toBeDisabled();
  await confirm.fill('long-enough-1');
  await expect(card.getByText(TEXT.mismatch)).toHaveCount(0);
  await expect(submit).toBeEnabled();
  await terms.uncheck();
  await expect(submit).toBeDisabled();

  await expect(card.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await expect(card.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/login');
});

test('forgot password: the mailed link sets a new password; the old one fails', async ({ page }) => {
  const account = await createConfirmedAccount(page);
  await page.goto('/login');
  await loginCard(page).getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(atPath('/forgot-password'));
  const forgot = page.getByRole('region', { name: 'Forgot your password?' });

  // An unknown address gets the same answer, so the screen reveals nobody's account.
  await forgot.getByLabel('Email', { exact: true }).fill(newAccount().email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  const sent = forgot.getByText(
    /If an account exists for that address, we sent a link to reset your password/,
  );
  await expect(sent).toBeVisible();

  await forgot.getByLabel('Email', { exact: true }).fill(account.email);
  await expect(sent).toHaveCount(0);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(sent).toBeVisible();

  await followMailLink(page, account.email, MAILS.reset);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  const resetUrl = page.url();
  const reset = page.getByRole('region', { name: 'Choose a new password' });
  const newPassword = `${account.password}-renewed`;
  await reset.getByLabel('New password', { exact: true }).fill(newPassword);
  await reset.getByLabel('Confirm new password', { exact: true }).fill(`${newPassword}!`);
  await expect(reset.getByText(TEXT.mismatch, { exact: true })).toBeVisible();
  await expect(reset.getByRole('button', { name: 'Set new password' })).toBeDisabled();
  await reset.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/Your password has been changed/)).toBeVisible();

  await page.getByRole('link', { name: 'Sign in with your new password' }).click();
  await expect(page).toHaveURL(atPath('/login'));
  await fillLogin(page, account.email, account.password);
  await expect(loginCard(page).getByText(TEXT.loginFailed, { exact: true })).toBeVisible();
  await loginCard(page).getByLabel('Password', { exact: true }).fill(newPassword);
  await loginCard(page).getByRole('checkbox', { name: 'Remember me' }).check();
  await loginCard(page).getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(atPath('/'));
  // 'Remember me' ticked: the session outlives the browser.
  expect((await sessionCookie(page))?.expires).toBeGreaterThan(Date.now() / 1000 + 3600);

  // The link works once.
  await page.goto(resetUrl);
  const again = page.getByRole('region', { name: 'Choose a new password' });
  await again.getByLabel('New password', { exact: true }).fill('another-password-1');
  await again.getByLabel('Confirm new password', { exact: true }).fill('another-password-1');
  await again.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/This password reset link is invalid or has expired/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

test('reset password without a usable token explains and links to a new request', async ({ page }) => {
  for (const path of ['/reset-password', '/reset-password?error=INVALID_TOKEN']) {
    await page.goto(path);
    await expect(page.getByText(/This password reset link is invalid or has expired/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  }
  await page.goto('/reset-password?token=not-a-real-token');
  const card = page.getByRole('region', { name: 'Choose a new password' });
  await card.getByLabel('New password', { exact: true }).fill('perfectly-fine-1');
  await card.getByLabel('Confirm new password', { exact: true }).fill('perfectly-fine-1');
  await card.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/This password reset link is invalid or has expired/)).toBeVisible();
});

test('a bad or expired confirmation link is explained and a new one offered', async ({ page }) => {
  await page.goto('/login?confirmed=1&error=TOKEN_EXPIRED');
  const card = loginCard(page);
  await expect(card.getByText(/This confirmation link has expired/)).toBeVisible();
  await expect(card.getByText(TEXT.confirmed)).toHaveCount(0);
  await card.getByRole('button', { name: 'Resend Confirmation Email' }).click();
  await expect(card.getByText(TEXT.resendNoEmail, { exact: true })).toBeVisible();

  await page.goto('/login?error=INVALID_TOKEN');
  await expect(loginCard(page).getByText(/This confirmation link is invalid/)).toBeVisible();
});

test('signing in from a guarded page returns to it', async ({ page }) => {
  const account = await createConfirmedAccount(page);
  await page.goto('/stories');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fstories$/);
  await fillLogin(page, account.email, account.password);
  await expect(page).toHaveURL(atPath('/stories'));
});

test('a signed-in user visiting /login or /register is sent to /about', async ({ page }) => {
  const account = await createConfirmedAccount(page);
  await signInByApi(page, account);
  await page.goto('/login');
  await expect(page).toHaveURL(atPath('/about'));
  await page.goto('/register');
  await expect(page).toHaveURL(atPath('/about'));
});

for (const path of ['/login', '/register']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Again with messages on screen, since they add colours and live regions.
    if (path === '/login') {
      // An error note, the resend block and its message, without spending a sign-in attempt.
      await page.goto('/login?error=invalid_token');
      await loginCard(page).getByRole('button', { name: 'Resend Confirmation Email' }).click();
      await expect(page.getByText(TEXT.resendNoEmail)).toBeVisible();
    } else {
      const card = registerCard(page);
      await card.getByLabel('Username', { exact: true }).fill('a!');
      await card.getByLabel('Password', { exact: true }).fill('one-password');
      await card.getByLabel('Confirm password', { exact: true }).fill('other-password');
      await card.getByLabel('Email', { exact: true }).click();
      await expect(card.getByText(TEXT.mismatch)).toBeVisible();
    }
    expect(await seriousViolations(page)).toEqual([]);
  });
}
