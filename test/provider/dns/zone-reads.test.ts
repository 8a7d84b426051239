import type { RunningEmulator } from "../../../emulator";
import type { RecordResponse } from "../../../provider/client/api";
import { InternalServerError, NotFoundError, TransportError } from "../../../provider/client/errors";
import { RegistrarClient } from "../../../provider/client/registrar-client";
import { ZoneReads, type ZoneReadsClient } from "../../../provider/dns/zone-reads";
import { type EmulatorAdmin, useEmulator } from "../../support/emulator";
import { rejection } from "../../support/rejection";

const record = (id: number, data = "192.0.2.1"): RecordResponse => ({
  id,
  name: `r${id}.example.com.`,
  zone: "example.com.",
  type: "A",
  data,
  ttl: 3600,
});

/** A client whose listings and writes the test controls. */
function fakeClient(zone: RecordResponse[]) {
  const calls = { lists: 0, gets: [] as string[] };
  const client = {
    writeGeneration: 0,
    listRecords: async () => {
      calls.lists++;
      return zone.map((r) => ({ ...r }));
    },
    getRecord: async (id: string) => {
      calls.gets.push(id);
      const found = zone.find((r) => String(r.id) === id);
      if (!found)
        throw new NotFoundError(404, { method: "GET", path: `/dns/rr/${id}` }, `No record with id ${id}`);
      return { ...found };
    },
  };
  return { client: client as ZoneReadsClient & { writeGeneration: number }, calls };
}

describe("with a client the test controls", () => {
  test("reads that arrive together share one listing; none asks for its record alone", async () => {
    const { client, calls } = fakeClient([record(1), record(2), record(3)]);
    const reads = new ZoneReads(client);
    const answers = await Promise.all(["1", "2", "3", "2"].map((id) => reads.getRecord("example.com.", id)));
    expect(answers.map((r) => r.id)).toEqual([1, 2, 3, 2]);
    expect(calls).toEqual({ lists: 1, gets: [] });
  });

  test("a write through the client, started or finished, makes the next read list again", async () => {
    const zone = [record(1)];
    const { client, calls } = fakeClient(zone);
    const reads = new ZoneReads(client);
    await reads.getRecord("example.com.", "1");
    zone[0] = record(1, "192.0.2.99");
    client.writeGeneration++; // the write starts
    expect((await reads.getRecord("example.com.", "1")).data).toBe("192.0.2.99");
    client.writeGeneration++; // and ends
    await reads.getRecord("example.com.", "1");
    expect(calls.lists).toBe(3);
  });

  test("a listing answers for its maximum age, then the zone is listed again", async () => {
    let now = 1_000_000;
    const { client, calls } = fakeClient([record(1)]);
    const reads = new ZoneReads(client, () => now, 15_000);
    await reads.getRecord("example.com.", "1");
    now += 15_000;
    await reads.getRecord("example.com.", "1");
    expect(calls.lists).toBe(1);
    now += 1;
    await reads.getRecord("example.com.", "1");
    expect(calls.lists).toBe(2);
  });

  test("zones are listed separately", async () => {
    const { client, calls } = fakeClient([record(1)]);
    const reads = new ZoneReads(client);
    await Promise.all([reads.getRecord("example.com.", "1"), reads.getRecord("example.net.", "1")]);
    expect(calls.lists).toBe(2);
  });

  test("a record missing from the listing is asked for alone, and only its 404 says it is gone", async () => {
    const zone = [record(1)];
    const { client, calls } = fakeClient(zone);
    const reads = new ZoneReads(client);
    const gone = await rejection(reads.getRecord("example.com.", "7"));
    expect(gone).toBeInstanceOf(NotFoundError);
    expect(calls.gets).toEqual(["7"]);
  });

  test("a listing the API refuses leaves each read to its own GET", async () => {
    const { client, calls } = fakeClient([record(1), record(2)]);
    client.listRecords = async () => {
      calls.lists++;
      throw new InternalServerError(500, { method: "GET", path: "/dns/example.com./rr" }, "boom");
    };
    const reads = new ZoneReads(client);
    const answers = await Promise.all(["1", "2"].map((id) => reads.getRecord("example.com.", id)));
    expect(answers.map((r) => r.id)).toEqual([1, 2]);
    expect(calls).toEqual({ lists: 1, gets: ["1", "2"] });
  });

  test("an API that cannot be reached fails the reads, and the next read tries to list again", async () => {
    const { client, calls } = fakeClient([record(1)]);
    const listRecords = client.listRecords;
    client.listRecords = async () => {
      calls.lists++;
      throw new TransportError(
        { method: "GET", path: "/dns/example.com./rr" },
        new Error("x"),
        false,
        "refused",
      );
    };
    const reads = new ZoneReads(client);
    expect(await rejection(reads.getRecord("example.com.", "1"))).toBeInstanceOf(TransportError);
    client.listRecords = listRecords;
    expect((await reads.getRecord("example.com.", "1")).id).toBe(1);
    expect(calls).toEqual({ lists: 2, gets: [] });
  });
});

