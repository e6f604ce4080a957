import { chromium } from 'playwright-core';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking'],
});
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Audits.enable');
cdp.on('Audits.issueAdded', (e) => console.log(JSON.stringify(e.issue).slice(0, 600)));
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
await page.goto(process.argv[2], { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
await browser.close();
