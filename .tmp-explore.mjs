import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
page.on('console', (m) => console.log('console:', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto('http://global.localhost:4193/en/login?sandbox_captcha=*:ok');
await page.waitForTimeout(4000);
console.log(await page.content().then(c => c.slice(0, 1500)));
await browser.close();
