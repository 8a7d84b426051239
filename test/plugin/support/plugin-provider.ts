import * as grpc from "@grpc/grpc-js";
import type { DiffResult } from "@pulumi/pulumi/dynamic";
import { Struct } from "google-protobuf/google/protobuf/struct_pb";
import { secretOutputs as declaredSecrets } from "../../../classes/declared-types";
import type { DynamicProvider as LifecycleProvider } from "../../../dynamic/resource-provider";
import { ownerTagOfUrn } from "../../../plugin/owner-tag";
import { serve } from "../../../plugin/server";
import { fromWire, secret, toWire } from "../../../plugin/wire-values";
import { kinds, type ResourceKind } from "../../../provider/resources/kinds";
import { NotConvergedError } from "../../../provider/resources/runner/recipe";

import proto = require("@pulumi/pulumi/proto/provider_pb");
import services = require("@pulumi/pulumi/proto/provider_grpc_pb");
import statusPb = require("@pulumi/pulumi/proto/status_pb");

type Raw = Record<string, unknown>;
type Response = { toObject(): object };

/** The name every resource has through the plugin here: its URN, and so its owner tag, follow from it. */
const resourceName = "conformance";

/** The URN the engine would give a resource of `kind` declared as `conformance` in stack `test` of project `registrar`. */
export function pluginUrn(kind: ResourceKind): string {
  return `urn:pulumi:test::registrar::${kinds[kind].tokens.native}::${resourceName}`;
}

/**
 * The owner tag the plugin gives that resource (from its URN, in Check): the tag a test hands the
 * dynamic path as the SDK class would, so both front ends mark what they create alike.
 */
export function pluginOwnerTag(kind: "DnsRecord" | "DnsZone"): string {
  return ownerTagOfUrn(kind, pluginUrn(kind)) as string;
}

const struct = (value: Raw) => Struct.fromJavaScript(value as Parameters<typeof Struct.fromJavaScript>[0]);

/**
 * A failed call as the engine receives it: the message alone (no stack of the plugin's process),
 * and an object that exists but has not converged as its id and properties (ErrorResourceInitFailed).
 */
function engineError(error: grpc.ServiceError): Error {
  const [details] = error.metadata.get("grpc-status-details-bin");
  const status = details ? statusPb.Status.deserializeBinary(new Uint8Array(details as Buffer)) : undefined;
  for (const any of status?.getDetailsList() ?? []) {
    const initFailed = any.unpack(
      proto.ErrorResourceInitFailed.deserializeBinary,
      "pulumirpc.ErrorResourceInitFailed",
    );
    if (initFailed) {
      const properties = fromWire(initFailed.getProperties()?.toJavaScript()).props;
      return new NotConvergedError(initFailed.getId(), properties, error.details);
    }
  }
  const failure = new Error(error.details);
  failure.stack = failure.message;
  return failure;
}

/** The provider plugin's gRPC service, served in this process, and a client that calls it as the engine does. */
export interface PluginProviders {
  /** A kind of the plugin as the lifecycle conformance suite and the fault matrix drive a provider module. */
  provider<Inputs, Outputs>(kind: ResourceKind): LifecycleProvider<Inputs, Outputs>;
  /** One unary call of the service as the engine makes it, its answer as it comes (secrets marked). */
  call<Req, Res extends Response>(method: string, request: Req): Promise<Res>;
}

/**
 * Serves the plugin on a loopback port for the enclosing file or describe block, configured as a
 * stack's default provider is (the API's address and key, the key secret), and presents each kind
 * as a LifecycleProvider whose every call goes over the wire: values in the engine's encoding
 * (unknowns as its marker; the outputs the plugin declares secret sent back as secrets, as the
 * state holds them), answers read back as the engine reads them. Call after useEmulator, whose
 * settings it takes.
 */
