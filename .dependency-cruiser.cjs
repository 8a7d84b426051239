/**
 * The rooms of docs/architecture.md ("Rooms"), checked by `npm run lint`. Type-only imports
 * count: a cycle through types still ties the files together for a reader.
 */
const forbid = (name, comment, from, to) => ({ name, comment, severity: "error", from, to });

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    forbid("no-cycle", "No import cycle anywhere in the source.", {}, { circular: true }),
    forbid(
      "provider-not-up",
      "The provider never imports the classes, the emulator, either front end (plugin, dynamic) or the tools built on it.",
      { path: "^provider/" },
      { path: "^(classes|emulator|import|plan|plugin|dynamic|scripts|bench|test)/" },
    ),
    forbid(
      "contract-stands-alone",
      "The contract declares the API; it imports nothing else of the package.",
      { path: "^provider/contract/" },
      { path: "^(provider/(?!contract/)|classes/|emulator/)" },
    ),
    forbid(
      "client-below-resources",
      "The client speaks the wire format: it knows the contract, not the resources or their building blocks.",
      { path: "^provider/client/" },
      { path: "^provider/(?!client/|contract/)" },
    ),
    forbid(
      "building-blocks-below-resources",
      "The building blocks under provider/ serve the resources and never import them.",
      { path: "^provider/(?!resources/)" },
      { path: "^provider/resources/" },
    ),
    forbid(
      "emulator-takes-only-the-contract",
      "The emulator implements the API's rules itself: a bug shared with the provider's normalization would hide from the tests.",
      { path: "^emulator/" },
      { path: "^(provider/(?!contract/)|classes/)" },
    ),
    forbid(
      "emulator-core-knows-no-area",
      "Areas register with the core; the core never names one.",
      { path: "^emulator/core/" },
      { path: "^emulator/areas/" },
    ),
    forbid(
      "importer-is-a-tool",
      "registrar-import reads the API through the client and the provider's building blocks; nothing of the package imports it, and it never loads the classes (Pulumi's runtime) or the emulator.",
      { path: "^import/" },
      { path: "^(classes|emulator)/" },
    ),
    forbid(
      "nothing-imports-the-importer",
      "The command is an entry point: the classes and the emulator never import it.",
      { path: "^(classes|emulator)/" },
      { path: "^import/" },
    ),
    forbid(
      "planner-is-a-tool",
      "registrar-plan reads a preview with the provider's own planning (the resources' helpers and the building blocks); it never loads the classes, the emulator or the importer, and never calls the API.",
      { path: "^plan/" },
      { path: "^(classes|emulator|import|provider/client)/" },
    ),
    {
      name: "planner-loads-no-recipe",
      comment:
        "registrar-plan reads what the recipes decide (a certificate's triggers, a zone's change set) from modules of their own: it never reaches a recipe module (`<kind>/recipe.ts`), nor runs what loading one does.",
      severity: "error",
      from: { path: "^plan/" },
      to: { path: "^provider/resources/(?!runner/)[a-z-]+/recipe\\.ts$", reachable: true },
    },
    forbid(
      "kinds-table-loads-nothing",
      "The table of kinds is read by every front end and tool, registrar-plan among them: it imports nothing but the type tokens.",
      { path: "^provider/resources/kinds\\.ts$" },
      { pathNot: "^provider/type-tokens\\.ts$" },
    ),
    forbid(
      "nothing-imports-the-planner",
      "The command is an entry point: nothing of the package imports it.",
      { path: "^(provider|classes|emulator|import)/" },
      { path: "^plan/" },
    ),
    forbid(
      "linter-is-a-tool",
      "registrar-lint runs the provider's zone validators on the API's zones or a zone file (read as registrar-import reads one); it never loads the classes, the emulator or Pulumi's runtime.",
      { path: "^lint/" },
      { path: "^(classes|emulator|plan|plugin)/" },
    ),
    forbid(
      "nothing-imports-the-linter",
      "The command is an entry point: nothing of the package imports it.",
      { path: "^(provider|classes|emulator|import|plan|plugin)/" },
      { path: "^lint/" },
    ),
    forbid(
      "plugin-is-a-front-end",
      "The provider plugin serves the recipes of provider/ over Pulumi's gRPC protocol, as the classes do through the dynamic provider: it never imports the classes (Pulumi's runtime), the emulator or registrar-import.",
      { path: "^plugin/" },
      { path: "^(classes|emulator|import)/" },
    ),
    forbid(
      "nothing-imports-the-plugin",
      "The plugin is an entry point: only the schema's generator (the provider's settings) and the tests import it.",
      { path: "^(provider|classes|emulator|import|bench|dynamic)/" },
      { path: "^plugin/" },
    ),
    forbid(
      "policy-pack-is-a-tool",
      "The policy pack reads a stack's resources with the table of kinds and the building blocks (DNS names, CAA, key types); it never loads the classes, the emulator, the other tools, the client or a recipe, and never calls the API.",
      { path: "^policy/" },
      {
        path: "^(classes|emulator|import|lint|plan|plugin|dynamic|provider/client|provider/resources/(?!kinds\\.ts$))",
      },
    ),
    forbid(
      "nothing-imports-the-policy-pack",
      "The pack is an entry point the CLI runs: nothing of the package imports it.",
      { path: "^(provider|classes|emulator|import|lint|plan|plugin|dynamic|scripts|bench)/" },
      { path: "^policy/" },
    ),
    forbid(
      "dynamic-is-a-front-end",
      "The dynamic provider's modules serve the recipes of provider/ to Pulumi's dynamic-provider host, beside the plugin: they never import the classes, the emulator, the tools or the plugin.",
      { path: "^dynamic/" },
      { path: "^(classes|emulator|import|lint|plan|plugin|policy)/" },
    ),
    forbid(
      "nothing-imports-the-dynamic-front-end",
      "The dynamic provider's modules are loaded by the path a resource's state stores: nothing of the package imports them, the tests and the bench aside.",
      { path: "^(provider|classes|emulator|import|lint|plan|plugin|policy|scripts)/" },
      { path: "^dynamic/" },
    ),
    forbid(
      "prologue-serves-the-commands",
      "The commands' shared prologue (cli/: options, usage errors, exit statuses, the API's settings) imports nothing of the package but the client's option checks: the emulator's command loads no provider code through it.",
      { path: "^cli/" },
      {
        path: "^(provider|classes|emulator|import|lint|plan|plugin|dynamic|policy|scripts|bench)/",
        pathNot: "^provider/client/option-checks\\.ts$",
      },
    ),
    forbid(
      "classes-without-emulator",
      "Programs load the classes; the emulator is a separate entry point.",
      { path: "^classes/" },
      { path: "^emulator/" },
    ),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|dist)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".js", ".json"] },
  },
};
