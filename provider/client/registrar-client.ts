import { type OperationId, operations } from "../contract";
import { fillPath } from "../contract/operation";
import { type InvokeArgs, RegistrarApi } from "./api";
import type { ClientOptions } from "./client-options";
import { Transport } from "./transport";

export type { ClientOptions };

/**
 * Typed client of the registrar API: one method per operation (provider/client/api.ts, generated
 * from the contract), one keep-alive connection pool per instance.
 */
export class RegistrarClient extends RegistrarApi {
  // A private field: never shown by util.inspect or JSON.stringify, nor in the declarations.
  readonly #transport: Transport;

  constructor(options: ClientOptions) {
    super();
    this.#transport = new Transport(options);
  }

  protected invoke(operationId: string, args: InvokeArgs): Promise<unknown> {
    const op = operations[operationId as OperationId];
    if ("raw" in op.response) throw new Error(`${operationId} answers ${op.response.raw}, not JSON`);
    return this.#transport.call(op.method, fillPath(op.path, args.params ?? {}), {
      body: args.body,
      query: args.query as Record<string, string | number | boolean | undefined> | undefined,
      response: op.response,
    });
  }

  close(): Promise<void> {
    return this.#transport.close();
  }
}
