import { createInterface } from 'node:readline';

/**
 * Asks for a secret on the terminal without echoing it. When standard input is not a terminal (a pipe in a
 * script), each call reads the next line instead, so the same command can be automated.
 */
export function createSecretPrompt(
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WriteStream = process.stderr,
) {
  if (!input.isTTY) {
    const lines = createInterface({ input, terminal: false })[Symbol.asyncIterator]();
    return {
      async ask(question: string): Promise<string> {
        output.write(`${question}\n`);
        const next = await lines.next();
        if (next.done) throw new Error('standard input ended before a password was given');
        return next.value;
      },
      close: () => input.pause(),
    };
  }
  return {
    ask(question: string): Promise<string> {
      output.write(question);
      input.setRawMode(true);
      input.resume();
      input.setEncoding('utf8');
      return new Promise((resolve, reject) => {
        let typed = '';
        const onData = (chunk: string) => {
          for (const char of chunk) {
            if (char === '\r' || char === '\n') {
              finish();
              output.write('\n');
              resolve(typed);
              return;
            }
            if (char === '\u0003') {
              finish();
              output.write('\n');
              reject(new Error('cancelled'));
              return;
            }
            if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
            else if (char >= ' ') typed += char;
          }
        };
        const finish = () => {
          input.off('data', onData);
          input.setRawMode(false);
          input.pause();
        };
        input.on('data', onData);
      });
    },
    close: () => input.pause(),
  };
}
