// A made-up resource on the package's recipe runner, served as a dynamic provider. Its object is a TXT record standing for
// an order: create places it and reports it not converged, as a certificate order still pending
// would; only an update (the next `up`, resuming from the stored properties) completes it.
const { z } = require("zod");
const { resourceProvider } = require("pulumi-registrar/dynamic/resource-provider");
const { NotConvergedError } = require("pulumi-registrar/provider/resources/runner/recipe");

module.exports = resourceProvider({
  kind: "Order",
  inputs: z.object({ name: z.string() }),
  replaces: [],
  diff: (_step, olds, news) => ({ changes: olds.state !== "ready" || olds.name !== news.name }),

  async create({ client }, inputs) {
    const record = await client.addRecord({ name: inputs.name, type: "TXT", data: "pending" });
    const id = String(record.id);
    throw new NotConvergedError(
      id,
      { name: inputs.name, orderId: id, state: "pending" },
      `order ${id} is still pending; run \`pulumi up\` again to resume`,
    );
  },

  async update({ client }, id, olds, news) {
    await client.patchRecordByID(id, { type: "TXT", data: "ready" });
    return { name: news.name, orderId: id, state: "ready", resumedFrom: olds.state };
  },

  async read({ client }, id, props) {
    const record = await client.getRecord(id);
    return { ...props, state: record.data === "ready" ? "ready" : "pending" };
  },

  async delete({ client }, id) {
    await client.deleteRecord(id);
  },
});
