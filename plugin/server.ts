import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as sea from "node:sea";
import * as grpc from "@grpc/grpc-js";
import { withRetryNotes } from "../provider/common/retry-notes";
import type { RecipeSettings } from "../provider/config";
import { kinds, type ResourceKind } from "../provider/resources/kinds";
import {
  type RecipeRunner,
  recipeRunner,
  type StepContext,
} from "../provider/resources/runner/recipe-runner";
import { printedLogs, type StepLogs } from "./engine-log";
import { type FunctionsSchema, invokeFunction } from "./invoke";
import {
  kindOfUrn,
  loadRecipe,
  recipeOutputs,
  servedOutputs,
  servedWhenNotConverged,
  typeOfUrn,
} from "./kinds";
import { ownerTagOfUrn } from "./owner-tag";
import {
  checkedProviderInputs,
  type ProviderSettings,
  providerInputProblems,
  providerSettingNames,
  recipeSettingsOf,
  settingsOf,
} from "./provider-config";
import { fromWire, toWire } from "./wire-values";

import Empty = require("google-protobuf/google/protobuf/empty_pb");
import StructPb = require("google-protobuf/google/protobuf/struct_pb");
import AnyPb = require("google-protobuf/google/protobuf/any_pb");
import pluginPb = require("@pulumi/pulumi/proto/plugin_pb");
import proto = require("@pulumi/pulumi/proto/provider_pb");
import services = require("@pulumi/pulumi/proto/provider_grpc_pb");
import statusPb = require("@pulumi/pulumi/proto/status_pb");

/** What the plugin reads of the schema it serves: the functions' types, and the resources' secret outputs. */
type ServedSchema = FunctionsSchema & {
  resources: Record<string, { properties?: Record<string, { secret?: boolean }> }>;
};

type Runner = RecipeRunner<unknown, unknown>;
type Unary<Req, Res> = grpc.handleUnaryCall<Req, Res>;

/**
 * The package's version and its schema, read once from the package's root (dist/plugin or plugin/
 * below it); in the plugin's single executable (scripts/release-plugin.sh), from its assets.
 */
function packageFile(name: string): string {
  if (sea.isSea()) return sea.getAsset(name, "utf8");
  const file = [join(__dirname, "..", name), join(__dirname, "..", "..", name)].find(existsSync);
  if (!file)
    throw new Error(`${name} is missing beside the registrar plugin (${__dirname}); reinstall the package`);
  return readFileSync(file, "utf8");
}

function structOf(value: Record<string, unknown>): StructPb.Struct {
  return StructPb.Struct.fromJavaScript(value as Record<string, StructPb.JavaScriptValue>);
}

function plain(struct: StructPb.Struct | undefined): Record<string, unknown> | undefined {
  return struct?.toJavaScript() as Record<string, unknown> | undefined;
}

/** A step's error for the engine; an object that exists but has not converged is reported with its id and properties. */
function grpcError(error: unknown): Partial<grpc.StatusObject> {
  const message = error instanceof Error ? error.message : String(error);
  const metadata = new grpc.Metadata();
  const notConverged = error as { id?: string; properties?: Record<string, unknown>; reasons?: string[] };
  if (error instanceof Error && notConverged.id && notConverged.properties) {
    const detail = new proto.ErrorResourceInitFailed();
    detail.setId(notConverged.id);
    detail.setProperties(structOf(toWire(notConverged.properties, new Set())));
    detail.setReasonsList(notConverged.reasons ?? [message]);
    const any = new AnyPb.Any();
    any.pack(detail.serializeBinary(), "pulumirpc.ErrorResourceInitFailed");
    const status = new statusPb.Status();
    status.setCode(grpc.status.UNKNOWN);
    status.setMessage(message);
    status.addDetails(any);
    metadata.add("grpc-status-details-bin", Buffer.from(status.serializeBinary()));
  }
  return { code: grpc.status.UNKNOWN, details: message, metadata };
}

function unary<Req, Res>(step: (request: Req) => Promise<Res>): Unary<Req, Res> {
  return (call, callback) => {
    step(call.request).then(
      (response) => callback(null, response),
      (error) => callback(grpcError(error)),
    );
  };
}

function unimplemented<Req, Res>(what: string): Unary<Req, Res> {
  return (_call, callback) =>
    callback({
      code: grpc.status.UNIMPLEMENTED,
      details: `the registrar provider does not implement ${what}`,
    });
}

/**
 * The gRPC ResourceProvider service of `pulumi-resource-registrar`: the engine's requests turned
 * into steps of the same recipes the TypeScript classes' dynamic provider runs (one recipe per
 * resource, which never knows which front end called it). One process serves one provider
 * instance (the default provider, or one `registrar:Provider`): Configure gives its settings,
 * which every step gets, with a log that shows its lines on the step's resource (`logs`).
 */
