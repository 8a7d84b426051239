import { type Clock, ManualClock, SystemClock } from "../../../../emulator";
import { tlsCertificateDownload, tlsCertificateResponse } from "../../../../provider/contract/tls";
import { type InProcessEmulator, startTestEmulator } from "../../../support/emulator-harness";
import { certificateFacts, makeCsr, opensslVerify } from "../../../support/tls";
import { expectSuccess } from "../../support/shapes";

// TLS clients check a certificate against the wall clock, whatever the emulator's clock says: an
// issued certificate verifies now, in every clock mode, and its dates are those the API reports.

const DAY = 86_400;
const csr = makeCsr("www.example.com", ["www.example.com"]);

const clocks: [string, () => Clock, number][] = [
  ["real time", () => new SystemClock(1), 0],
  ["--clock-rate 600", () => new SystemClock(600), 0],
  ["advanced 200 days", () => new SystemClock(1), 200 * DAY],
  ["a manual clock a year ahead", () => new ManualClock(new Date(Date.now() + 365 * DAY * 1000)), 0],
];

describe.each(clocks)("with %s", (_mode, makeClock, advance) => {
  let emu: InProcessEmulator;
  beforeAll(async () => {
    emu = await startTestEmulator({ clock: makeClock() });
  });
  afterAll(() => emu.stop());

  test("the issued certificate verifies at wall-clock time; notAfter and renewal stay on the emulator's clock", async () => {
    emu.clock.advance(advance);
    const body = {
      sku: "dv-single",
      common_name: "www.example.com",
      csr: csr.csr,
      dcv_method: "dns-cname-token",
    };
    const ordered = expectSuccess(
      await emu.call("POST", "/tls/certificate", { body }),
      tlsCertificateResponse,
    );
    for (const record of ordered.dcv_records) {
      const res = await emu.call("POST", "/dns/rr", {
        body: { name: record.name, type: "CNAME", data: record.value },
      });
      expect(res.status).toBe(200);
    }
    emu.clock.advance(120);
    const before = Date.now();
    const issued = expectSuccess(
      await emu.call("GET", `/tls/certificate/${ordered.id}`),
      tlsCertificateResponse,
    );
    expect(issued.status).toBe("issued");
    const download = async (format: string) =>
      expectSuccess(
        await emu.call("GET", `/tls/certificate/${ordered.id}/download/${format}`),
        tlsCertificateDownload,
      ).pem;
    const [leaf, chain, root] = [await download("leaf"), await download("chain"), await download("root")];

    expect(opensslVerify(root, chain, leaf).output).toContain("leaf.pem: OK");
    const facts = certificateFacts(leaf);
    expect(facts.notBefore.toISOString()).toBe(issued.not_before);
    expect(facts.notAfter.toISOString()).toBe(issued.not_after);
    expect(facts.notBefore.getTime()).toBeLessThanOrEqual(before);
    // The term runs from the issuance on the emulator's clock, which renewal also reads.
    const issuedAt = Date.parse(issued.issued_at ?? "");
    expect(issuedAt).toBeLessThanOrEqual(emu.clock.now().getTime());
    const term = issued.validity_days * DAY * 1000;
    expect(Date.parse(issued.not_after ?? "")).toBe(Math.floor((issuedAt + term) / 1000) * 1000);
  });
});
