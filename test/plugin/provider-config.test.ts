import {
  checkedProviderInputs,
  providerInputProblems,
  recipeSettingsOf,
  settingsOf,
} from "../../plugin/provider-config";
import { secret } from "../../plugin/wire-values";
import { unknownValue } from "../../provider/common/unknown";

test("an explicit provider's arguments win over the legacy variables; numbers become text", () => {
  const settings = settingsOf(
    { baseUrl: "http://127.0.0.1:1", maxConcurrentRequests: 4 },
    new Map([
      ["registrar:config:baseUrl", "http://ignored"],
      ["registrar:config:apiKey", "from-variables"],
    ]),
  );
  expect(settings).toEqual({
    baseUrl: "http://127.0.0.1:1",
    apiKey: "from-variables",
    maxConcurrentRequests: "4",
  });
});

test("the recipes' steps get the settings as given, and what is wrong with them", () => {
  const settings = recipeSettingsOf({ baseUrl: "http://127.0.0.1:1", apiKey: "k", maxChangeRatio: "1" });
  expect(settings).toEqual({ api: { baseUrl: "http://127.0.0.1:1", apiKey: "k" }, maxChangeRatio: "1" });
  expect(recipeSettingsOf({ baseUrl: "localhost:1", apiKey: "k" }).problem).toContain('got "localhost:1"');
});

test("CheckConfig marks the key secret, once, and leaves the rest as sent", () => {
  expect(checkedProviderInputs({ apiKey: "k", baseUrl: "u", version: "1.0.0" })).toEqual({
    apiKey: secret("k"),
    baseUrl: "u",
    version: "1.0.0",
  });
  expect(checkedProviderInputs({ apiKey: secret("k") })).toEqual({ apiKey: secret("k") });
});

test("CheckConfig names each bad setting as the provider's own input, and says what it takes", () => {
  expect(
    providerInputProblems({
      baseUrl: "127.0.0.1:8787",
      apiKey: "",
      maxConcurrentRequests: 0,
      requestTimeoutSeconds: "soon",
      maxChangeRatio: 2,
    }),
  ).toEqual([
    {
      property: "baseUrl",
      reason: expect.stringMatching(/^baseUrl must be an http\(s\) URL .*write the scheme too/),
    },
    { property: "apiKey", reason: "apiKey must be non-empty text" },
    {
      property: "maxConcurrentRequests",
      reason: expect.stringMatching(/^maxConcurrentRequests must be a whole number/),
    },
    {
      property: "requestTimeoutSeconds",
      reason: expect.stringMatching(/^requestTimeoutSeconds must be a whole number/),
    },
    {
      property: "maxChangeRatio",
      reason: "maxChangeRatio must be a number from 0 to 1 (1 allows any change), got 2",
    },
  ]);
});

test("settings left out or not yet known are not checked; text from stack config is", () => {
  expect(
    providerInputProblems({ baseUrl: unknownValue, maxChangeRatio: "0.5", requestTimeoutSeconds: "30" }),
  ).toEqual([]);
  expect(providerInputProblems({ maxChangeRatio: "lots" })).toHaveLength(1);
});

test("zoneValidation: the zone validators' settings as JSON, reaching the steps; bad JSON or a rule no validator has is named", () => {
  const text = JSON.stringify({ rules: { "duplicate-spf": "error" } });
  expect(settingsOf({}, new Map([["registrar:zoneValidation", text]]))).toEqual({ zoneValidation: text });
  expect(
    recipeSettingsOf({ baseUrl: "http://127.0.0.1:1", apiKey: "k", zoneValidation: text }),
  ).toMatchObject({
    zoneValidation: text,
  });
  expect(providerInputProblems({ zoneValidation: text })).toEqual([]);
  expect(providerInputProblems({ zoneValidation: "{rules" })).toEqual([
    {
      property: "zoneValidation",
      reason: expect.stringMatching(/^zoneValidation is not JSON: write e\.g\. /),
    },
  ]);
  expect(providerInputProblems({ zoneValidation: '{"rules":{"no-such-rule":"error"}}' })).toEqual([
    { property: "zoneValidation", reason: expect.stringContaining("no-such-rule") },
  ]);
});
