import { forgetTakenOver, leftToNewHolder, noteTakenOver } from "../../../provider/common/taken-over";

const log = () => {
  const lines: string[] = [];
  return { lines, info: (line: string) => lines.push(line), warn: (line: string) => lines.push(line) };
};
const client = {};
const otherAccount = {};
beforeEach(() => forgetTakenOver());

test("what a resource took over is left, with one line; anything else is not", () => {
  noteTakenOver(client, "DNS record 42");
  const said = log();
  expect(leftToNewHolder(client, said, "DNS record 42")).toBe(true);
  expect(said.lines).toEqual([
    "DNS record 42 left as it is: the resource that replaces this one took it over in this run",
  ]);
  const silent = log();
  expect(leftToNewHolder(client, silent, "DNS record 43")).toBe(false);
  expect(leftToNewHolder(otherAccount, silent, "DNS record 42")).toBe(false);
  expect(silent.lines).toEqual([]);
});

test("forgetting clears every account's notes", () => {
  noteTakenOver(client, "TLS certificate order crt-1");
  forgetTakenOver();
  expect(leftToNewHolder(client, log(), "TLS certificate order crt-1")).toBe(false);
});
