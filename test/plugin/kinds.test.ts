import { join } from "node:path";
import {
  kindOfUrn,
  loadRecipe,
  recipeOutputs,
  servedOutputs,
  servedWhenNotConverged,
} from "../../plugin/kinds";
import { recipe } from "../../provider/resources/dns-record/recipe";
import { recipeModule, resourceKinds } from "../../provider/resources/kinds";
import type { RecipeModule } from "../../provider/resources/runner/recipe";
import { NotConvergedError } from "../../provider/resources/runner/recipe";

test("a URN's kind is named by the plugin's token only, a child's by its own type", () => {
  expect(kindOfUrn("urn:pulumi:dev::site::registrar:index:DnsRecord::www")).toBe("DnsRecord");
  expect(kindOfUrn("urn:pulumi:dev::site::my:Site$registrar:index:DnsZone::zone")).toBe("DnsZone");
  expect(kindOfUrn("urn:pulumi:dev::site::pulumi-nodejs:dynamic/registrar:DnsRecord::www")).toBeUndefined();
  expect(kindOfUrn("urn:pulumi:dev::site::registrar:index:Nope::n")).toBeUndefined();
});

test("a kind's recipe is the one its dynamic resources' module runs", () => {
  expect(loadRecipe("DnsRecord")).toBe(recipe);
});

test.each(resourceKinds)("%s: the recipe is the one of its row's recipe module", (kind) => {
  const recipe = (require(join(__dirname, "..", "..", recipeModule(kind))) as RecipeModule<unknown, unknown>)
    .recipe;
  expect(recipe?.kind).toBe(kind);
  expect(loadRecipe(kind)).toBe(recipe);
});

test("the id goes out under each of the row's idOutputs and comes back off what the recipe gets", () => {
  const outs = { name: "www.example.com.", type: "A" };
  expect(servedOutputs("DnsRecord", "17", outs)).toEqual({ ...outs, recordId: "17" });
  expect(recipeOutputs("DnsRecord", { ...outs, recordId: "17" })).toEqual(outs);
  expect(servedOutputs("DnsZone", "example.com", outs)).toEqual(outs);
});

test("an object that has not converged is reported with the outputs a step that succeeded gives", () => {
  const error = new NotConvergedError("17", { name: "www.example.com." }, "not yet");
  expect(() => servedWhenNotConverged("DnsRecord")(error)).toThrow(error);
  expect(error.properties).toEqual({ name: "www.example.com.", recordId: "17" });
  const other = new Error("refused");
  expect(() => servedWhenNotConverged("DnsRecord")(other)).toThrow(other);
});
