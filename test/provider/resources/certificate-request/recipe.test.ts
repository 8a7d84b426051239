import { spawnSync } from "node:child_process";
import * as pulumi from "@pulumi/pulumi";
import { CertificateRequest } from "../../../../classes";
import * as certificateRequest from "../../../../dynamic/certificate-request";
import { unknownValue } from "../../../../provider/common/unknown";
import { parseCsr } from "../../../../provider/tls/csr";
import { outputProblems } from "../support/declared-properties";

type Outputs = certificateRequest.CertificateRequestOutputs;

const checked = async (raw: object) => {
  const { inputs, failures } = await certificateRequest.check({}, raw);
  expect(failures).toBeUndefined();
  return inputs as certificateRequest.CertificateRequestInputs;
};
const create = async (raw: object) => {
  const { outs } = await certificateRequest.create(await checked(raw));
  expect(outputProblems("CertificateRequest", outs as object)).toEqual([]);
  return outs as Outputs;
};

/** openssl, an independent implementation, on stdin; stdout and stderr together. */
function openssl(args: string[], input: string): { ok: boolean; output: string } {
  const run = spawnSync("openssl", args, { input, encoding: "utf8" });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

test.each([
  ["ecdsa-p256", /Public Key Algorithm: id-ecPublicKey[\s\S]*NIST CURVE: P-256/, /ecdsa-with-SHA256/],
  [
    "rsa-2048",
    /Public Key Algorithm: rsaEncryption[\s\S]*Public-Key: \(2048 bit\)/,
    /sha256WithRSAEncryption/,
  ],
  [
    "rsa-3072",
    /Public Key Algorithm: rsaEncryption[\s\S]*Public-Key: \(3072 bit\)/,
    /sha256WithRSAEncryption/,
  ],
])(
  "%s: openssl verifies the CSR, its names, subject and key, and the private key matches",
  async (keyAlgorithm, key, signature) => {
    const outs = await create({
      commonName: "www.example.com",
      dnsNames: ["shop.example.com", "*.example.com"],
      keyAlgorithm,
      organization: "Example Corp",
      locality: "Berlin",
      country: "de",
    });
    const req = openssl(["req", "-verify", "-noout", "-text"], outs.csr);
    expect(req.output).toContain("self-signature verify OK");
    expect(req.output).toMatch(
      /Subject: C\s?=\s?DE, L\s?=\s?Berlin, O\s?=\s?Example Corp, CN\s?=\s?www\.example\.com/,
    );
    expect(req.output).toContain("DNS:www.example.com, DNS:shop.example.com, DNS:*.example.com");
    expect(req.output).toMatch(key);
    expect(req.output).toMatch(signature);
    // The CSR's key, the public key output and the private key are one pair.
    expect(openssl(["req", "-pubkey", "-noout"], outs.csr).output).toBe(outs.publicKeyPem);
    expect(outs.privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect(openssl(["pkey", "-pubout"], outs.privateKeyPem).output).toBe(outs.publicKeyPem);
  },
);

test("the key is stable: read keeps it, the same inputs are no change, any change replaces", async () => {
  const raw = { commonName: "www.example.com", dnsNames: ["shop.example.com", "api.example.com"] };
  const { id, outs } = await certificateRequest.create(await checked(raw));
  expect(await certificateRequest.read(id, outs as Outputs)).toEqual({ id, props: outs });
  const diff = (changed: object) => certificateRequest.diff(id, outs as Outputs, changed as never);

  expect(await diff(await checked({ ...raw, dnsNames: ["api.example.com", "shop.example.com"] }))).toEqual({
    changes: false,
  });
  for (const [key, value] of Object.entries({
    commonName: "web.example.com",
    dnsNames: ["shop.example.com"],
    keyAlgorithm: "rsa-2048",
    organization: "Example Corp",
    country: "US",
  })) {
    expect({ key, diff: await diff(await checked({ ...raw, [key]: value })) }).toEqual({
      key,
      diff: { changes: true, replaces: [key], deleteBeforeReplace: false },
    });
  }
  // Unknown during preview: a replacement, as whatever value it gets will be.
  for (const key of ["commonName", "keyAlgorithm", "organization", "country"]) {
    const unknown = await checked({ ...raw, [key]: unknownValue });
    expect({ key, diff: await diff(unknown) }).toEqual({
      key,
      diff: { changes: true, replaces: [key], deleteBeforeReplace: false },
    });
  }
  expect(await diff({ ...(await checked(raw)), dnsNames: [unknownValue] })).toEqual({
    changes: true,
    replaces: ["dnsNames"],
    deleteBeforeReplace: false,
  });
});

test("with the owner tag the SDK class gives, the CSR carries the request's mark: the same again after a lost state", async () => {
  const raw = {
    commonName: "www.example.com",
    dnsNames: ["shop.example.com"],
    ownerTag: "1a2b3c4d.5e6f7a8b",
  };
  const first = await create(raw);
  const again = await create({ ...raw, dnsNames: ["shop.example.com"] });
  expect(first.publicKeyPem).not.toBe(again.publicKeyPem);
  expect(parseCsr(first.csr).mark).toMatch(/^1a2b3c4d\.5e6f7a8b\.[0-9a-f]{8}$/);
  expect(parseCsr(again.csr).mark).toBe(parseCsr(first.csr).mark);
  expect(parseCsr((await create({ ...raw, keyAlgorithm: "rsa-2048" })).csr).mark).not.toBe(
    parseCsr(first.csr).mark,
  );
  // Without a tag, or with one of another form (not the SDK's), no mark.
  expect(parseCsr((await create({ commonName: "www.example.com" })).csr).mark).toBeUndefined();
  expect(
    parseCsr((await create({ commonName: "www.example.com", ownerTag: "mine" })).csr).mark,
  ).toBeUndefined();
});

test("a second request gets another key; delete forgets it; no settings are needed", async () => {
  const saved = { url: process.env.REGISTRAR_BASE_URL, key: process.env.REGISTRAR_API_KEY };
  delete process.env.REGISTRAR_BASE_URL;
  delete process.env.REGISTRAR_API_KEY;
  try {
    await expect(
      certificateRequest.configure({ config: { get: () => undefined } } as never),
    ).resolves.toBeUndefined();
    const a = await certificateRequest.create(await checked({ commonName: "www.example.com" }));
    const b = await certificateRequest.create(await checked({ commonName: "www.example.com" }));
    expect(a.id).toMatch(/^[0-9a-f]{64}$/);
    expect(a.id).not.toBe(b.id);
    expect((a.outs as Outputs).privateKeyPem).not.toBe((b.outs as Outputs).privateKeyPem);
    await expect(certificateRequest.delete(a.id, a.outs as Outputs)).resolves.toBeUndefined();
  } finally {
    if (saved.url !== undefined) process.env.REGISTRAR_BASE_URL = saved.url;
    if (saved.key !== undefined) process.env.REGISTRAR_API_KEY = saved.key;
  }
});

test("the SDK class asks the engine to keep privateKeyPem secret, besides the caller's own", async () => {
  pulumi.runtime.setMocks(
    { newResource: (args) => ({ id: `${args.name}-id`, state: args.inputs }), call: (args) => args.inputs },
    "project",
    "stack",
    false,
  );
  // Pulumi's mock monitor ignores additionalSecretOutputs: read them off the registration request.
  const monitor = (pulumi.runtime as unknown as { getMonitor(): Record<string, unknown> }).getMonitor();
  const register = monitor.registerResource as (req: unknown, callback: unknown) => unknown;
  const secret: Record<string, string[]> = {};
  monitor.registerResource = (
    req: { getName(): string; getAdditionalsecretoutputsList(): string[] },
    callback: unknown,
  ) => {
    secret[req.getName()] = req.getAdditionalsecretoutputsList();
    return register.call(monitor, req, callback);
  };
  const request = new CertificateRequest(
    "web",
    { commonName: "www.example.com" },
    { additionalSecretOutputs: ["csr"] },
  );
  await new Promise((resolve) => request.urn.apply(resolve));
  expect(secret.web).toEqual(["csr", "privateKeyPem"]);
});