describe("against the emulator", () => {
  let emulator: RunningEmulator;
  let client: RegistrarClient;
  let admin: EmulatorAdmin;

  useEmulator({ resetEachTest: true }, (started) => {
    emulator = started;
    ({ client, admin } = started);
  });

  const apiRequests = async () =>
    (await admin.requests()).map((entry) => `${entry.method} ${entry.path} ${entry.status}`);

  test("sixty reads over three zones make three listings and answer as GET /dns/rr/{id} does", async () => {
    const zones = ["example.com.", "example.net.", "example.org."];
    const ids: { zone: string; id: string }[] = [];
    for (let i = 0; i < 60; i++) {
      const zone = zones[i % 3] as string;
      const added = await client.addRecord({ name: `z${i}.${zone}`, type: "TXT", data: `read ${i}` });
      ids.push({ zone, id: String(added.id) });
    }
    const expected = await Promise.all(ids.map(({ id }) => client.getRecord(id)));
    await admin.clearRequests();

    const reads = new ZoneReads(client);
    const answers = await Promise.all(ids.map(({ zone, id }) => reads.getRecord(zone, id)));
    expect(answers).toEqual(expected);
    expect((await apiRequests()).sort()).toEqual(zones.map((zone) => `GET /dns/${zone}/rr 200`).sort());
  });

  test("after a write by this client the next read sees the new value", async () => {
    const reads = new ZoneReads(client);
    const added = await client.addRecord({ name: "fresh.example.com.", type: "A", data: "192.0.2.1" });
    await reads.getRecord("example.com.", String(added.id));
    await client.patchRecordByID(String(added.id), {
      name: "fresh.example.com.",
      type: "A",
      data: "192.0.2.2",
    });
    expect((await reads.getRecord("example.com.", String(added.id))).data).toBe("192.0.2.2");
  });

  test("a record moved to another zone outside is found by its own GET; a deleted one is reported gone", async () => {
    const moved = await client.addRecord({ name: "moving.example.com.", type: "A", data: "192.0.2.1" });
    const deleted = await client.addRecord({ name: "doomed.example.com.", type: "A", data: "192.0.2.1" });
    const outside = new RegistrarClient({ baseUrl: emulator.url, apiKey: emulator.apiKey });
    await outside.patchRecordByID(String(moved.id), {
      name: "moving.example.org.",
      type: "A",
      data: "192.0.2.1",
    });
    await outside.deleteRecord(String(deleted.id));
    await outside.close();
    await admin.clearRequests();

    const reads = new ZoneReads(client);
    const [found, gone] = await Promise.allSettled([
      reads.getRecord("example.com.", String(moved.id)),
      reads.getRecord("example.com.", String(deleted.id)),
    ]);
    expect(found).toMatchObject({
      status: "fulfilled",
      value: { zone: "example.org.", name: "moving.example.org." },
    });
    expect(gone).toMatchObject({ status: "rejected", reason: expect.any(NotFoundError) });
    expect((await apiRequests()).sort()).toEqual(
      ["GET /dns/example.com./rr 200", `GET /dns/rr/${moved.id} 200`, `GET /dns/rr/${deleted.id} 404`].sort(),
    );
  });
});
