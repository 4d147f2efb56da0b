import { chromium } from '@playwright/test';
const [,, url, out, w = '390', h = '844', actions = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--no-first-run'] });
const page = await browser.newPage({ viewport: { width: +w, height: +h }, deviceScaleFactor: 1 });
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(url);
await page.waitForTimeout(500);
if (actions) { const fn = new Function('page', `return (async () => { ${actions} })()`); await fn(page); }
await page.waitForTimeout(300);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
