// Secrets asked at the terminal without echo, or read as lines from standard input when it is not a
// terminal (a script or a test drives the command), for scripts/staff-create.ts.

export interface SecretAsk {
  prompt: string;
  /** Asked a second time at a terminal (a typing slip would lock the account's owner out). */
  again?: string;
}

/** The secrets in order; null when standard input ran out first; `mismatch` when a repeat differed. */
export async function readSecrets(asks: SecretAsk[]): Promise<{ values: string[]; mismatch: boolean } | null> {
  if (!process.stdin.isTTY) {
    const lines = (await readAll()).split(/\r?\n/);
    if (lines.length < asks.length || lines.slice(0, asks.length).some((l) => l === '')) return null;
    return { values: lines.slice(0, asks.length), mismatch: false };
  }
  const values: string[] = [];
  let mismatch = false;
  for (const ask of asks) {
    const value = await askHidden(ask.prompt);
    if (ask.again && (await askHidden(ask.again)) !== value) mismatch = true;
    values.push(value);
    if (mismatch) break;
  }
  return { values, mismatch };
}

async function readAll(): Promise<string> {
  let text = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) text += chunk;
  return text;
}

/** One line typed with nothing shown; Ctrl+C stops the command. */
function askHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  // Echo off before the prompt shows, so nothing typed after it is ever printed.
  stdin.setRawMode(true);
  process.stderr.write(prompt);
  return new Promise((resolve) => {
    let typed = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          finish();
          resolve(typed);
          return;
        }
        if (ch === '\u0003') {
          finish();
          process.exit(130);
        }
        if (ch === '\u007f' || ch === '\b') typed = [...typed].slice(0, -1).join('');
        else if (ch >= ' ') typed += ch;
      }
    };
    stdin.setEncoding('utf8');
    stdin.resume();
    stdin.on('data', onData);
  });
}
