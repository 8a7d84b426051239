import * as pulumi from "@pulumi/pulumi";
import { DnsRecord } from "../../classes/dns-record";

// The class's outputs as a program sees them: every declared output is an Output, also those the
// API fills in when the arguments leave them out (a CAA record's flags and tag given in `data`).

/** What the engine answers: the inputs, with what the API fills in. */
const filledIn: Record<string, Record<string, unknown>> = {
  A: { zone: "example.com.", ttl: 3600 },
  MX: { zone: "example.com.", ttl: 3600 },
  CAA: { zone: "example.com.", ttl: 3600, flags: 0, tag: "issue", data: "ca.example" },
};

beforeAll(() => {
  pulumi.runtime.setMocks(
    {
      newResource: (args) => ({
        id: `${args.name}-id`,
        state: { ...args.inputs, ...filledIn[String(args.inputs.type)] },
      }),
      call: (args) => args.inputs,
    },
    "project",
    "stack",
    false,
  );
});

const settle = <T>(output: pulumi.Output<T>) => new Promise<T>((resolve) => output.apply(resolve));

const outputsOf = async (record: DnsRecord) => ({
  recordId: await settle(record.recordId),
  zone: await settle(record.zone),
  ttl: await settle(record.ttl),
  annotation: await settle(record.annotation),
  priority: await settle(record.priority),
  flags: await settle(record.flags),
  tag: await settle(record.tag),
  data: await settle(record.data),
});

test("a CAA record given whole in data has its flags and tag as outputs", async () => {
  const caa = new DnsRecord("caa", { name: "example.com", type: "CAA", data: '0 issue "ca.example"' });
  expect(await outputsOf(caa)).toEqual({
    recordId: "caa-id",
    zone: "example.com.",
    ttl: 3600,
    annotation: undefined,
    priority: undefined,
    flags: 0,
    tag: "issue",
    data: "ca.example",
  });
});

test("the fields a type never has are outputs too, known and empty", async () => {
  const a = new DnsRecord("a", { name: "www.example.com", type: "A", data: "192.0.2.1" });
  expect(await outputsOf(a)).toMatchObject({
    zone: "example.com.",
    priority: undefined,
    flags: undefined,
    tag: undefined,
  });
  const mx = new DnsRecord("mx", {
    name: "example.com",
    type: "MX",
    data: "mail.example.com.",
    priority: 10,
  });
  expect(await outputsOf(mx)).toMatchObject({ priority: 10, flags: undefined, tag: undefined });
});
