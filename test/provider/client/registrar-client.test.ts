import { inspect } from "node:util";
import { NotFoundError } from "../../../provider/client/errors";
import type { RegistrarClient } from "../../../provider/client/registrar-client";
import { useEmulator } from "../../support/emulator";
import { rejection } from "../../support/rejection";

/** The client against the emulator, end to end over HTTP. */

let client: RegistrarClient;
useEmulator({ apiKey: "sk-client-test-SECRET" }, (started) => ({ client } = started));

test.each(["9999999999999999", "12345678901234567890"])(
  "record id %s travels digit for digit: the 404 names exactly that id",
  async (id) => {
    for (const call of [() => client.getRecord(id), () => client.deleteRecord(id)]) {
      const err = await rejection(call());
      expect(err).toBeInstanceOf(NotFoundError);
      expect(err.apiMessage).toBe(`No record with id ${id}`);
      expect(err.path).toBe(`/dns/rr/${id}`);
    }
  },
);

test("util.inspect and JSON.stringify of a client that has made calls never show the key", async () => {
  await client.listZones();
  const shown = [
    inspect(client, { depth: Infinity, showHidden: true, getters: true }),
    inspect({ client }),
    JSON.stringify(client),
    JSON.stringify({ client }),
    String(client),
  ];
  for (const text of shown) expect(text).not.toContain("sk-client-test-SECRET");
});

test("writeGeneration changes when a write starts and when it ends, whatever its outcome; reads leave it", async () => {
  const before = client.writeGeneration;
  await client.listRecords("example.com");
  await client.getRecord((await client.listRecords("example.com"))[0]?.id.toString() ?? "1");
  expect(client.writeGeneration).toBe(before);

  const adding = client.addRecord({ name: "generation.example.com.", type: "A", data: "192.0.2.1" });
  expect(client.writeGeneration).toBe(before + 1);
  const added = await adding;
  expect(client.writeGeneration).toBe(before + 2);

  await rejection(client.deleteRecord("999999"));
  expect(client.writeGeneration).toBe(before + 4);
  await client.deleteRecord(String(added.id));
  expect(client.writeGeneration).toBe(before + 6);
});
