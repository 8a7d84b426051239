/** One API request as the emulator saw it; admin requests are not logged. */
export interface LogEntry {
  method: string;
  /** Without the query string. */
  path: string;
  /** null when a fault dropped the connection instead of answering. */
  status: number | null;
  /** ISO time from the emulator's clock. */
  time: string;
  /** Id of the key the x-api-key header named, null when missing or unknown. */
  keyId: string | null;
  /**
   * API requests the emulator was handling when this one arrived, itself included (1: alone):
   * how many requests a client had in flight at once.
   */
  inFlight: number;
}

export class RequestLog {
  private entries: LogEntry[] = [];

  add(entry: LogEntry): LogEntry {
    this.entries.push(entry);
    return entry;
  }

  list(): LogEntry[] {
    return this.entries.map((e) => ({ ...e }));
  }

  clear(): void {
    this.entries = [];
  }
}
