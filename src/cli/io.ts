/**
 * Where the CLI writes. Commands never touch `process` directly, so tests run them in-process
 * with string buffers, and only the entry point binds them to the real streams.
 */
export interface CliIo {
  /** Writes text as is (commands end their lines with "\n"). */
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Directory that relative file arguments are read from. */
  readonly cwd: string;
  /** Print the stack of an internal error (TURNCHART_DEBUG=1); never for bad input. */
  readonly debug?: boolean;
  /** stdout is a terminal (a person reading), not a pipe or a file: a diagram is then written to a file. */
  readonly terminal?: boolean;
}

export function processIo(): CliIo {
  return {
    stdout: (text) => { process.stdout.write(text); },
    stderr: (text) => { process.stderr.write(text); },
    cwd: process.cwd(),
    debug: process.env['TURNCHART_DEBUG'] === '1',
    terminal: process.stdout.isTTY === true,
  };
}

/** An io that keeps what was written, for tests and for callers that want the text. */
export interface BufferedIo extends CliIo {
  readonly out: () => string;
  readonly err: () => string;
}

export function bufferIo(cwd: string = process.cwd(), terminal = false): BufferedIo {
  let out = '';
  let err = '';
  return {
    stdout: (text) => { out += text; },
    stderr: (text) => { err += text; },
    cwd,
    terminal,
    out: () => out,
    err: () => err,
  };
}
