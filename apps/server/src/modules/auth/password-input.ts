import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';

/** The variable scripts pass a new password in (ADMIN_PASSWORD is the first start's). */
export const NEW_PASSWORD_VARIABLE = 'NEW_ADMIN_PASSWORD';

/**
 * The new password for `npm run admin`: from NEW_ADMIN_PASSWORD, else typed twice on a terminal
 * without echo, else the first line of standard input. Empty means "generate one".
 */
export async function readNewPassword(
  env: NodeJS.ProcessEnv = process.env,
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WriteStream = process.stderr,
): Promise<string> {
  const fromEnv = env[NEW_PASSWORD_VARIABLE];
  if (fromEnv !== undefined) return fromEnv;
  if (!input.isTTY) return firstLine(input);
  const first = await askHidden('New password (leave empty to generate one): ', input, output);
  if (first === '') return '';
  const again = await askHidden('Repeat the password: ', input, output);
  if (again !== first) throw new Error('The two passwords differ; nothing was changed.');
  return first;
}

async function firstLine(input: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

/** A prompt whose answer is not echoed: readline writes its echo into a sink. */
async function askHidden(
  prompt: string,
  input: NodeJS.ReadStream,
  output: NodeJS.WriteStream,
): Promise<string> {
  const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input, output: sink, terminal: true });
  output.write(prompt);
  const interrupted = new Promise<never>((_resolve, reject) =>
    rl.once('SIGINT', () => reject(new Error('Cancelled.'))),
  );
  try {
    return await Promise.race([rl.question(''), interrupted]);
  } finally {
    rl.close();
    output.write('\n');
  }
}
