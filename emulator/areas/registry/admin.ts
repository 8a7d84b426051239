import { z } from "zod";
import { operation } from "../../../provider/contract";
import { implement } from "../../core/router";
import { outagesRequestSchema, registryOperations } from "./outages";
import { registryOutages } from "./state";

/**
 * The registry's control endpoints (no API key, like every /__emulator/ path): make the
 * registry of a name unreachable for the next calls that need it, as `faults` do for HTTP.
 */

const area = "Emulator admin";
const outage = z.object({
  domain: z.string(),
  operation: z.enum(registryOperations).optional(),
  times: z.int(),
  remaining: z.int(),
});

export const registryAdminOperations = {
  EmulatorListRegistryOutages: operation({
    operationId: "EmulatorListRegistryOutages",
    method: "GET",
    path: "/__emulator/registry/outages",
    area,
    summary: "Active registry outages",
    response: z.array(outage),
    errors: [],
  }),
  EmulatorAddRegistryOutages: operation({
    operationId: "EmulatorAddRegistryOutages",
    method: "POST",
    path: "/__emulator/registry/outages",
    area,
    summary: "Make the registry of names unreachable for their next availability or DNSSEC calls (502)",
    body: outagesRequestSchema,
    response: z.array(outage),
    errors: [400],
  }),
  EmulatorClearRegistryOutages: operation({
    operationId: "EmulatorClearRegistryOutages",
    method: "DELETE",
    path: "/__emulator/registry/outages",
    area,
    summary: "Remove every registry outage",
    response: z.array(outage),
    errors: [],
  }),
} as const;

export const registryAdminRoutes = implement(registryAdminOperations, {
  EmulatorListRegistryOutages: {
    auth: "none",
    handle: ({ runtime }) => registryOutages(runtime.account).list(),
  },
  EmulatorAddRegistryOutages: {
    auth: "none",
    handle: ({ runtime, json }) => {
      const outages = registryOutages(runtime.account);
      outages.add(json());
      return outages.list();
    },
  },
  EmulatorClearRegistryOutages: {
    auth: "none",
    handle: ({ runtime }) => {
      const outages = registryOutages(runtime.account);
      outages.clear();
      return outages.list();
    },
  },
});
