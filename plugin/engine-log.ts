import * as grpc from "@grpc/grpc-js";
import type { StepLog } from "../provider/common/step-log";

import enginePb = require("@pulumi/pulumi/proto/engine_pb");
import engineGrpc = require("@pulumi/pulumi/proto/engine_grpc_pb");

/** The log of a step of the resource `urn` (none: a call of no resource, such as a function's). */
export type StepLogs = (urn: string | undefined) => StepLog;

/** Without an engine to send them to (the plugin served in a test), a step's lines go to standard output. */
export const printedLogs: StepLogs = () => ({
  info: (line) => console.log(line),
  warn: (line) => console.log(`warning: ${line}`),
});

/**
 * The steps' lines (a wait's progress, a create taken back after an interrupted `up`, a lost
 * response found) as the engine's Log messages on the step's resource, info or warning. The
 * engine shows a plugin's standard output only in its debug log: without this, the plugin's
 * users would not see them. A line the engine refuses is printed as before. `close` ends the
 * connection.
 */
export function engineLogs(address: string): { logs: StepLogs; close(): void } {
  const engine = new engineGrpc.EngineClient(address, grpc.credentials.createInsecure());
  const send = (severity: enginePb.LogSeverity, urn: string | undefined, line: string) => {
    const request = new enginePb.LogRequest()
      .setSeverity(severity)
      .setMessage(line)
      .setUrn(urn ?? "");
    engine.log(request, (error) => {
      if (error) console.log(line);
    });
  };
  return {
    logs: (urn) => ({
      info: (line) => send(enginePb.LogSeverity.INFO, urn, line),
      warn: (line) => send(enginePb.LogSeverity.WARNING, urn, line),
    }),
    close: () => engine.close(),
  };
}
