import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** X.509 helpers for tests: CSRs made and certificates checked by openssl, an independent implementation. */

export interface Csr {
  csr: string;
  key: string;
}

function inTempDir<T>(fn: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), "registrar-tls-"));
  try {
    return fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const openssl = (args: string[], cwd: string) =>
  execFileSync("openssl", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

/** A CSR for `commonName` with `sans` as subjectAltName DNS names (none: no extension). */
export function makeCsr(
  commonName: string,
  sans: string[] = [commonName],
  opts: { key?: "ec" | "rsa"; subject?: string } = {},
): Csr {
  return inTempDir((dir) => {
    const keyArgs =
      opts.key === "rsa" ? ["-newkey", "rsa:2048"] : ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256"];
    const args = ["req", "-new", ...keyArgs, "-nodes", "-keyout", "key.pem", "-out", "csr.pem"];
    args.push("-subj", opts.subject ?? `/CN=${commonName}`);
    if (sans.length > 0) args.push("-addext", `subjectAltName=${sans.map((s) => `DNS:${s}`).join(",")}`);
    openssl(args, dir);
    return {
      csr: execFileSync("cat", ["csr.pem"], { cwd: dir, encoding: "utf8" }),
      key: execFileSync("cat", ["key.pem"], { cwd: dir, encoding: "utf8" }),
    };
  });
}

/** `openssl verify` of a leaf against a root with the chain as untrusted intermediates; at a moment in time. */
export function opensslVerify(
  root: string,
  chain: string,
  leaf: string,
  at?: Date,
): { ok: boolean; output: string } {
  return inTempDir((dir) => {
    writeFileSync(join(dir, "root.pem"), root);
    writeFileSync(join(dir, "chain.pem"), chain);
    writeFileSync(join(dir, "leaf.pem"), leaf);
    const args = ["verify", "-CAfile", "root.pem", "-untrusted", "chain.pem"];
    if (at) args.push("-attime", String(Math.floor(at.getTime() / 1000)));
    args.push("-purpose", "sslserver", "leaf.pem");
    try {
      return { ok: true, output: openssl(args, dir) };
    } catch (error) {
      const e = error as { stdout?: string; stderr?: string };
      return { ok: false, output: `${e.stdout ?? ""}${e.stderr ?? ""}` };
    }
  });
}

/** `openssl x509 -noout -text` of the first certificate in `pem`. */
export function x509Text(pem: string): string {
  return inTempDir((dir) => {
    writeFileSync(join(dir, "cert.pem"), pem);
    return openssl(["x509", "-in", "cert.pem", "-noout", "-text"], dir);
  });
}

export interface CertificateFacts {
  subject: string;
  issuer: string;
  serial: string;
  notBefore: Date;
  notAfter: Date;
  sans: string[];
}

/** Subject, issuer, serial, dates and DNS SANs as openssl reads them. */
export function certificateFacts(pem: string): CertificateFacts {
  return inTempDir((dir) => {
    writeFileSync(join(dir, "cert.pem"), pem);
    const out = openssl(
      [
        "x509",
        "-in",
        "cert.pem",
        "-noout",
        "-subject",
        "-issuer",
        "-serial",
        "-dates",
        "-ext",
        "subjectAltName",
        "-nameopt",
        "RFC2253",
      ],
      dir,
    );
    const field = (name: string) => new RegExp(`^${name}=(.*)$`, "m").exec(out)?.[1]?.trim() ?? "";
    const sanLine = /X509v3 Subject Alternative Name:.*\n\s*(.*)/.exec(out)?.[1] ?? "";
    return {
      subject: field("subject"),
      issuer: field("issuer"),
      serial: field("serial").toLowerCase(),
      notBefore: new Date(field("notBefore")),
      notAfter: new Date(field("notAfter")),
      sans: sanLine
        .split(",")
        .map((s) => s.trim().replace(/^DNS:/, ""))
        .filter(Boolean),
    };
  });
}

/** The number of PEM certificates in a text. */
export const pemCount = (pem: string) => (pem.match(/-----BEGIN CERTIFICATE-----/g) ?? []).length;
