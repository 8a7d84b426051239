import * as tlsOrganization from "../../../../dynamic/tls-organization";
import type { RegistrarClient } from "../../../../provider/client";
import { unknownValue } from "../../../../provider/common/unknown";
import type { Step } from "../../../../provider/resources/runner/recipe";
import { recipe } from "../../../../provider/resources/tls-organization/recipe";
import { contactInputs } from "../../../support/contact";
import { type EmulatorAdmin, useEmulator } from "../../../support/emulator";
import { rejection } from "../../../support/rejection";

type Outputs = tlsOrganization.TlsOrganizationOutputs;

// The provider's methods called directly against the emulator over loopback.
let client: RegistrarClient;
let admin: EmulatorAdmin;
let log: jest.SpyInstance;

useEmulator({ providerSettings: true, resetEachTest: true }, (started) => ({ client, admin } = started));
beforeEach(() => {
  log = jest.spyOn(console, "log").mockImplementation(() => undefined);
});
afterEach(() => log.mockRestore());

const contact = contactInputs;

const checked = async (raw: object) => {
  const { inputs, failures } = await tlsOrganization.check({}, raw);
  expect(failures).toBeUndefined();
  return inputs as tlsOrganization.TlsOrganizationInputs;
};
const create = async (raw: object) => {
  const { id, outs } = await tlsOrganization.create(await checked(raw));
  return { id, outs: outs as Outputs };
};
const read = async (id: string, props: Outputs) => (await tlsOrganization.read(id, props)).props as Outputs;
const update = async (id: string, olds: Outputs, raw: object) =>
  (await tlsOrganization.update(id, olds, await checked(raw))).outs as Outputs;

test("check: trimmed fields, country upper case, and one message per bad property, without an API call", async () => {
  expect(await checked({ ...contact, city: "  Berlin " })).toEqual({
    ...contact,
    countryCode: "DE",
    editMode: "update_provider",
  });
  const { failures } = await tlsOrganization.check(
    {},
    {
      ...contact,
      countryCode: "Germany",
      email: "not-an-address",
      phone: "030 1234567",
      city: " ",
      lastName: undefined,
      editMode: "overwrite",
      vatId: "DE123",
    },
  );
  expect(Object.fromEntries((failures ?? []).map((f) => [f.property, f.reason]))).toEqual({
    countryCode:
      'countryCode: must be an ISO 3166-1 alpha-2 country code such as "DE" or "US", got "Germany"',
    email: 'email: must be an e-mail address such as "tls@example.com", got "not-an-address"',
    phone: expect.stringMatching(/^phone: must be in international form: "\+", country code and number/),
    city: "city: must not be empty",
    lastName: "lastName: is required",
    editMode: 'editMode: must be one of "update_provider", "create_replacement", got "overwrite"',
    vatId: "vatId: is not an input of this resource",
  });
  expect((await tlsOrganization.check({}, { ...contact, countryCode: "XX" })).failures).toEqual([
    { property: "countryCode", reason: expect.stringContaining('got "XX"') },
  ]);
  expect(await admin.requests()).toEqual([]);
});

test("create, read, update in place (same organizationId), then drift from outside shows and is put back", async () => {
  const { id, outs } = await create(contact);
  expect(outs).toEqual({ ...contact, countryCode: "DE", editMode: "update_provider", organizationId: id });
  expect(await read(id, outs)).toEqual(outs);
  expect(await tlsOrganization.diff(id, outs, await checked(contact))).toEqual({ changes: false });

  const moved = { ...contact, city: "Hamburg", postalCode: "20095" };
  expect(await tlsOrganization.diff(id, outs, await checked(moved))).toEqual({ changes: true });
  const updated = await update(id, outs, moved);
  expect(updated).toMatchObject({ organizationId: id, city: "Hamburg", postalCode: "20095" });
  const sent = (await admin.requests()).filter((r) => r.method === "PATCH");
  expect(sent.map((r) => r.path)).toEqual([`/tls/organization/${id}`]);

  await client.patchOrganizationByID(id, { phone: "+1 555 0100 123" });
  const drifted = await read(id, updated);
  expect(drifted.phone).toBe("+1 555 0100 123");
  expect(await tlsOrganization.diff(id, drifted, await checked(moved))).toEqual({ changes: true });
  expect(await update(id, drifted, moved)).toEqual(updated);
});

