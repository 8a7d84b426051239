import { argvOf, cpuTimes, isDynamicProviderHost, peakResidentBytes } from "../../bench/proc-status";

const workspace = "/tmp/registrar-bench-AbC123";
const providerHost = [
  "node",
  `${workspace}/node_modules/@pulumi/pulumi/cmd/dynamic-provider/index.js`,
  "127.0.0.1:41601",
];

test("argvOf splits /proc/<pid>/cmdline at NULs without an empty last argument", () => {
  expect(argvOf(`${providerHost.join("\0")}\0`)).toEqual(providerHost);
  expect(argvOf("sh\0-c\0\0")).toEqual(["sh", "-c", ""]);
  expect(argvOf("")).toEqual([]);
});

test("peakResidentBytes reads VmHWM in kB, not VmRSS or VmPeak", () => {
  const status = ["Name:\tnode", "VmPeak:\t 1234567 kB", "VmHWM:\t  140288 kB", "VmRSS:\t  120000 kB"].join(
    "\n",
  );
  expect(peakResidentBytes(status)).toBe(140288 * 1024);
  expect(peakResidentBytes("Name:\tkthreadd\nState:\tS (sleeping)\n")).toBeUndefined();
});

test("the dynamic provider host as the launcher starts it, from this workspace", () => {
  expect(isDynamicProviderHost(providerHost, workspace)).toBe(true);
  const absoluteNode = ["/usr/local/bin/node", ...providerHost.slice(1)];
  expect(isDynamicProviderHost(absoluteNode, `${workspace}/`)).toBe(true);
});

test("not the program's host, the launcher script, nor another workspace's provider", () => {
  const programHost = ["node", `${workspace}/node_modules/@pulumi/pulumi/cmd/run/index.js`, "--monitor", "x"];
  const launcher = ["/bin/sh", "/opt/pulumi/bin/pulumi-resource-pulumi-nodejs", "127.0.0.1:41601"];
  expect(isDynamicProviderHost(programHost, workspace)).toBe(false);
  expect(isDynamicProviderHost(launcher, workspace)).toBe(false);
  expect(isDynamicProviderHost(providerHost, "/tmp/registrar-bench-Other1")).toBe(false);
  // A workspace whose name starts like this one's is another workspace.
  expect(isDynamicProviderHost(providerHost, "/tmp/registrar-bench-AbC")).toBe(false);
  expect(isDynamicProviderHost(["node"], workspace)).toBe(false);
});

test("cpuTimes reads utime+stime and cutime+cstime in ticks of 1/100 s, past a name with spaces and parentheses", () => {
  // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime …
  const stat = "4242 (node (x) y) S 1 4242 4242 0 -1 4194304 100 0 0 0 250 50 1200 34 20 0 11 0";
  expect(cpuTimes(stat)).toEqual({ own: 3, children: 12.34 });
  expect(cpuTimes("4242 (node) S 1")).toBeUndefined();
});
