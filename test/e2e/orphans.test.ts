import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { join } from "node:path";
import { startTestEmulator } from "../support/emulator-harness";
import { pulumiBinDir } from "../support/workspace";
import { descendants, describe as describeRun, type Finished } from "./support/processes";
import { programStack } from "./support/program-stack";

// docs/interrupted-up.md, what happens to provider processes: a CI runner's `kill -9` of the
// `pulumi up` process group while a DnssecConfig waits for its job. The CLI starts its plugins in
// process groups of their own, so the kill does not reach the provider; the provider sees its
// engine gone and ends itself, and the API hears no more from it. So does the Node language host
// this repository builds (scripts/pulumi-build), with the program it runs; Pulumi's own host, when
// scripts/install-pulumi.sh took the CLI from Pulumi, ends at its health check, minutes later.

/** Whether the language host on the tests' PATH is this repository's build (its install stamp). */
const hostBuiltHere = readFileSync(join(pulumiBinDir(), ".pulumi-language-nodejs.stamp"), "utf8").startsWith(
  "build-",
);

/** The dynamic provider host: the launcher script and the Node process it runs. */
const providerHost = /pulumi-resource-pulumi-nodejs|@pulumi[\\/]pulumi[\\/]cmd[\\/]dynamic-provider[\\/]/;
const commandLine = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim();
  } catch {
    return undefined;
  }
};
/** Running, not a zombie waiting for a parent that never reaps it. */
const running = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
};
/**
 * Provider host processes of this project (their working directory is the program's, so other
 * tests' providers running beside this one are not counted), read from /proc.
 */
function providerProcessesIn(dir: string): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readlinkSync(`/proc/${pid}/cwd`) === dir && providerHost.test(commandLine(pid) ?? "");
      } catch {
        return false;
      }
    })
    .filter(running);
}
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

test("after a kill -9 of the `pulumi up` group, no provider (nor built language host) remains and the API hears no more", async () => {
  // Real time: the DNSSEC job takes some twenty minutes, so the wait outlasts the test.
  const emulator = await startTestEmulator();
  const admin = emulator.admin;
  const { dir, cli, dispose } = await programStack("dnssec", emulator, { stack: "orphans" });
  let tree: number[] = [];
  try {
    const up = cli.start(["up", "--yes", "--skip-preview"]);
    let ended: Finished | undefined;
    void up.finished.then((result) => {
      ended = result;
    });
    // Polled twice: the PUT is done and the provider sleeps in its wait between polls.
    const polls = async () =>
      (await admin.requests()).filter((r) => r.method === "GET" && r.path === "/dns/example.net/dnssec");
    for (const since = Date.now(); (await polls()).length < 2; await sleep(250)) {
      if (ended) throw new Error(describeRun("pulumi up, before the provider polled,", ended));
      if (Date.now() - since > 180_000) throw new Error("the provider never polled within three minutes");
    }
    tree = descendants(up.pid);
    const providers = tree.filter((pid) => providerHost.test(commandLine(pid) ?? ""));
    expect(providers.length).toBeGreaterThanOrEqual(2); // the launcher and its Node process
    expect(providerProcessesIn(dir).sort()).toEqual([...providers].sort());
    const languageHosts = tree.filter((pid) => /pulumi-language-nodejs/.test(commandLine(pid) ?? ""));
    expect(languageHosts).toHaveLength(1);
    // Every process of the run must end: with the host built here, the host and its program too.
    const mustEnd = hostBuiltHere ? tree : providers;

    // As a CI runner ends a job: the CLI's process group only.
    process.kill(-up.pid, "SIGKILL");
    expect((await up.finished).code).toBeNull();
    const killedAt = Date.now();
    let left = providerProcessesIn(dir);
    while ((left.length > 0 || mustEnd.some(running)) && Date.now() - killedAt < 10_000) {
      await sleep(100);
      left = providerProcessesIn(dir);
    }
    const survivors = [...new Set([...left, ...mustEnd.filter(running)])].map(
      (pid) => `${pid} ${commandLine(pid)}`,
    );
    expect(survivors).toEqual([]);

    // Longer than the wait's backoff at this point: a provider still polling would show here.
    await admin.clearRequests();
    await sleep(15_000);
    expect(await admin.requests()).toEqual([]);
  } finally {
    // Whatever the kill left (Pulumi's own language host ends by itself, in time).
    for (const pid of tree.filter(running)) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // ended meanwhile
      }
    }
    dispose();
    await emulator.stop();
  }
});
