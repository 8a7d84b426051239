import { runInNewContext } from "node:vm";
import ts from "typescript";

/** One `new Kind(name, args, opts)` of a generated program. */
export interface Declared {
  kind: string;
  name: string;
  args: Record<string, unknown>;
  opts?: Record<string, unknown>;
}

/**
 * Runs a generated program with the package's classes replaced by recorders: what it declares,
 * in order, with the arguments as the program computes them. A TlsOrganization's
 * `organizationId` is `<organization <name>>`, so a reference to it is seen as one.
 */
export function evaluate(program: string): Declared[] {
  const declared: Declared[] = [];
  const recorder = (kind: string) =>
    class {
      organizationId = `<organization ${kind}>`;
      constructor(name: string, args: Record<string, unknown>, opts?: Record<string, unknown>) {
        declared.push({ kind, name, args, ...(opts ? { opts } : {}) });
        this.organizationId = `<organization ${name}>`;
      }
    };
  const kinds = [
    "DnsZone",
    "DnsRecord",
    "DnssecConfig",
    "NameserverDelegation",
    "TlsOrganization",
    "TlsCertificate",
  ];
  const sdk = Object.fromEntries(kinds.map((kind) => [kind, recorder(kind)]));
  const { outputText } = ts.transpileModule(program, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
  });
  const module = { exports: {} };
  const require = (name: string) => {
    if (name !== "pulumi-registrar") throw new Error(`the program requires ${name}`);
    return sdk;
  };
  runInNewContext(outputText, { module, exports: module.exports, require });
  return declared;
}
