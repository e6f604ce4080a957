// Lighthouse 12 on pages of a running store, as a phone sees them (its default mobile emulation and
// throttling), in Debian's Chromium. Prints one row per page: the four scores, LCP, total blocking
// time and the script transferred, and the audits that kept accessibility or SEO below 100.
//   node --import tsx bench/lighthouse.ts --base http://127.0.0.1:3000 / /living /privacy-policy
// Options: --base URL (default http://127.0.0.1:3000), --desktop, --runs N (the median run by
// performance score is kept; default 1).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const base = opt('base', 'http://127.0.0.1:3000');
const runs = Number(opt('runs', '1'));
const desktop = args.includes('--desktop');
const paths = args.filter((a, i) => a.startsWith('/') && !['--base', '--runs'].includes(args[i - 1] ?? ''));
if (paths.length === 0) paths.push('/');

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-dev-shm-usage'],
});
const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const rows: string[] = [];
const misses: string[] = [];
try {
  for (const p of paths) {
    const results: Result[] = [];
    for (let i = 0; i < runs; i++) {
      const out = await lighthouse(
        base + p,
        { port: chrome.port, output: 'json', logLevel: 'error' },
        desktop
          ? {
              extends: 'lighthouse:default',
              settings: {
                formFactor: 'desktop',
                screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
                throttlingMethod: 'simulate',
              },
            }
          : undefined,
      );
      if (out) results.push(out.lhr);
    }
    results.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const lhr = results[Math.floor(results.length / 2)]!;
    const audit = (id: string) => lhr.audits[id];
    const scriptBytes =
      (
        audit('resource-summary')?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined
      )?.items?.find((i) => i.resourceType === 'script')?.transferSize ?? 0;
    rows.push(
      `| ${p} | ${score(lhr, 'performance')} | ${score(lhr, 'accessibility')} | ${score(lhr, 'best-practices')} | ${score(lhr, 'seo')} | ${((audit('largest-contentful-paint')?.numericValue ?? 0) / 1000).toFixed(2)} s | ${Math.round(audit('total-blocking-time')?.numericValue ?? 0)} ms | ${Math.round(scriptBytes / 1024)} KB |`,
    );
    for (const cat of ['accessibility', 'seo', 'best-practices']) {
      for (const ref of lhr.categories[cat]?.auditRefs ?? []) {
        const a = lhr.audits[ref.id];
        if (ref.weight > 0 && a && a.score !== null && a.score < 1) misses.push(`${p} ${cat}: ${a.id} (${a.title})`);
      }
    }
  }
} finally {
  await chrome.kill();
}
console.log(`Lighthouse ${desktop ? 'desktop' : 'mobile'} on ${base}`);
console.log('| page | performance | accessibility | best practices | SEO | LCP | TBT | script |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) console.log(r);
if (misses.length) console.log(`\nBelow 100:\n${misses.map((m) => `- ${m}`).join('\n')}`);
