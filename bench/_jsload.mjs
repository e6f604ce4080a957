import { chromium } from 'playwright-core';
const base = process.argv[2];
const paths = process.argv.slice(3);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking'],
});
for (const p of paths) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  const sizes = new Map();
  const urls = new Map();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') urls.set(e.requestId, e.response.url);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (urls.has(e.requestId)) sizes.set(urls.get(e.requestId), e.encodedDataLength);
  });
  await page.goto(base + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  let total = 0;
  const rows = [];
  for (const [u, s] of sizes) {
    total += s;
    rows.push([s, u.replace(base, '')]);
  }
  rows.sort((a, b) => b[0] - a[0]);
  console.log(`${p}: ${Math.round(total / 1024)} KB in ${rows.length} scripts`);
  for (const [s, u] of rows.slice(0, 40)) console.log(`   ${Math.round(s / 102.4) / 10} KB ${u}`);
  await ctx.close();
}
await browser.close();
