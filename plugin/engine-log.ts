import { AsyncLocalStorage } from "node:async_hooks";
import { format } from "node:util";
import * as grpc from "@grpc/grpc-js";

import enginePb = require("@pulumi/pulumi/proto/engine_pb");
import engineGrpc = require("@pulumi/pulumi/proto/engine_grpc_pb");

/** The URN of the resource whose step is under way, through every await of that step. */
const resourceOfStep = new AsyncLocalStorage<string>();

/** Runs a step of the resource `urn`: the lines it prints are shown on that resource. */
export function onResource<T>(urn: string | undefined, step: () => T): T {
  return urn ? resourceOfStep.run(urn, step) : step();
}

/**
 * Sends the lines the recipes print with console.log (a wait's progress, a create taken back
 * after an interrupted `up`, a lost response found) to the engine as info messages, on the
 * resource whose step printed them. The engine shows a plugin's standard output only in its
 * debug log, while the dynamic provider host's reaches the user: without this, the plugin's
 * users would not see them. A line the engine refuses is printed as before. Returns the undo.
 */
export function logToEngine(address: string): () => void {
  const engine = new engineGrpc.EngineClient(address, grpc.credentials.createInsecure());
  const print = console.log;
  console.log = (...args: unknown[]) => {
    const message = format(...args);
    const request = new enginePb.LogRequest()
      .setSeverity(enginePb.LogSeverity.INFO)
      .setMessage(message)
      .setUrn(resourceOfStep.getStore() ?? "");
    engine.log(request, (error) => {
      if (error) print(message);
    });
  };
  return () => {
    console.log = print;
    engine.close();
  };
}
