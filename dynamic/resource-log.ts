import type { StepLog } from "../provider/common/step-log";
import type { EngineAddress } from "../provider/engine-watch";
import { type ProviderHost, providerHost } from "./provider-host";
import { followRequestUrns, requestUrn } from "./request-urn";
import { stdoutLog } from "./stdout-log";

type Grpc = typeof import("@grpc/grpc-js");
type EnginePb = typeof import("@pulumi/pulumi/proto/engine_pb");
type EngineGrpc = typeof import("@pulumi/pulumi/proto/engine_grpc_pb");

/** A step's log whose lines may still be on their way to the engine. */
export interface ResourceLog extends StepLog {
  /** Resolves once the engine has answered every line given so far (a refused one is printed instead). */
  delivered(): Promise<void>;
}

/** The log of a step of the resource `urn`; by default the URN of the host's request under way. */
export type ResourceLogs = (urn?: string) => ResourceLog;

/**
 * The steps' lines as the engine's Log messages on the step's resource, info or warning, as the
 * plugin sends them (plugin/engine-log.ts). What the host's process prints, the engine shows on
 * the stack (it reads a plugin's output with no URN), so the lines go to the engine itself, at
 * the address the host was started with, through the host's own gRPC and protocol modules
 * (nothing more to load). A step whose URN is unknown (request-urn.ts) sends its lines with none:
 * the engine shows them on the stack. Outside the host (a program's own test) lines are printed.
 */
export function resourceLogs(host: ProviderHost | undefined): ResourceLogs {
  if (!host) return () => ({ ...stdoutLog, delivered: async () => {} });
  // At once, not at the first line: the requests the host reads from now on carry their URN.
  followRequestUrns(hostModule<Record<string, unknown>>(host, "../../proto/provider_pb") ?? {});
  let engine: Send | null | undefined;
  return (urn = requestUrn() ?? "") => {
    engine ??= engineLog(host);
    const send = engine;
    if (!send) return { ...stdoutLog, delivered: async () => {} };
    const sending = new Set<Promise<void>>();
    const line = (severity: Severity) => (text: string) => {
      const sent = send(severity, urn, text);
      sending.add(sent);
      void sent.then(() => sending.delete(sent));
    };
    return {
      info: line("info"),
      warn: line("warn"),
      delivered: async () => {
        await Promise.all(sending);
      },
    };
  };
}

/** The logs of the steps this process runs: Pulumi's dynamic-provider host's, or printed lines. */
export const resourceLog: ResourceLogs = resourceLogs(providerHost());

type Severity = "info" | "warn";
type Send = (severity: Severity, urn: string, line: string) => Promise<void>;

/** The engine's Log call, through the host's modules; null if the host has none of them. */
function engineLog(host: ProviderHost): Send | null {
  const grpc = hostModule<Grpc>(host, "@grpc/grpc-js");
  const enginePb = hostModule<EnginePb>(host, "../../proto/engine_pb");
  const engineGrpc = hostModule<EngineGrpc>(host, "../../proto/engine_grpc_pb");
  if (!grpc || !enginePb || !engineGrpc) return null;
  const engine = new engineGrpc.EngineClient(addressText(host.engine), grpc.credentials.createInsecure());
  const severities = { info: enginePb.LogSeverity.INFO, warn: enginePb.LogSeverity.WARNING };
  return (severity, urn, line) =>
    new Promise((resolve) => {
      const request = new enginePb.LogRequest()
        .setSeverity(severities[severity])
        .setMessage(line)
        .setUrn(urn);
      engine.log(request, (error) => {
        if (error) stdoutLog[severity](line);
        resolve();
      });
    });
}

/** A module as the host's own code loads it; undefined if the host's copy of @pulumi/pulumi has none. */
function hostModule<T>(host: ProviderHost, id: string): T | undefined {
  try {
    return host.require(id) as T;
  } catch {
    return undefined;
  }
}

function addressText({ host, port }: EngineAddress): string {
  return host.includes(":") ? `[${host}]:${port}` : `${host}:${port}`;
}
