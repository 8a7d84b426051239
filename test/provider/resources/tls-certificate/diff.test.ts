import {
  check,
  diff,
  type TlsCertificateInputs,
  type TlsCertificateOutputs,
} from "../../../../dynamic/tls-certificate";
import { clock } from "../../../../provider/common/clock";
import { unknownValue } from "../../../../provider/common/unknown";
import type { Step } from "../../../../provider/resources/runner/recipe";
import { recipe } from "../../../../provider/resources/tls-certificate/recipe";
import { makeKeyAndCsr } from "../../../../provider/tls/key-pair";

const csrOf = async (names: string[]) =>
  (
    await makeKeyAndCsr({
      commonName: names[0] ?? "",
      sanNames: names,
      keyAlgorithm: "ecdsa-p256",
      subject: {},
    })
  ).csr;

let csr: string;
let other: string;
beforeAll(async () => {
  csr = await csrOf(["www.example.com", "shop.example.com", "api.example.com"]);
  other = await csrOf(["www.example.com", "shop.example.com", "api.example.com"]);
});
afterEach(() => jest.restoreAllMocks());

const raw = () => ({
  sku: "dv-multi",
  commonName: "www.example.com",
  dnsNames: ["shop.example.com", "api.example.com"],
  csr,
});
const news = async (changes: object = {}) => {
  const { inputs, failures } = await check({}, { ...raw(), ...changes });
  expect(failures).toBeUndefined();
  return inputs as TlsCertificateInputs;
};
/** The outputs of an issued certificate for raw(), expiring on 2025-06-01. */
const issued = async (changes: Partial<TlsCertificateOutputs> = {}): Promise<TlsCertificateOutputs> => ({
  ...(await news()),
  certificateId: "crt-1",
  status: "issued",
  actionRequired: false,
  dcvRecords: [],
  orderedAt: "2025-03-01T00:00:00.000Z",
  reissuePending: false,
  notBefore: "2025-03-01T00:01:00.000Z",
  notAfter: "2025-06-01T00:00:00.000Z",
  ...changes,
});
const at = (iso: string) => jest.spyOn(clock, "now").mockReturnValue(Date.parse(iso));

test("the same inputs are no change, whatever the order of the names", async () => {
  at("2025-04-01T00:00:00Z");
  expect(
    await diff("crt-1", await issued(), await news({ dnsNames: ["api.example.com", "shop.example.com"] })),
  ).toEqual({
    changes: false,
  });
});

test.each([
  ["sku", { sku: "dv-wildcard" }, ["sku"]],
  // The common name is never among dnsNames, so swapping them changes both.
  [
    "commonName",
    { commonName: "shop.example.com", dnsNames: ["www.example.com", "api.example.com"] },
    ["commonName", "dnsNames"],
  ],
  ["dnsNames", { dnsNames: ["shop.example.com"] }, ["dnsNames"]],
])("a new %s replaces, creating the new certificate first", async (_property, changes, replaces) => {
  at("2025-04-01T00:00:00Z");
  expect(await diff("crt-1", await issued(), await news(changes))).toEqual({
    changes: true,
    replaces,
    deleteBeforeReplace: false,
  });
});

test("a new CSR reissues an issued certificate in place, and replaces an order not issued yet", async () => {
  at("2025-04-01T00:00:00Z");
  expect(await diff("crt-1", await issued(), await news({ csr: other }))).toEqual({ changes: true });
  expect(await diff("crt-1", await issued({ status: "pending" }), await news({ csr: other }))).toEqual({
    changes: true,
    replaces: ["csr"],
    deleteBeforeReplace: false,
  });
});

