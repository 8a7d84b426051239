/** One diagnostic of the engine: on the resource `urn`, or on the stack when it has none. */
export interface Diagnostic {
  urn?: string;
  severity: string;
  /** As the CLI prints it: a warning's starts with `warning: `. */
  message: string;
}

/**
 * The diagnostics of a command run with `--json`: a preview's one document (`diagnostics`), or an
 * update's events, one a line (`diagnosticEvent`, whose `prefix` is printed before its message);
 * the CLI's own lines around them are skipped.
 */
export function jsonDiagnostics(stdout: string): Diagnostic[] {
  try {
    return (JSON.parse(stdout) as { diagnostics?: Diagnostic[] }).diagnostics ?? [];
  } catch {
    return stdout.split("\n").flatMap((line) => {
      if (!line.startsWith("{")) return [];
      const event = (JSON.parse(line) as { diagnosticEvent?: Diagnostic & { prefix?: string } })
        .diagnosticEvent;
      if (!event) return [];
      const { urn, severity, prefix = "", message } = event;
      return [{ ...(urn ? { urn } : {}), severity, message: prefix + message }];
    });
  }
}
