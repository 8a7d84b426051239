import { join, resolve } from "node:path";
import { startEmulator } from "../emulator";
import { RegistrarClient } from "../provider/client";
import { x509 } from "../provider/tls/x509";
import { openLocalStack } from "./local-stack";

/**
 * The quickstart against the embedded emulator: up, a clean preview, a change made outside
 * Pulumi shown as drift and restored, then destroy. Then examples/whole-zone: a zone owned by
 * one DnsZone, a record added by hand caught by the drift gate and named, accepted by the next
 * up, the gate green again. Then examples/secure-domain: registry DNSSEC
 * going from pending to active, and a certificate validated through the account's DNS and
 * issued; destroy disables DNSSEC again and keeps the certificate. Needs the Pulumi CLI
 * directory in REGISTRAR_PULUMI_BIN (scripts/demo.sh sets everything up).
 */
const repo = resolve(__dirname, "..", "..");
const bold = (text: string) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);
const step = (text: string) => console.log(`\n${bold(`▶ ${text}`)}\n`);
const print = (text: string) => process.stdout.write(text);
/**
 * Emulated time runs this many times faster than real time: the DNSSEC job (about twenty
 * minutes at the registry) and the certificate's validation and issuance take seconds.
 */
const CLOCK_RATE = 400;

async function main(): Promise<void> {
  const bin = process.env.REGISTRAR_PULUMI_BIN;
  if (!bin) throw new Error("REGISTRAR_PULUMI_BIN is not set; run scripts/demo.sh");

  step("Starting the registrar emulator (the whole API, in memory)");
  const emulator = await startEmulator({ clockRate: CLOCK_RATE });
  console.log(`listening on ${emulator.url} (emulated time runs ${CLOCK_RATE} times faster)`);
  const client = new RegistrarClient({ baseUrl: emulator.url, apiKey: emulator.apiKey });
  const { stack, dispose } = await openLocalStack("demo", join(repo, "examples", "quickstart"), bin);
  const secure = await openLocalStack("demo", join(repo, "examples", "secure-domain"), bin);
  const zone = await openLocalStack("demo", join(repo, "examples", "whole-zone"), bin);
  try {
    for (const s of [stack, secure.stack, zone.stack]) {
      await s.setConfig("registrar:baseUrl", { value: emulator.url });
      await s.setConfig("registrar:apiKey", { value: emulator.apiKey, secret: true });
    }

    step("pulumi up: examples/quickstart creates records of every type");
    const up = await stack.up({ onOutput: print, color: "always" });
    const appId = String(up.outputs.appRecordId?.value);

    step("pulumi preview: nothing to do");
    await stack.preview({ expectNoChanges: true, onOutput: print, color: "always" });

    step("Someone changes app.example.com by hand, outside Pulumi");
    const before = await client.getRecord(appId);
    const after = await client.patchRecordByID(appId, {
      name: before.name,
      type: "A",
      data: "203.0.113.66",
      ttl: 60,
    });
    console.log(`app.example.com. A ${before.data} (ttl ${before.ttl})  →  ${after.data} (ttl ${after.ttl})`);

    step("pulumi preview --refresh: the drift shows");
    await stack.preview({ refresh: true, diff: true, onOutput: print, color: "always" });

    step("pulumi up --refresh: Pulumi puts the record back");
    await stack.up({ refresh: true, onOutput: print, color: "always" });
    const restored = await client.getRecord(appId);
    console.log(`app.example.com. A ${restored.data} (ttl ${restored.ttl})`);

    step("pulumi destroy: the zones are as they were");
    await stack.destroy({ onOutput: print, color: "always" });

    step("pulumi up: examples/whole-zone owns example.org in one DnsZone");
    await zone.stack.up({ onOutput: print, color: "always" });

    step("Someone adds hand.example.org by hand; the drift gate catches it and names it");
    await client.addRecord({ name: "hand.example.org.", type: "A", data: "192.0.2.99" });
    const caught = await zone.stack
      .preview({ refresh: true, expectNoChanges: true, onOutput: print, color: "always" })
      .then(
        () => false,
        () => true,
      );
    if (!caught) throw new Error("the drift gate passed although a record was added by hand");
    console.log("\nthe drift gate failed, as it should");

    step("pulumi up --refresh: the record is accepted as unmanaged (written down, not deleted)");
    await zone.stack.up({ refresh: true, onOutput: print, color: "always" });

    step("pulumi preview --refresh --expect-no-changes: the gate is green again");
    await zone.stack.preview({ refresh: true, expectNoChanges: true, onOutput: print, color: "always" });
    await zone.stack.destroy({ color: "always" });

    const dnssecBefore = await client.getDNSSECByDomain("example.net");
    step("pulumi up: examples/secure-domain signs example.net and orders a certificate");
    console.log(`DNSSEC of example.net before: ${dnssecBefore.dnssec_state}\n`);
    const secured = await secure.stack.up({ onOutput: print, color: "always" });
    const dnssec = await client.getDNSSECByDomain("example.net");
    console.log(
      `\nDNSSEC of example.net: ${dnssec.dnssec_state}, zone signed: ${dnssec.live_state.zone_signed}`,
    );
    for (const r of dnssec.live_state.records.filter((record) => record.kind.toLowerCase() === "ds")) {
      console.log(`DS at the registry: ${r.key_tag} ${r.algorithm} ${r.digest_type} ${r.digest}`);
    }

    step("The certificate, issued after validation through the account's DNS");
    const pem = String(secured.outputs.certificatePem?.value);
    const cert = new x509.X509Certificate(pem);
    const san = cert.getExtension(x509.SubjectAlternativeNameExtension);
    console.log(
      `status      ${secured.outputs.certificateStatus?.value} (order ${secured.outputs.certificateId?.value})`,
    );
    console.log(`subject     ${cert.subject}`);
    console.log(`SANs        ${(san?.names.items ?? []).map((name) => name.value).join(", ")}`);
    // On the emulator's clock, which has run ahead of real time at CLOCK_RATE.
    console.log(`not before  ${cert.notBefore.toISOString()} (emulated time)`);
    console.log(`not after   ${cert.notAfter.toISOString()}`);
    console.log(`issuer      ${cert.issuer}`);

    step("pulumi destroy: DNSSEC off again, the certificate kept (it stays valid until it expires)");
    await secure.stack.destroy({ onOutput: print, color: "always" });
    const dnssecAfter = await client.getDNSSECByDomain("example.net");
    const kept = await client.getCertificateByID(String(secured.outputs.certificateId?.value));
    console.log(`\nDNSSEC of example.net: ${dnssecAfter.dnssec_state}`);
    console.log(`certificate ${kept.id}: ${kept.status}, valid until ${kept.not_after}`);
    console.log(`\n${bold("Demo finished.")}`);
  } finally {
    await zone.dispose();
    await secure.dispose();
    await dispose();
    await client.close();
    await emulator.stop();
  }
}

main().catch((error) => {
  // The CLI's own output has been shown already; its error repeats it, so give the first line.
  const message = error instanceof Error ? error.message : String(error);
  console.error(`\ndemo failed: ${message.split("\n").find((line) => line.trim()) ?? message}`);
  process.exit(1);
});