test("create_replacement: a new organizationId, the same Pulumi id; editMode alone is no change", async () => {
  const { id, outs } = await create(contact);
  const replacing = { ...contact, editMode: "create_replacement" };
  expect(await tlsOrganization.diff(id, outs, await checked(replacing))).toEqual({ changes: false });

  const renamed = { ...replacing, organization: "Example Corp GmbH" };
  const updated = await update(id, outs, renamed);
  expect(updated.organizationId).not.toBe(id);
  expect(updated).toMatchObject({ organization: "Example Corp GmbH", editMode: "create_replacement" });
  expect(await client.getOrganizationByID(id)).toMatchObject({
    status: "replaced",
    replaced_by: updated.organizationId,
  });
  expect(log).toHaveBeenCalledWith(
    expect.stringContaining(`${id} was replaced by ${updated.organizationId}`),
  );
  // Read (the Pulumi id is the first organization's) follows to the current one.
  expect(await read(id, updated)).toEqual(updated);
  expect(await read(id, outs)).toMatchObject({ organizationId: updated.organizationId });
});

test("a create_replacement whose answer was lost is found by following the replacement, never sent twice", async () => {
  const { id, outs } = await create(contact);
  const renamed = { ...contact, organization: "Example Corp GmbH", editMode: "create_replacement" };
  await admin.faults([{ method: "PATCH", path: "^/tls/organization/", times: 1, action: "drop-after" }]);
  await admin.clearRequests();
  const found = await update(id, outs, renamed);
  const [replacement] = (await client.listOrganizations()).filter((org) => org.status === "active");
  expect(replacement?.id).not.toBe(id);
  expect(found).toMatchObject({ organizationId: replacement?.id, organization: "Example Corp GmbH" });
  expect((await admin.requests()).filter((r) => r.method === "PATCH")).toHaveLength(1);

  // The next update, from the state as it was before (outs), finds it done.
  await admin.clearRequests();
  const updated = await update(id, outs, renamed);
  expect(updated).toMatchObject({ organizationId: replacement?.id, organization: "Example Corp GmbH" });
  expect((await admin.requests()).filter((r) => r.method !== "GET")).toEqual([]);
  expect((await client.listOrganizations()).filter((org) => org.status === "active")).toHaveLength(1);

  // A later change goes to the replacement, in place.
  const moved = await update(id, outs, { ...renamed, editMode: "update_provider", city: "Hamburg" });
  expect(moved).toMatchObject({ organizationId: replacement?.id, city: "Hamburg" });
});

test("delete makes no API call and says the organization stays in the account", async () => {
  const { id, outs } = await create(contact);
  await admin.clearRequests();
  await tlsOrganization.delete(id, outs);
  expect(await admin.requests()).toEqual([]);
  expect(log).toHaveBeenCalledWith(
    expect.stringMatching(new RegExp(`TLS organization ${id} stays in the account`)),
  );
  expect((await client.getOrganizationByID(id)).status).toBe("active");
});

test.each([
  ["the response is lost after the organization was stored", { action: "drop-after" as const }],
  ["the server answers 503", { status: 503 }],
])("create makes exactly one organization when %s", async (_case, fault) => {
  await admin.faults([{ method: "POST", path: "^/tls/organization$", times: 1, ...fault }]);
  const { id } = await create(contact);
  expect((await client.listOrganizations()).map((org) => org.id)).toEqual([id]);
});

test("an identical organization already in the account (left by an interrupted up) is taken back, not duplicated", async () => {
  const first = await create(contact);
  await admin.clearRequests();
  const again = await create(contact);
  expect(again.outs.organizationId).toBe(first.outs.organizationId);
  expect((await admin.requests()).filter((r) => r.method === "POST")).toEqual([]);
  expect((await client.listOrganizations()).map((org) => org.id)).toEqual([first.id]);
});

test("a 404 on read means gone; update of a vanished organization says to refresh", async () => {
  const { outs } = await create(contact);
  const gone = { ...outs, organizationId: "org-404" };
  expect(await tlsOrganization.read("org-404", gone)).toEqual({});
  const error = await rejection(tlsOrganization.update("org-404", gone, await checked(contact)));
  expect(error.message).toContain("TlsOrganization org-404 no longer exists");
});

test("an unknown input during preview is a change, never a replacement: the API changes every field in place", async () => {
  const { id, outs } = await create(contact);
  for (const key of [...Object.keys(contact), "editMode"]) {
    const news = await checked({ ...contact, [key]: unknownValue });
    expect({ key, diff: await tlsOrganization.diff(id, outs, news) }).toEqual({
      key,
      diff: { changes: true },
    });
  }
});

test("a change names the contact fields that differ; editMode alone names none", async () => {
  const { outs } = await create(contact);
  const step = {} as Step;
  expect(
    recipe.diff(step, outs, await checked({ ...contact, city: "Hamburg", phone: "+49 40 1234567" })),
  ).toEqual({
    changes: true,
    changed: ["city", "phone"],
  });
  expect(recipe.diff(step, outs, await checked({ ...contact, editMode: "create_replacement" }))).toEqual({
    changes: false,
    changed: [],
  });
});
