import { domainOperations } from "../../../provider/contract/domains";
import { implement } from "../../core/router";
import { changeNameservers, checkAvailability, createAuthInfo, findDomain, listDomains } from "./model";
import { authInfoView, availabilityView, domainDetailView, nameserversView } from "./views";

const read = { scopes: ["domain:read" as const] };
const write = { scopes: ["domain:write" as const] };

/** The domain portfolio: parse, call the model, serialise. */
export const domainRoutes = implement(domainOperations, {
  ListDomains: { auth: read, handle: ({ runtime, query }) => listDomains(runtime.account, query) },
  GetDomain: {
    auth: read,
    handle: ({ runtime, params }) =>
      domainDetailView(runtime.account, findDomain(runtime.account, params.domain ?? "")),
  },
  CreateDomainAuthInfo: {
    auth: write,
    handle: ({ runtime, params }) =>
      authInfoView(createAuthInfo(runtime.account, params.domain ?? "", runtime.clock.now())),
  },
  CheckDomainAvailability: {
    auth: read,
    handle: ({ runtime, params, key }) =>
      availabilityView(
        checkAvailability(runtime.account, key.id, params.domain ?? "", runtime.fixtures.registeredDomains),
      ),
  },
  GetNameserversByDomain: {
    auth: read,
    handle: ({ runtime, params }) =>
      nameserversView(runtime.account, findDomain(runtime.account, params.domain ?? "")),
  },
  PutNameserversByDomain: {
    auth: write,
    handle: ({ runtime, params, json }) =>
      nameserversView(runtime.account, changeNameservers(runtime.account, params.domain ?? "", json())),
  },
});
