import { NotPreviewError, parsePreview } from "../../plan/preview-json";
import { fixtureText } from "./support/previews";

test("a recorded preview: its steps and diagnostics", () => {
  const preview = parsePreview(fixtureText("refused"), "refused.json");
  expect(preview.steps.map((step) => step.op)).toContain("update");
  expect(preview.diagnostics.map((d) => d.severity)).toContain("error");
});

test("a failed program's preview: diagnostics, no step of a resource", () => {
  const preview = parsePreview(fixtureText("program-error"), "program-error.json");
  expect(preview.diagnostics).toEqual([
    { message: expect.stringContaining("is not a valid JSON object"), severity: "error" },
  ]);
});

describe("what is not a preview's JSON: one message that says what was found and what to pass", () => {
  const refused = (text: string) => () => parsePreview(text, "preview.json");

  test.each([
    ["empty input", "  \n", "preview.json is empty: pass the output of `pulumi preview --json`"],
    [
      "the preview's text output",
      "Previewing update (dev)\n\n     Type   Name\n",
      /^preview\.json is not JSON \(.*; it starts with "Previewing update \(dev\)"\): pass the output of `pulumi preview --json`, not its text output$/,
    ],
    [
      "JSON of something else",
      '{"name": "my-dns", "runtime": "nodejs"}',
      "preview.json is not a preview's JSON: it has neither steps nor diagnostics; pass the output of `pulumi preview --json`",
    ],
    [
      "a step without its urn",
      '{"steps": [{"op": "create", "urn": "urn:pulumi:dev::p::t::a"}, {"op": "create"}]}',
      /^preview\.json is not a preview's JSON: steps\[1\]\.urn: .*; pass the output of `pulumi preview --json`$/,
    ],
    ["a list", "[]", /^preview\.json is not a preview's JSON: .*expected object/],
  ])("%s", (_what, text, message) => {
    expect(refused(text)).toThrow(NotPreviewError);
    expect(refused(text)).toThrow(message);
  });
});
