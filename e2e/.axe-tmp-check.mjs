import { chromium } from 'playwright';
import { AxeBuilder } from '@axe-core/playwright';
const BASE = 'http://127.0.0.1:4599';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const problems = [];
async function axe(page, label) {
  const r = await new AxeBuilder({ page }).analyze();
  const bad = r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const other = r.violations.filter((v) => !(v.impact === 'serious' || v.impact === 'critical'));
  for (const v of bad) problems.push(`${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  if (other.length) console.log(`  [minor] ${label}: ${other.map((v) => `${v.id}(${v.impact})`).join(', ')}`);
}
const pages = {
  aeadmin: ['/admin', ['dashboard','meters-installed','meters-commissioned','commission-rejected','commission-done','field-officers','field-officer-meters/5','modems-installed','modems-commissioned','modems-commission-done','modems-commission-rejected','modem-field-officers']],
  biadmin: ['/biadmin', ['dashboard','meters-installed','meters-commissioned','commission-rejected','commission-done','modems-installed','modems-commissioned','modems-commission-done','modems-commission-rejected']],
  superadmin: ['/superadmin', ['dashboard','meters-installed','meters-commissioned','commission-rejected','commission-done','modems-installed','modems-commissioned','modems-commission-done','modems-commission-rejected','field-assistants','field-officer-meters/3','manage-admins','manage-bi-admins','tech-support','pending-tech-support','modem-field-assistants','field-officer-modems/9876543210','modem-manage-admins','modem-manage-bi-admins','modem-tech-support']],
};
const ctx0 = await browser.newContext();
const p0 = await ctx0.newPage();
const errors = [];
p0.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
await p0.goto(BASE + '/');
await p0.getByRole('heading', { name: 'Welcome Back' }).waitFor();
await axe(p0, 'login');
await p0.getByRole('button', { name: 'Sign In' }).click();
await p0.getByText('Please fill in all fields').waitFor();
await axe(p0, 'login+toast');
await p0.goto(BASE + '/nope');
await p0.getByText('Oops! Page not found').waitFor();
await axe(p0, '404');
await p0.goto(BASE + '/');
await p0.getByLabel('Username').fill('fo');
await p0.getByLabel('Password', { exact: true }).fill('pw');
await p0.getByRole('button', { name: 'Sign In' }).click();
await p0.getByRole('button', { name: 'Sign out' }).waitFor();
await axe(p0, 'no-console');
await p0.getByRole('button', { name: 'Sign out' }).click();
await p0.getByRole('heading', { name: 'Welcome Back' }).waitFor();

for (const [username, [prefix, list]] of Object.entries(pages)) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && errors.push(`${username}: ${m.text()}`));
  page.on('pageerror', (e) => errors.push(`${username}: ${e.message}`));
  await page.goto(BASE + '/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('pw');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(BASE + prefix + '/dashboard');
  for (const p of list) {
    await page.goto(BASE + `${prefix}/${p}`);
    await page.locator('main h1').waitFor();
    await axe(page, `${username} ${p}`);
  }
  await page.goto(BASE + prefix + '/dashboard');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Reset Password' }).waitFor();
  await axe(page, `${username} profile`);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP').fill('111111');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.getByRole('dialog').getByRole('alert').waitFor();
  await axe(page, `${username} otp-error`);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Notifications' }).click();
  await page.getByText('No notifications yet').waitFor();
  await axe(page, `${username} notifications`);
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'View' }).click();
  await page.getByRole('option', { name: 'Modems' }).waitFor();
  await axe(page, `${username} view-select-open`);
  await page.getByRole('option', { name: 'Modems' }).click();
  await page.getByRole('heading', { level: 1, name: /Modems/ }).waitFor();
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await axe(page, `${username} collapsed modems`);
  await page.screenshot({ path: `/tmp/axe-check/${username}-collapsed.png`, fullPage: true });
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await page.goto(BASE + prefix + '/meters-installed');
  await page.screenshot({ path: `/tmp/axe-check/${username}-meters.png` });
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  await ctx.close();
}
await p0.goto(BASE + '/');
await p0.screenshot({ path: '/tmp/axe-check/login.png' });
await browser.close();
console.log('problems:', problems.length ? '\n' + problems.join('\n') : 'none');
console.log('console errors:', errors.length ? '\n' + errors.join('\n') : 'none');
