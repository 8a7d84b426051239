import * as grpc from "@grpc/grpc-js";
import { Empty } from "google-protobuf/google/protobuf/empty_pb";

import engineGrpc = require("@pulumi/pulumi/proto/engine_grpc_pb");

/** What an engine received through its Log call: severity, URN and message. */
export type Logged = [severity: number, urn: string, message: string];

/**
 * An engine's Log service on a loopback port, as the front ends' logs reach it; with `refuse`, it
 * answers every call with an error.
 */
export async function startEngineLogServer(
  refuse = false,
): Promise<{ address: string; port: number; logged: Logged[]; stop(): void }> {
  const logged: Logged[] = [];
  const server = new grpc.Server();
  const unimplemented = (_call: unknown, callback: grpc.sendUnaryData<never>) =>
    callback({ code: grpc.status.UNIMPLEMENTED });
  server.addService(engineGrpc.EngineService, {
    log: (call, callback) => {
      if (refuse) return callback({ code: grpc.status.UNAVAILABLE, details: "engine busy" });
      logged.push([call.request.getSeverity(), call.request.getUrn(), call.request.getMessage()]);
      callback(null, new Empty());
    },
    getRootResource: unimplemented,
    setRootResource: unimplemented,
    startDebugging: unimplemented,
    requirePulumiVersion: unimplemented,
  } satisfies engineGrpc.IEngineServer);
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync("127.0.0.1:0", grpc.ServerCredentials.createInsecure(), (error, bound) =>
      error ? reject(error) : resolve(bound),
    ),
  );
  return { address: `127.0.0.1:${port}`, port, logged, stop: () => server.forceShutdown() };
}
