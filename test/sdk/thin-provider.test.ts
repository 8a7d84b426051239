import * as pulumi from "@pulumi/pulumi";
import { providerModules } from "../../provider/resources/registry";
import { stubProvider } from "../../sdk/thin-provider";
import { publishedProviderPaths } from "../provider/resources/support/published-paths";

/** Every implementation module the SDK classes name, now or in any published release. */
const implementations = [...new Set([...Object.values(providerModules), ...publishedProviderPaths])];

// The installed form (the module itself, stored as one require) is checked per resource class in
// test/provider/resources/registry.test.ts and end to end from a real stack export; this covers
// the fallback used when the package is not under node_modules.
test.each(implementations)(
  "the stub provider for %s stays small and loads its code by package name",
  async (name) => {
    const provider = stubProvider(name);
    // Exactly what dynamic.Resource stores in `__provider`.
    const { text } = await pulumi.runtime.serializeFunction(() => provider, { allowSecrets: true });
    expect(text.length).toBeLessThan(2560);
    expect(text).toContain(`require(implementation)`);
    expect(text).toContain(JSON.stringify(name));
    expect(text).not.toMatch(/undici|zod|apiKey/);
  },
);
