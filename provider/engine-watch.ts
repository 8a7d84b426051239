import { connect } from "node:net";

/**
 * A provider process that outlives its engine ends itself.
 *
 * The Pulumi CLI starts the dynamic provider host (`pulumi-resource-pulumi-nodejs`, a shell script
 * that runs `node …/@pulumi/pulumi/cmd/dynamic-provider/index.js <engine address>`) in a process
 * group of its own, so a `kill -9` of the `pulumi up` group leaves it running: its gRPC server
 * keeps it alive forever and a wait in progress keeps polling the API. Its parent is the shell,
 * which outlives the engine too, so a changed parent says nothing. The engine's address, its
 * first argument, does: the engine's gRPC server listens there until the engine has closed every
 * plugin or has gone, and once it has gone the kernel refuses a connection at once.
 *
 * A dead engine also leaves the process's stdout and stderr as broken pipes. The host's handler of
 * uncaught errors prints each error to stderr; unhandled, the EPIPE of one progress line raises
 * another EPIPE there, and so on without end, every error kept in the handler's set: an orphan
 * reached gigabytes and most of a core. The guard below takes those errors itself.
 */

/** Milliseconds between looks at the engine: one loopback connection each, opened and closed. */
export const CHECK_INTERVAL_MS = 1000;
/** A look that has neither connected nor been refused by then proves nothing. */
export const PROBE_TIMEOUT_MS = 2000;
/** The exit status of a provider process that ended because its engine had gone. */
export const ENGINE_GONE_EXIT_CODE = 3;

/** What one look at the engine's address saw. */
export type EngineState = "alive" | "gone" | "unknown";

export interface EngineAddress {
  host: string;
  port: number;
}

/** "127.0.0.1:35113" or "[::1]:35113" as host and port; undefined when the text is no such address. */
export function parseEngineAddress(text: string): EngineAddress | undefined {
  const match = /^(?:\[([0-9A-Fa-f:.]+)\]|([\w.-]+)):(\d{1,5})$/.exec(text);
  if (!match) return undefined;
  const port = Number(match[3]);
  if (port < 1 || port > 65535) return undefined;
  return { host: match[1] ?? (match[2] as string), port };
}

const HOST_MAIN = /[\\/]@pulumi[\\/]pulumi[\\/]cmd[\\/]dynamic-provider[\\/]index\.js$/;

/**
 * The engine's address when `mainFile` is Pulumi's Node dynamic provider host, from its
 * arguments: the engine passes its address after the flags it may add (`--logtostderr`, `-v=9`,
 * `--tracing <endpoint>`). Undefined in any other process (a program, a test, a script).
 */
export function engineAddressOfHost(mainFile: string | undefined, args: string[]): EngineAddress | undefined {
  if (!mainFile || !HOST_MAIN.test(mainFile)) return undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === "--tracing") i++;
    else if (!arg.startsWith("-")) return parseEngineAddress(arg);
  }
  return undefined;
}

/**
 * One look: connect, then close at once. Only a refused connection means gone. An engine stopped
 * by a signal (SIGSTOP, Ctrl-Z) still accepts through the kernel; a busy one, or a full backlog,
 * ends in the timeout: unknown, never gone on doubt.
 */
export function probeEngine(address: EngineAddress, timeoutMs = PROBE_TIMEOUT_MS): Promise<EngineState> {
  return new Promise((resolve) => {
    const socket = connect({ host: address.host, port: address.port });
    // A look in progress never keeps the process alive by itself.
    socket.unref();
    const settle = (state: EngineState) => {
      socket.destroy();
      resolve(state);
    };
    socket.setTimeout(timeoutMs, () => settle("unknown"));
    socket.once("connect", () => settle("alive"));
    socket.once("error", (error: NodeJS.ErrnoException) =>
      settle(error.code === "ECONNREFUSED" ? "gone" : "unknown"),
    );
  });
}

export interface EngineWatch {
  /** Looks now, unless a look is under way (a hint that the engine may have gone). */
  checkNow(): void;
  stop(): void;
}

/**
 * Looks at the engine every `intervalMs` and calls `onGone` once, at the first refused connection.
 * The timer is unref'd: the watch never keeps a process alive.
 */
export function watchEngine(
  address: EngineAddress,
  onGone: () => void,
  options: { intervalMs?: number; probeTimeoutMs?: number } = {},
): EngineWatch {
  let stopped = false;
  let looking = false;
  const checkNow = () => {
    if (stopped || looking) return;
    looking = true;
    void probeEngine(address, options.probeTimeoutMs).then((state) => {
      looking = false;
      if (state === "gone" && !stopped) {
        stop();
        onGone();
      }
    });
  };
  const timer = setInterval(checkNow, options.intervalMs ?? CHECK_INTERVAL_MS);
  timer.unref();
  const stop = () => {
    stopped = true;
    clearInterval(timer);
  };
  return { checkNow, stop };
}

let watching = false;

/**
 * In Pulumi's dynamic provider host only: ends the process when its engine has gone (its waits
 * stop with it; nothing is left that could record their outcome), and takes the EPIPE of writes
 * to a stdout or stderr nobody reads any more, each a hint to look at the engine now. Other
 * errors of those streams stay unhandled, as before. Idempotent; a no-op in any other process.
 */
export function watchEngineOfProviderHost(
  mainFile = require.main?.filename,
  args = process.argv.slice(2),
): EngineWatch | undefined {
  const address = engineAddressOfHost(mainFile, args);
  if (!address || watching) return undefined;
  watching = true;
  const watch = watchEngine(address, () => process.exit(ENGINE_GONE_EXIT_CODE));
  for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE") throw error;
      watch.checkNow();
    });
  }
  return watch;
}
