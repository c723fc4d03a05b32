import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './spawn-server';

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one of the built commands (dist/<name>.mjs) as an operator would, with the given input on stdin. */
export function runCommand(
  name: 'set-password' | 'backup' | 'restore',
  options: { env: Record<string, string>; args?: string[]; input?: string },
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, ...options.env };
    delete env.NODE_TEST_CONTEXT;
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'dist', `${name}.mjs`), ...(options.args ?? [])], {
      env,
      stdio: 'pipe',
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}
