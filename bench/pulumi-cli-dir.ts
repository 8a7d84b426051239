import { execFileSync } from "node:child_process";
import { join, resolve } from "node:path";

const repo = resolve(__dirname, "..", "..");

/**
 * The directory with `pulumi`, its Node.js language host and the dynamic provider launcher:
 * REGISTRAR_PULUMI_BIN, or what scripts/install-pulumi.sh installs (cached after the first run).
 */
export function pulumiCliDir(): string {
  const dir =
    process.env.REGISTRAR_PULUMI_BIN ??
    execFileSync("bash", [join(repo, "scripts", "install-pulumi.sh")], { encoding: "utf8" })
      .trim()
      .split("\n")
      .pop();
  if (!dir) throw new Error("no Pulumi CLI: scripts/install-pulumi.sh printed no directory");
  return dir;
}
