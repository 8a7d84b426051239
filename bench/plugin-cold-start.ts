import { spawn } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";
import * as grpc from "@grpc/grpc-js";
import { kinds } from "../provider/resources/kinds";
import { median } from "./statistics";
import { textTable } from "./text-table";

import StructPb = require("google-protobuf/google/protobuf/struct_pb");
import proto = require("@pulumi/pulumi/proto/provider_pb");
import services = require("@pulumi/pulumi/proto/provider_grpc_pb");

/** Milliseconds of one fresh `pulumi-resource-registrar`, from its start. */
export interface PluginColdStartSample {
  /** Until it printed its port: the engine's handshake. */
  handshake: number;
  /** Until its first Check of a DnsRecord answered: the recipe and its libraries loaded. */
  firstCheck: number;
}

function unaryCall<Req, Res>(
  call: (request: Req, callback: (error: grpc.ServiceError | null, response: Res) => void) => unknown,
  request: Req,
): Promise<Res> {
  return new Promise((resolve, reject) => {
    call(request, (error, response) => (error ? reject(error) : resolve(response)));
  });
}

/** One run: the installed plugin started as the engine starts it, then the engine's first calls. */
async function sample(workspaceDir: string): Promise<PluginColdStartSample> {
  const start = performance.now();
  const plugin = spawn(join(workspaceDir, "node_modules", ".bin", "pulumi-resource-registrar"), [], {
    cwd: workspaceDir,
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    const lines = createInterface({ input: plugin.stdout });
    const [port] = (await lines[Symbol.asyncIterator]().next()).value.split("\n") as [string];
    const handshake = performance.now() - start;
    const client = new services.ResourceProviderClient(
      `127.0.0.1:${port}`,
      grpc.credentials.createInsecure(),
    );
    try {
      const configure = new proto.ConfigureRequest().setArgs(
        StructPb.Struct.fromJavaScript({ baseUrl: "http://127.0.0.1:1", apiKey: "cold-start-key" }),
      );
      await unaryCall(client.configure.bind(client), configure);
      const check = new proto.CheckRequest()
        .setUrn(`urn:pulumi:bench::cold-start::${kinds.DnsRecord.tokens.native}::www`)
        .setOlds(StructPb.Struct.fromJavaScript({}))
        .setNews(
          StructPb.Struct.fromJavaScript({ name: "www", zone: "example.com", type: "A", data: "192.0.2.1" }),
        );
      const checked = await unaryCall<proto.CheckRequest, proto.CheckResponse>(
        client.check.bind(client),
        check,
      );
      if (checked.getFailuresList().length > 0)
        throw new Error(
          `the plugin refused the bench's record: ${checked.getFailuresList()[0]?.getReason()}`,
        );
      return { handshake, firstCheck: performance.now() - start };
    } finally {
      client.close();
    }
  } finally {
    plugin.kill();
  }
}

/** `runs` fresh plugin processes, from the package installed from its tarball in `workspaceDir`. */
export async function measurePluginColdStart(
  workspaceDir: string,
  runs: number,
): Promise<PluginColdStartSample[]> {
  const samples: PluginColdStartSample[] = [];
  for (let run = 0; run < runs; run++) samples.push(await sample(workspaceDir));
  return samples;
}

export function pluginColdStartReport(samples: readonly PluginColdStartSample[]): string {
  const ms = (values: number[]) => median(values).toFixed(0);
  return [
    `Plugin cold start (pulumi-resource-registrar): fresh processes, medians of ${samples.length}. Paid once per`,
    "provider instance per operation (each explicit provider is a process of its own)",
    "",
    textTable(
      ["until", "ms"],
      [
        ["the port is printed (the engine's handshake)", ms(samples.map((s) => s.handshake))],
        ["Configure and the first Check of a DnsRecord answered", ms(samples.map((s) => s.firstCheck))],
      ],
      ["left", "right"],
    ),
  ].join("\n");
}
