import * as pulumi from "@pulumi/pulumi";
import { stubProvider } from "../../sdk/thin-provider";

/** Every resource's implementation module, as the SDK classes name them. */
const implementations = ["pulumi-registrar/provider/resources/dns-record"];

// The installed form (the module itself, stored as one require) is measured end to end from a
// real stack export; this covers the fallback used when the package is not under node_modules.
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
