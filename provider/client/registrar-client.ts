import { DnsApi } from "./dns-api";
import { Transport, type TransportOptions } from "./transport";

export type ClientOptions = TransportOptions;

/** Typed client of the registrar API; one connection pool per instance. */
export class RegistrarClient {
  readonly dns: DnsApi;
  private readonly transport: Transport;

  constructor(options: ClientOptions) {
    this.transport = new Transport(options);
    this.dns = new DnsApi(this.transport);
  }

  close(): Promise<void> {
    return this.transport.close();
  }
}
