import { HELP } from "../../cli/command-line";
import { UsageError } from "../../cli/usage-error";
import { parseOptions } from "../../plan/options";

test("a file or standard input, Markdown unless --format json", () => {
  expect(parseOptions([])).toEqual({ format: "markdown" });
  expect(parseOptions(["-"])).toEqual({ format: "markdown" });
  expect(parseOptions(["preview.json", "--format", "json"])).toEqual({
    file: "preview.json",
    format: "json",
  });
  expect(parseOptions(["--format=markdown", "preview.json"])).toEqual({
    file: "preview.json",
    format: "markdown",
  });
  expect(parseOptions(["-h"])).toBe(HELP);
});

test.each([
  [["--format", "yaml"], '--format must be markdown or json, got "yaml"'],
  [["a.json", "b.json"], "one preview file at most, got 2: a.json b.json"],
  [[""], "the preview file's name is empty: give a file, or none to read standard input"],
  [["--out", "plan.md"], /Unknown option '--out'/],
  [["--format"], /--format/],
])("%j is bad usage", (argv, message) => {
  expect(() => parseOptions(argv)).toThrow(UsageError);
  expect(() => parseOptions(argv)).toThrow(message);
});
