import { tlsOperations } from "../../../provider/contract/tls";
import { implement, type RouteContext } from "../../core/router";
import {
  cancelCertificate,
  cancelIssuedOrder,
  completeCertificate,
  createCertificate,
  createOrganization,
  downloadFormat,
  getCertificate,
  getOrganization,
  listCertificates,
  listOrganizations,
  patchOrganization,
  reissueCertificate,
  revokeCertificate,
} from "./model";
import { productsOf } from "./products";
import { certificateView, downloadView, organizationView } from "./views";

const read = { scopes: ["tls:read" as const] };
const write = { scopes: ["tls:write" as const] };

const now = ({ runtime }: RouteContext) => runtime.clock.now();
const id = ({ params }: RouteContext) => params.certificate_id ?? "";

/** TLS products, organizations and certificate orders: parse, call the model, serialise. */
export const tlsRoutes = implement(tlsOperations, {
  ListCertificateProducts: { auth: read, handle: ({ runtime }) => productsOf(runtime.account) },
  ListOrganizations: {
    auth: read,
    handle: ({ runtime }) => listOrganizations(runtime.account).map(organizationView),
  },
  CreateOrganization: {
    auth: write,
    handle: (ctx) => organizationView(createOrganization(ctx.runtime.account, now(ctx), ctx.json())),
  },
  GetOrganizationByID: {
    auth: read,
    handle: ({ runtime, params }) =>
      organizationView(getOrganization(runtime.account, params.organization_id ?? "")),
  },
  PatchOrganizationByID: {
    auth: write,
    handle: (ctx) =>
      organizationView(
        patchOrganization(ctx.runtime.account, now(ctx), ctx.params.organization_id ?? "", ctx.json()),
      ),
  },
  ListCertificates: {
    auth: read,
    async handle(ctx) {
      const at = now(ctx);
      return (await listCertificates(ctx.runtime.account, at)).map((order) => certificateView(order, at));
    },
  },
  CreateCertificate: {
    auth: write,
    async handle(ctx) {
      const at = now(ctx);
      return certificateView(await createCertificate(ctx.runtime.account, ctx.json(), at), at);
    },
  },
  GetCertificateByID: {
    auth: read,
    async handle(ctx) {
      const at = now(ctx);
      return certificateView(await getCertificate(ctx.runtime.account, id(ctx), at), at);
    },
  },
  CompleteCertificate: {
    auth: write,
    async handle(ctx) {
      const at = now(ctx);
      return certificateView(await completeCertificate(ctx.runtime.account, id(ctx), ctx.json(), at), at);
    },
  },
  ReissueCertificate: {
    auth: write,
    async handle(ctx) {
      const at = now(ctx);
      return certificateView(await reissueCertificate(ctx.runtime.account, id(ctx), ctx.json(), at), at);
    },
  },
  CancelCertificate: {
    auth: write,
    async handle(ctx) {
      const at = now(ctx);
      return certificateView(await cancelCertificate(ctx.runtime.account, id(ctx), ctx.json(), at), at);
    },
  },
  CancelIssuedCertificateOrder: {
    auth: write,
    async handle(ctx) {
      const at = now(ctx);
      return certificateView(await cancelIssuedOrder(ctx.runtime.account, id(ctx), ctx.json(), at), at);
    },
  },
  RevokeCertificate: {
    auth: write,
    async handle(ctx) {
      const at = now(ctx);
      return certificateView(await revokeCertificate(ctx.runtime.account, id(ctx), ctx.json(), at), at);
    },
  },
  DownloadCertificate: {
    auth: read,
    async handle(ctx) {
      const order = await getCertificate(ctx.runtime.account, id(ctx), now(ctx));
      return downloadView(order, downloadFormat(ctx.params.format ?? ""));
    },
  },
});