test("renewal is due from notAfter − renewBeforeDays on the local clock", async () => {
  const olds = await issued();
  at("2025-05-01T23:59:59Z");
  expect(await diff("crt-1", olds, await news())).toEqual({ changes: false });
  at("2025-05-02T00:00:00Z");
  expect(await diff("crt-1", olds, await news())).toEqual({ changes: true });
  // A shorter lead time moves the date.
  expect(await diff("crt-1", olds, await news({ renewBeforeDays: 10 }))).toEqual({ changes: true });
  at("2025-05-15T00:00:00Z");
  expect(await diff("crt-1", { ...olds, renewBeforeDays: 10 }, await news({ renewBeforeDays: 10 }))).toEqual({
    changes: false,
  });
});

test.each([
  ["pending", { status: "pending" as const }],
  ["waiting for organization details", { status: "action_required" as const }],
  ["a reissue pending", { reissuePending: true }],
  ["a renewal pending", { pendingRenewalId: "crt-2" }],
  ["DCV records to remove", { dcvRecordsPublished: true }],
  ["cancelled outside Pulumi", { status: "cancelled" as const }],
])("an order %s is an update, so the next up continues it", async (_case, state) => {
  at("2025-04-01T00:00:00Z");
  expect(await diff("crt-1", await issued(state), await news())).toEqual({ changes: true });
});

test("settings are updates; unknown inputs are changes", async () => {
  at("2025-04-01T00:00:00Z");
  expect(await diff("crt-1", await issued(), await news({ onDelete: "revoke" }))).toEqual({ changes: true });
  expect(await diff("crt-1", await issued(), await news({ timeoutSeconds: 60 }))).toEqual({ changes: true });
  expect(await diff("crt-1", await issued(), { ...(await news()), csr: unknownValue })).toEqual({
    changes: true,
  });
});

describe("an input unknown during preview", () => {
  const unknown = async (key: string, value: unknown = unknownValue) => {
    const { inputs, failures } = await check({}, { ...raw(), [key]: value });
    expect(failures).toBeUndefined();
    return inputs as TlsCertificateInputs;
  };
  beforeEach(() => at("2025-04-01T00:00:00Z"));

  test.each([
    ["sku", unknownValue],
    ["commonName", unknownValue],
    ["dnsNames", unknownValue],
    ["dnsNames", ["shop.example.com", unknownValue]],
  ])("%s (%o) replaces, creating the new certificate first", async (key, value) => {
    expect(await diff("crt-1", await issued(), await unknown(key, value))).toEqual({
      changes: true,
      replaces: [key],
      deleteBeforeReplace: false,
    });
  });

  test("csr replaces an order not issued yet, and is reissued in place on an issued one", async () => {
    const news = await unknown("csr");
    expect(await diff("crt-1", await issued({ status: "pending" }), news)).toEqual({
      changes: true,
      replaces: ["csr"],
      deleteBeforeReplace: false,
    });
    expect(await diff("crt-1", await issued(), news)).toEqual({ changes: true });
    expect(await diff("crt-1", await issued({ status: "certificate-revoked" }), news)).toEqual({
      changes: true,
    });
  });

  test.each(["dcvMethod", "organizationId", "validityDays", "renewBeforeDays", "timeoutSeconds", "onDelete"])(
    "%s is a plain change",
    async (key) => {
      expect(await diff("crt-1", await issued(), await unknown(key))).toEqual({ changes: true });
    },
  );

  test("a known new sku and an unknown csr of a pending order are named together", async () => {
    const mixed = { ...(await news({ sku: "dv-wildcard" })), csr: unknownValue };
    expect(await diff("crt-1", await issued({ status: "pending" }), mixed)).toEqual({
      changes: true,
      replaces: ["sku", "csr"],
      deleteBeforeReplace: false,
    });
  });
});

test("the inputs a change names: a new CSR and each setting, not a renewal no input asks for", async () => {
  const step = {} as Step;
  at("2025-04-01T00:00:00Z");
  expect(recipe.diff(step, await issued(), await news({ csr: other, renewBeforeDays: 20 }))).toEqual({
    changes: true,
    changed: ["csr", "renewBeforeDays"],
  });
  at("2025-05-25T00:00:00Z");
  expect(recipe.diff(step, await issued(), await news())).toEqual({ changes: true, changed: [] });
});