export class RegistrarProviderServer {
  private settings: ProviderSettings = {};
  private stepSettings: RecipeSettings | undefined;
  private readonly runners = new Map<ResourceKind, Runner>();
  private schemaText: string | undefined;
  private parsedSchema: ServedSchema | undefined;

  constructor(private readonly logs: StepLogs = printedLogs) {}

  /** The kind a URN names, its recipe's runner (loaded on first use), and what a step of it gets. */
  private served(urn: string): { kind: ResourceKind; runner: Runner; at: StepContext } {
    const kind = kindOfUrn(urn);
    if (!kind) throw new Error(`the registrar provider serves no resource type ${typeOfUrn(urn)}`);
    let runner = this.runners.get(kind);
    if (!runner) {
      runner = recipeRunner(loadRecipe(kind));
      this.runners.set(kind, runner);
    }
    this.stepSettings ??= recipeSettingsOf(this.settings);
    return { kind, runner, at: { settings: this.stepSettings, log: this.logs(urn) } };
  }

  private schema(): string {
    this.schemaText ??= packageFile("schema.json");
    return this.schemaText;
  }

  /** The schema as Invoke and the outputs read it, parsed once. */
  private servedSchema(): ServedSchema {
    this.parsedSchema ??= JSON.parse(this.schema()) as ServedSchema;
    return this.parsedSchema;
  }

  /** What the plugin adds to a program's inputs, as the SDK class does: the owner tag of a kind that takes one. */
  private addedInputs(kind: ResourceKind, urn: string): Record<string, unknown> {
    const tag = ownerTagOfUrn(kind, urn);
    return tag === undefined ? {} : { ownerTag: tag };
  }

  /** The outputs to send as secrets: those the schema marks secret (from the declaration), and those of secret inputs. */
  private secretOutputs(kind: ResourceKind, inputSecrets: Set<string>): Set<string> {
    const properties = this.servedSchema().resources[kinds[kind].tokens.native]?.properties ?? {};
    const marked = Object.keys(properties).filter((name) => properties[name]?.secret);
    return new Set([...inputSecrets, ...marked]);
  }

