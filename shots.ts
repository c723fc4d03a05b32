import { launchBrowser } from './test/e2e/browser';
import { startServer } from './test/helpers/spawn-server';
import { adminCookie, createRsvp } from './test/helpers/server-api';

const server = await startServer();
const browser = await launchBrowser();
const cookie = await adminCookie(server.url);
for (let n = 1; n <= 10; n++)
  await createRsvp(server.url, { fullName: `Guest ${n} Sharma`, email: `guest.${n}@example.com`, guestCount: 1 + (n % 3), attending: n % 4 !== 0, dietaryRestrictions: n % 2 ? '' : 'Vegetarian' });
await fetch(`${server.url}/api/admin/households/import`, { method: 'POST', headers: { cookie, 'content-type': 'text/csv' }, body: 'Household,Name,Functions,Side\nSharma family,Ravi Sharma,"Mehndi, Haldi",bride\nSharma family,Anu Sharma,"Mehndi, Haldi",bride\nKapoor family,Meera Kapoor,all,groom\n' });
const rooms = ['', 'guests', 'functions', 'sending', 'stay', 'door', 'days', 'content', 'settings'];
for (const language of ['en', 'hi']) {
  await fetch(`${server.url}/api/admin/me/language`, { method: 'PUT', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ language }) });
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 } });
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name: name ?? '', value: value ?? '', url: server.url }]);
    const page = await context.newPage();
    for (const room of rooms) {
      await page.goto(`${server.url}/admin/${room}`);
      await page.locator('h1').first().waitFor();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/shots/${language}-${width}-${room || 'overview'}.png`, fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
await server.stop();
