import { ManualClock } from "../../../emulator";
import type { RegistrarClient, TlsCertificateResponse } from "../../../provider/client";
import { silentLog } from "../../../provider/common/step-log";
import { dcvAnnotation, publishDcvRecords, removeDcvRecords } from "../../../provider/tls/dcv";
import { useEmulator } from "../../support/emulator";
import { makeCsr } from "../../support/tls";

// DCV records against the emulator: what an order's publication makes, and what it recognises as
// made by an earlier run (an `up` killed before its state recorded them) from the order's DCV
// records as the API reports them.
let client: RegistrarClient;
const time = new ManualClock("2025-03-01T00:00:00Z");

useEmulator({ clock: time, resetEachTest: true }, (started) => ({ client } = started));
afterEach(() => jest.restoreAllMocks());

const csr = makeCsr("www.example.com").csr;
const order = (commonName = "www.example.com", request = csr) =>
  client.createCertificate({
    sku: "dv-single",
    common_name: commonName,
    csr: request,
    dcv_method: "dns-cname-token",
  });
/** The zone's CNAMEs at DCV names (an underscore label), made by this provider or not. */
const tokensIn = async (zone: string) =>
  (await client.listRecords(zone)).filter((r) => r.type === "CNAME" && r.name.startsWith("_"));

test("the first publication creates the order's record; a later one finds it as its own", async () => {
  const placed = await order();
  expect(await publishDcvRecords(client, silentLog, placed)).toEqual({
    elsewhere: [],
    created: true,
    found: false,
  });
  const [token] = await tokensIn("example.com");
  expect(token).toMatchObject({ name: placed.dcv_records[0]?.name, annotation: dcvAnnotation(placed.id) });

  expect(await publishDcvRecords(client, silentLog, placed)).toEqual({
    elsewhere: [],
    created: false,
    found: true,
  });
  expect(await tokensIn("example.com")).toHaveLength(1);
});

test("a record the CA has validated is still found, and never made again once gone", async () => {
  const placed = await order();
  await publishDcvRecords(client, silentLog, placed);
  time.advance(31); // the CA's next poll finds it
  const validated: TlsCertificateResponse = await client.getCertificateByID(placed.id);
  expect(validated.dcv_records.map((r) => r.status)).toEqual(["valid"]);
  expect(await publishDcvRecords(client, silentLog, validated)).toMatchObject({
    created: false,
    found: true,
  });

  await removeDcvRecords(client, silentLog, ["www.example.com"], [placed.id]);
  expect(await publishDcvRecords(client, silentLog, validated)).toMatchObject({
    created: false,
    found: false,
  });
  expect(await tokensIn("example.com")).toEqual([]);
});

test("the same token made by someone else, or for another order, is not found as this order's", async () => {
  const placed = await order();
  const [dcv] = placed.dcv_records;
  const byHand = { name: dcv?.name ?? "", type: "CNAME" as const, data: dcv?.value ?? "" };
  await client.addRecord({ ...byHand, annotation: "made by hand" });
  expect(await publishDcvRecords(client, silentLog, placed)).toEqual({
    elsewhere: [],
    created: false,
    found: false,
  });

  const records = await tokensIn("example.com");
  await client.deleteRecord(String(records[0]?.id));
  await client.addRecord({ ...byHand, annotation: dcvAnnotation("crt-9999") });
  expect(await publishDcvRecords(client, silentLog, placed)).toMatchObject({ created: false, found: false });
  expect((await tokensIn("example.com")).map((r) => r.annotation)).toEqual([dcvAnnotation("crt-9999")]);
});

test("a pending record outside the account's zones is named to be made elsewhere", async () => {
  const elsewhere = makeCsr("www.elsewhere-example.net").csr;
  const placed = await order("www.elsewhere-example.net", elsewhere);
  const published = await publishDcvRecords(client, silentLog, placed);
  expect(published).toMatchObject({ created: false, found: false });
  expect(published.elsewhere.map((r) => r.name)).toEqual(placed.dcv_records.map((r) => r.name));
});