  readonly implementation: services.IResourceProviderServer = {
    getPluginInfo: unary(async () => {
      const info = new pluginPb.PluginInfo();
      info.setVersion((JSON.parse(packageFile("package.json")) as { version: string }).version);
      return info;
    }),

    getSchema: unary(async () => new proto.GetSchemaResponse().setSchema(this.schema())),

    checkConfig: unary(async (request: proto.CheckRequest) => {
      const news = plain(request.getNews()) ?? {};
      const failures = providerInputProblems(fromWire(news).props).map((failure) =>
        new proto.CheckFailure().setProperty(failure.property).setReason(failure.reason),
      );
      return new proto.CheckResponse()
        .setInputs(structOf(checkedProviderInputs(news)))
        .setFailuresList(failures);
    }),

    diffConfig: unary(async (request: proto.DiffRequest) => {
      const olds = settingsOf(fromWire(plain(request.getOlds())).props, new Map());
      const news = settingsOf(fromWire(plain(request.getNews())).props, new Map());
      const changed = providerSettingNames.filter((name) => olds[name] !== news[name]);
      return new proto.DiffResponse()
        .setChanges(
          changed.length > 0
            ? proto.DiffResponse.DiffChanges.DIFF_SOME
            : proto.DiffResponse.DiffChanges.DIFF_NONE,
        )
        .setDiffsList(changed);
    }),

    configure: unary(async (request: proto.ConfigureRequest) => {
      const args = fromWire(plain(request.getArgs())).props;
      this.settings = settingsOf(args, new Map(request.getVariablesMap().toArray()));
      this.stepSettings = undefined;
      // Create and update are not called in a preview, as for the dynamic provider: the recipes
      // never write then, and the engine shows the inputs as the outputs to be.
      return new proto.ConfigureResponse()
        .setAcceptsecrets(true)
        .setSupportspreview(false)
        .setAcceptresources(false)
        .setAcceptoutputs(false);
    }),

    check: unary(async (request: proto.CheckRequest) => {
      const urn = request.getUrn();
      const { kind, runner, at } = this.served(urn);
      const olds = fromWire(plain(request.getOlds())).props;
      const news = fromWire(plain(request.getNews()));
      Object.assign(news.props, this.addedInputs(kind, urn));
      const result = await runner.check(at, olds, news.props);
      const response = new proto.CheckResponse().setInputs(
        structOf(toWire((result.inputs ?? news.props) as Record<string, unknown>, news.secrets)),
      );
      return response.setFailuresList(
        (result.failures ?? []).map((failure) =>
          new proto.CheckFailure().setProperty(failure.property).setReason(failure.reason),
        ),
      );
    }),

    diff: unary(async (request: proto.DiffRequest) => {
      const { kind, runner, at } = this.served(request.getUrn());
      const olds = recipeOutputs(kind, fromWire(plain(request.getOlds())).props);
      const news = fromWire(plain(request.getNews())).props;
      const result = await runner.diff(at, olds, news);
      const changes =
        result.changes === true
          ? proto.DiffResponse.DiffChanges.DIFF_SOME
          : result.changes === false
            ? proto.DiffResponse.DiffChanges.DIFF_NONE
            : proto.DiffResponse.DiffChanges.DIFF_UNKNOWN;
      return (
        new proto.DiffResponse()
          .setChanges(changes)
          .setReplacesList(result.replaces ?? [])
          // The engine's replaceOnChanges reads which inputs changed from these.
          .setDiffsList([...(result.changed ?? [])])
          .setDeletebeforereplace(result.deleteBeforeReplace ?? false)
      );
    }),

    create: unary(async (request: proto.CreateRequest) => {
      const { kind, runner, at } = this.served(request.getUrn());
      const inputs = fromWire(plain(request.getProperties()));
      const { id, outs } = await runner.create(at, inputs.props).catch(servedWhenNotConverged(kind));
      return new proto.CreateResponse()
        .setId(id)
        .setProperties(
          structOf(toWire(servedOutputs(kind, id, outs ?? {}), this.secretOutputs(kind, inputs.secrets))),
        );
    }),

    read: unary(async (request: proto.ReadRequest) => {
      const urn = request.getUrn();
      const { kind, runner, at } = this.served(urn);
      const state = fromWire(plain(request.getProperties()));
      const id = request.getId();
      const secrets = this.secretOutputs(kind, state.secrets);
      // An import sends the id alone.
      const result =
        Object.keys(state.props).length === 0
          ? await runner.importById(at, id, kinds[kind].import, this.addedInputs(kind, urn))
          : await runner.read(at, id, recipeOutputs(kind, state.props));
      const response = new proto.ReadResponse();
      if (!result.id) return response; // confirmed gone, or nothing to import by that id
      response
        .setId(result.id)
        .setProperties(structOf(toWire(servedOutputs(kind, result.id, result.props ?? {}), secrets)));
      if (result.inputs) return response.setInputs(structOf(toWire(result.inputs, secrets)));
      const inputs = request.getInputs();
      return inputs ? response.setInputs(inputs) : response;
    }),

    update: unary(async (request: proto.UpdateRequest) => {
      const { kind, runner, at } = this.served(request.getUrn());
      const id = request.getId();
      const olds = recipeOutputs(kind, fromWire(plain(request.getOlds())).props);
      const news = fromWire(plain(request.getNews()));
      const outs = await runner.update(at, id, olds, news.props).catch(servedWhenNotConverged(kind));
      return new proto.UpdateResponse().setProperties(
        structOf(toWire(servedOutputs(kind, id, outs ?? {}), this.secretOutputs(kind, news.secrets))),
      );
    }),

    delete: unary(async (request: proto.DeleteRequest) => {
      const { kind, runner, at } = this.served(request.getUrn());
      await runner.delete(
        at,
        request.getId(),
        recipeOutputs(kind, fromWire(plain(request.getProperties())).props),
      );
      return new Empty.Empty();
    }),

    invoke: unary(async (request: proto.InvokeRequest) => {
      // A function belongs to no resource: its requests' retry notes go to the engine's log.
      const { result, failures } = await withRetryNotes(this.logs(undefined), () =>
        invokeFunction(request.getTok(), plain(request.getArgs()), this.settings, this.servedSchema()),
      );
      return new proto.InvokeResponse()
        .setReturn(structOf(result))
        .setFailuresList(
          failures.map((failure) =>
            new proto.CheckFailure().setProperty(failure.property).setReason(failure.reason),
          ),
        );
    }),

    cancel: unary(async () => new Empty.Empty()),

    handshake: unimplemented("Handshake"),
    parameterize: unimplemented("Parameterize"),
    construct: unimplemented("Construct"),
    call: unimplemented("Call"),
    attach: unimplemented("Attach"),
    getMapping: unimplemented("GetMapping"),
    getMappings: unimplemented("GetMappings"),
    list: (call) =>
      call.emit("error", {
        code: grpc.status.UNIMPLEMENTED,
        details: "the registrar provider does not implement List",
      }),
  };
}

/** Serves the provider on a loopback port, its steps' lines going to `logs`; resolves with the port. */
export function serve(logs?: StepLogs): Promise<{ port: number; server: grpc.Server }> {
  const server = new grpc.Server({ "grpc.max_receive_message_length": 1024 * 1024 * 400 });
  server.addService(services.ResourceProviderService, new RegistrarProviderServer(logs).implementation);
  return new Promise((resolve, reject) => {
    server.bindAsync("127.0.0.1:0", grpc.ServerCredentials.createInsecure(), (error, port) =>
      error ? reject(error) : resolve({ port, server }),
    );
  });
}
