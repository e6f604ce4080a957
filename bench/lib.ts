// Helpers for the benchmarks: child servers, autocannon with a p95, the JavaScript a page loads.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import hdr from 'hdr-histogram-js';
import pg from 'pg';

export interface Figure {
  name: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Server process CPU (user + system) per request in ms, when the load named the server's pid. */
  cpuMs?: number;
  /** PostgreSQL CPU (the server database's backends) per request in ms, when the load named the database. */
  dbCpuMs?: number;
  /**
   * Busy CPU of the whole machine (every process: server, PostgreSQL, this load generator) per
   * request in ms, from /proc/stat, when the load named the server's pid.
   */
  machineCpuMs?: number;
  /**
   * The least mean latency the machine's cores allow at this many connections, in ms: by Little's law
   * the mean is connections / throughput, and throughput is at most cores / machine CPU per request.
   * A p95 under this figure needs less CPU per request, whatever the code does with its time.
   */
  floorMs?: number;
  /** Mean response size in KB (body and headers, as sent: compressed when the load asked for it). */
  kb?: number;
}

/**
 * CPU time (user + system) so far, in ms, from /proc (Linux), of a process and the processes it
 * started: with WORKERS=2 the server's requests are served by the primary's workers.
 */
export async function cpuTimeMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
  let ms = (Number(fields[11]) + Number(fields[12])) * 10;
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  for (const child of children.split(' ').filter(Boolean)) ms += await cpuTimeMs(Number(child)).catch(() => 0);
  return ms;
}

/** Busy CPU time of the whole machine so far, in ms (Linux /proc/stat: all but idle and iowait). */
export async function machineBusyMs(): Promise<number> {
  const [cpu] = (await readFile('/proc/stat', 'utf8')).split('\n');
  // user nice system idle iowait irq softirq steal (guest time is inside user), in clock ticks.
  const [user, nice, system, , , irq, softirq, steal] = cpu!.trim().split(/\s+/).slice(1).map(Number);
  return (user! + nice! + system! + irq! + softirq! + (steal ?? 0)) * 10;
}

/**
 * A program as a process: a built one (build/app/*.js) by plain node, as production runs it; a
 * TypeScript one through tsx. BENCH_CPU_PROF=dir: each writes a V8 CPU profile there when it stops.
 */
export function startProcess(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const dir = process.env.BENCH_CPU_PROF;
  const profile = dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
  const compiler = args[0]?.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...profile, ...compiler, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

export async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * autocannon stops with requests still running in the server (its connections close, the handlers go
 * on, each waiting its turn for a database connection): wait until fresh requests are answered at
 * once several times in a row, so stopping the server cuts none of them off.
 */
export async function drain(url: string, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let quiet = 0;
  while (quiet < 3 && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 200));
    const started = performance.now();
    await fetch(url).catch(() => undefined);
    quiet = performance.now() - started < 20 ? quiet + 1 : 0;
  }
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface Load {
  name: string;
  url: string;
  connections: number;
  seconds: number;
  requests?: autocannon.Request[];
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The server's process id: its CPU time per request is reported. */
  serverPid?: number;
  /** The server's database (postgres://…): its backends' CPU time per request is reported. */
  dbUrl?: string;
}

/** CPU ms so far of each PostgreSQL backend serving the database (other than the asking one). */
export async function backendCpu(dbUrl: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const cpu = new Map<number, number>();
    for (const { pid } of rows) {
      const ms = await cpuTimeMs(pid).catch(() => null);
      if (ms !== null) cpu.set(pid, ms);
    }
    return cpu;
  } finally {
    await client.end();
  }
}

/** Runs autocannon and reads p50/p95/p99 (ms) off its latency histogram. */
export async function measure(load: Load): Promise<Figure> {
  await hdr.initWebAssembly();
  const latencies = hdr.build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 60_000,
    numberOfSignificantValueDigits: 3,
  });
  const options: Record<string, unknown> = {
    url: load.url,
    connections: load.connections,
    duration: load.seconds,
    histograms: { latencies },
  };
  // autocannon treats a key given as undefined as set, so only pass what the load has.
  for (const key of ['method', 'headers', 'body', 'requests'] as const)
    if (load[key] !== undefined) options[key] = load[key];
  const cpuBefore = load.serverPid ? await cpuTimeMs(load.serverPid) : 0;
  const dbBefore = load.dbUrl ? await backendCpu(load.dbUrl) : new Map<number, number>();
  // Read last before the load and first after it, so the other readings' own work is left out.
  const machineBefore = load.serverPid ? await machineBusyMs() : 0;
  const result = await autocannon(options as unknown as autocannon.Options);
  const machineAfter = load.serverPid ? await machineBusyMs() : 0;
  const cpuAfter = load.serverPid ? await cpuTimeMs(load.serverPid) : 0;
  let dbMs = 0;
  // Backends that ended during the run are missed; ones that started in it count from zero.
  if (load.dbUrl) for (const [pid, ms] of await backendCpu(load.dbUrl)) dbMs += ms - (dbBefore.get(pid) ?? 0);
  const total = result.requests.total;
  const machineCpuMs = load.serverPid && total ? (machineAfter - machineBefore) / total : null;
  return {
    name: load.name,
    connections: load.connections,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p95: latencies.getValueAtPercentile(95),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ...(load.serverPid && total ? { cpuMs: Number(((cpuAfter - cpuBefore) / total).toFixed(2)) } : {}),
    ...(machineCpuMs !== null
      ? {
          machineCpuMs: Number(machineCpuMs.toFixed(2)),
          floorMs: Math.round((load.connections * machineCpuMs) / os.availableParallelism()),
        }
      : {}),
    ...(load.dbUrl && total ? { dbCpuMs: Number((dbMs / total).toFixed(2)) } : {}),
    ...(total ? { kb: Number((result.throughput.total / total / 1024).toFixed(1)) } : {}),
  };
}

/** Gzipped bytes of the JavaScript a server-rendered page asks for (scripts and module preloads). */
export async function pageJavaScriptGzip(
  pageUrl: string,
  clientDir: string,
): Promise<{ files: number; gzipBytes: number }> {
  const html = await (await fetch(pageUrl)).text();
  const srcs = new Set<string>();
  for (const m of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) srcs.add(m[1]!);
  for (const m of html.matchAll(/import[^"']*["'](\/assets\/[^"']+\.js)["']/g)) srcs.add(m[1]!);
  // The modules the page's first script preloads once the first picture is painted (src/web/page-scripts.ts).
  for (const m of html.matchAll(/for \(const href of (\[[^\]]*\])\)/g))
    for (const src of JSON.parse(m[1]!) as string[]) srcs.add(src);
  let gzipBytes = 0;
  for (const src of srcs) gzipBytes += gzipSync(await readFile(path.join(clientDir, src))).length;
  return { files: srcs.size, gzipBytes };
}

export function table(figures: Figure[]): string {
  const head =
    '| route | conns | requests | req/s | p50 ms | p95 ms | p99 ms | errors | server CPU ms/req | PostgreSQL CPU ms/req | machine CPU ms/req | least mean ms the cores allow | KB/answer |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|';
  const rows = figures.map(
    (f) =>
      `| ${f.name} | ${f.connections} | ${f.requests} | ${f.rps} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.errors + f.non2xx} | ${f.cpuMs ?? ''} | ${f.dbCpuMs ?? ''} | ${f.machineCpuMs ?? ''} | ${f.floorMs ?? ''} | ${f.kb ?? ''} |`,
  );
  return [head, ...rows].join('\n');
}
