// The real server (src/server.ts) as a child process for a test: started API-only (no page build
// needed) with `env` over the test's own environment and a catalogue of a handful of products, its
// output collected; and the wait until it answers.
import { spawn } from 'node:child_process';

const SERVER = ['--import', 'tsx', 'src/server.ts', '--api-only'];

export type ServerProcess = ReturnType<typeof startServer>;

export function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, SERVER, {
    env: { ...process.env, LOG_LEVEL: 'info', SEED_PRODUCTS: '6', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  child.stdout!.on('data', (chunk) => {
    output.stdout += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output.stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output, exited };
}

/** Waits until the server on `port` answers /healthz; throws with its stderr if it exits first. */
export async function untilServing(server: ServerProcess, port: number): Promise<void> {
  for (;;) {
    if (server.child.exitCode !== null)
      throw new Error(`the server exited (${server.child.exitCode}): ${server.output.stderr}`);
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** SIGTERM, and the exit code once it has stopped (the embedded database is closed then). */
export async function stopServer(server: ServerProcess): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  return server.exited;
}