export function usePluginProviders(settings: () => { baseUrl: string; apiKey: string }): PluginProviders {
  let server: grpc.Server | undefined;
  let client: services.ResourceProviderClient | undefined;

  const call = <Req, Res extends Response>(method: string, request: Req): Promise<Res> =>
    new Promise((resolve, reject) => {
      type Unary = (request: Req, callback: (error: grpc.ServiceError | null, response: Res) => void) => void;
      const invoke = (client as unknown as Record<string, Unary>)[method] as Unary;
      invoke.call(client, request, (error, response) =>
        error ? reject(engineError(error)) : resolve(response),
      );
    });

  beforeAll(async () => {
    const served = await serve();
    server = served.server;
    client = new services.ResourceProviderClient(
      `127.0.0.1:${served.port}`,
      grpc.credentials.createInsecure(),
    );
    const { baseUrl, apiKey } = settings();
    await call(
      "configure",
      new proto.ConfigureRequest()
        .setAcceptsecrets(true)
        .setArgs(struct({ baseUrl, apiKey: secret(apiKey) })),
    );
  });
  afterAll(() => {
    client?.close();
    server?.forceShutdown();
  });

  return {
    call,
    provider<Inputs, Outputs>(kind: ResourceKind): LifecycleProvider<Inputs, Outputs> {
      const urn = pluginUrn(kind);
      const secretOutputs = new Set<string>(declaredSecrets[kind]);
      const inputs = (value: unknown) => struct(toWire((value ?? {}) as Raw, new Set()));
      const state = (value: unknown) => struct(toWire((value ?? {}) as Raw, secretOutputs));
      const plain = (value: Struct | undefined) => fromWire(value?.toJavaScript()).props;

      return {
        async configure() {
          // Configure came once, from the stack's settings, when the plugin started.
        },
        async check(olds, news) {
          const checked = await call<proto.CheckRequest, proto.CheckResponse>(
            "check",
            new proto.CheckRequest().setUrn(urn).setOlds(inputs(olds)).setNews(inputs(news)),
          );
          const failures = checked
            .getFailuresList()
            .map((failure) => ({ property: failure.getProperty(), reason: failure.getReason() }));
          return { inputs: plain(checked.getInputs()) as Inputs, failures };
        },
        async diff(id, olds, news): Promise<DiffResult> {
          const diffed = await call<proto.DiffRequest, proto.DiffResponse>(
            "diff",
            new proto.DiffRequest().setUrn(urn).setId(id).setOlds(state(olds)).setNews(inputs(news)),
          );
          const { DIFF_SOME, DIFF_NONE } = proto.DiffResponse.DiffChanges;
          const changes = diffed.getChanges();
          const replaces = diffed.getReplacesList();
          return {
            ...(changes === DIFF_SOME ? { changes: true } : changes === DIFF_NONE ? { changes: false } : {}),
            ...(replaces.length > 0 ? { replaces } : {}),
            // The wire has no unset: false and unset are the same to the engine.
            ...(diffed.getDeletebeforereplace() ? { deleteBeforeReplace: true } : {}),
          };
        },
        async create(news) {
          const created = await call<proto.CreateRequest, proto.CreateResponse>(
            "create",
            new proto.CreateRequest().setUrn(urn).setProperties(inputs(news)),
          );
          return { id: created.getId(), outs: plain(created.getProperties()) as Outputs };
        },
        async read(id, props) {
          const read = await call<proto.ReadRequest, proto.ReadResponse>(
            "read",
            new proto.ReadRequest().setUrn(urn).setId(id).setProperties(state(props)),
          );
          if (!read.getId()) return {};
          const readInputs = read.getInputs();
          return {
            id: read.getId(),
            props: plain(read.getProperties()) as Outputs,
            ...(readInputs ? { inputs: plain(readInputs) as Inputs } : {}),
          };
        },
        async update(id, olds, news) {
          const updated = await call<proto.UpdateRequest, proto.UpdateResponse>(
            "update",
            new proto.UpdateRequest().setUrn(urn).setId(id).setOlds(state(olds)).setNews(inputs(news)),
          );
          return { outs: plain(updated.getProperties()) as Outputs };
        },
        async delete(id, props) {
          await call("delete", new proto.DeleteRequest().setUrn(urn).setId(id).setProperties(state(props)));
        },
      };
    },
  };
}
