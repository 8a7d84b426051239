import type { OperationId } from "../contract";
import { fillPath } from "../contract/operation";
import { type InvokeArgs, RegistrarApi } from "./api";
import type { ClientOptions } from "./client-options";
import { operationOf } from "./operation-of";
import { Transport } from "./transport";

export type { ClientOptions };

/**
 * Typed client of the registrar API: one method per operation (provider/client/api.ts, generated
 * from the contract), one keep-alive connection pool per instance.
 */
export class RegistrarClient extends RegistrarApi {
  // A private field: never shown by util.inspect or JSON.stringify, nor in the declarations.
  readonly #transport: Transport;
  #writes = 0;

  constructor(options: ClientOptions) {
    super();
    this.#transport = new Transport(options);
  }

  /**
   * Changes whenever a write (any call but GET) through this client starts and when it ends.
   * A cache of reads built on the client (the provider's zone listings) compares it to know that
   * what it holds may no longer be what the API holds.
   */
  get writeGeneration(): number {
    return this.#writes;
  }

  /** The most requests this client has in flight at once (maxConcurrentRequests). */
  get maxConcurrentRequests(): number {
    return this.#transport.maxConcurrentRequests;
  }

  protected invoke(operationId: string, args: InvokeArgs): Promise<unknown> {
    const op = operationOf(operationId as OperationId);
    const response = op.response;
    if ("raw" in response) throw new Error(`${operationId} answers ${response.raw}, not JSON`);
    const send = () =>
      this.#transport.call(op.method, fillPath(op.path, args.params ?? {}), {
        body: args.body,
        query: args.query as Record<string, string | number | boolean | undefined> | undefined,
        response,
        idempotent: op.idempotent,
      });
    if (op.method === "GET") return send();
    this.#writes++;
    return send().finally(() => {
      this.#writes++;
    });
  }

  close(): Promise<void> {
    return this.#transport.close();
  }
}
