import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import * as grpc from "@grpc/grpc-js";
import { Empty } from "google-protobuf/google/protobuf/empty_pb";
import { ENGINE_GONE_EXIT_CODE } from "../../provider/engine-watch";
import { workspaceDir } from "../support/workspace";

import proto = require("@pulumi/pulumi/proto/provider_pb");
import services = require("@pulumi/pulumi/proto/provider_grpc_pb");

/** The plugin as a user's install has it: the package's npm bin, from the packed tarball. */
const plugin = () => join(workspaceDir(), "node_modules", ".bin", "pulumi-resource-registrar");
const installed = () => join(workspaceDir(), "node_modules", "pulumi-registrar");

/** Starts the plugin; resolves with all it printed on stdout up to its first line end. */
function start(args: string[]): { child: ChildProcess; firstLine: Promise<string>; stderr: () => string } {
  const child = spawn(plugin(), args, { stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const firstLine = new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk) => {
      out += chunk;
      if (out.includes("\n")) resolve(out);
    });
    child.on("exit", (code) => reject(new Error(`the plugin exited (${code}) before its port: ${stderr}`)));
  });
  return { child, firstLine, stderr: () => stderr };
}

test("the installed bin prints its port first, then serves the package's version and schema", async () => {
  const { child, firstLine, stderr } = start([]);
  try {
    const printed = await firstLine;
    expect(printed).toMatch(/^\d+\n$/); // nothing before the port: the engine reads it as the first line
    const client = new services.ResourceProviderClient(
      `127.0.0.1:${printed.trim()}`,
      grpc.credentials.createInsecure(),
    );
    try {
      const version = await new Promise<string>((resolve, reject) =>
        client.getPluginInfo(new Empty(), (error, info) =>
          error ? reject(error) : resolve(info.getVersion()),
        ),
      );
      expect(version).toBe(JSON.parse(readFileSync(join(installed(), "package.json"), "utf8")).version);
      const schema = await new Promise<string>((resolve, reject) =>
        client.getSchema(new proto.GetSchemaRequest(), (error, response) =>
          error ? reject(error) : resolve(response.getSchema()),
        ),
      );
      expect(schema).toBe(readFileSync(join(installed(), "schema.json"), "utf8"));
    } finally {
      client.close();
    }
    expect(stderr()).toBe("");
  } finally {
    child.kill();
  }
});

test("the plugin ends once its engine's address refuses connections", async () => {
  // A loopback port that was just free: connections to it are refused, as once an engine has gone.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));

  const { child, firstLine } = start([`127.0.0.1:${port}`]);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  await firstLine;
  expect(await exited).toBe(ENGINE_GONE_EXIT_CODE);
});
