import { allowSchema, mergeSettings, validationSettingsFromText } from "../../../../provider/dns/validators";

describe("validation settings", () => {
  test("JSON settings from a setting, each problem naming the setting's part", () => {
    expect(validationSettingsFromText('{"rules":{"duplicate-spf":"error"},"ttl":{"min":300}}', "x")).toEqual({
      rules: { "duplicate-spf": "error" },
      ttl: { min: 300 },
    });
    expect(validationSettingsFromText(undefined, "x")).toEqual({});
    expect(() => validationSettingsFromText("{rules", "registrar:zoneValidation")).toThrow(
      /registrar:zoneValidation is not JSON: write e.g./,
    );
    expect(() => validationSettingsFromText('{"rules":{"spf":"error"}}', "S")).toThrow(
      /S.rules.spf: is not a rule; the rules are duplicate-spf, /,
    );
    // A refusal has no setting: the record is refused whatever it says.
    expect(() => validationSettingsFromText('{"rules":{"api-ttl-range":"off"}}', "S")).toThrow(
      /S.rules.api-ttl-range: is a refusal: the record is refused whatever the setting, so it is always an error/,
    );
    expect(() => validationSettingsFromText('{"rules":{"duplicate-spf":"fatal"}}', "S")).toThrow(
      /S.rules.duplicate-spf: must be one of error, warning, off/,
    );
    expect(() => validationSettingsFromText('{"ttl":{"min":600,"max":60}}', "S")).toThrow(
      /S.ttl: min \(600\) is above max/,
    );
  });

  test("a resource's settings over the provider's, rule by rule and bound by bound", () => {
    expect(
      mergeSettings(
        { rules: { "duplicate-spf": "error", "target-missing": "off" }, ttl: { min: 60 } },
        { rules: { "duplicate-spf": "warning" }, ttl: { max: 3600 } },
      ),
    ).toEqual({
      rules: { "duplicate-spf": "warning", "target-missing": "off" },
      ttl: { min: 60, max: 3600 },
    });
  });

  test("allow needs a known rule and a reason", () => {
    expect(allowSchema.safeParse([{ rule: "duplicate-spf", reason: "moving providers" }]).success).toBe(true);
    const messages = (value: unknown) =>
      allowSchema.safeParse(value).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(messages([{ rule: "duplicate-spf", reason: " " }])).toEqual([
      "0.reason: must say why this finding is silenced",
    ]);
    expect(messages([{ rule: "duplicate-spf" }])).toEqual([
      "0.reason: is required: say why this finding is silenced",
    ]);
    expect(messages([{ rule: "nope", reason: "x" }])?.[0]).toMatch(/^0.rule: "nope" is not a rule/);
    expect(messages([{ rule: "caa-tag-invalid", reason: "x" }])?.[0]).toMatch(
      /^0.rule: "caa-tag-invalid" is a refusal: /,
    );
  });
});
