import * as pulumi from "@pulumi/pulumi";

// The provider is a module under node_modules (the test installs provider/ there), so Pulumi
// stores it in state as one require, as it does the package's own resources.
const provider: pulumi.dynamic.ResourceProvider = require("not-converged-provider");

class Order extends pulumi.dynamic.Resource {
  constructor(name: string, args: { name: string }) {
    super(provider, name, { orderId: undefined, state: undefined, ...args }, undefined, "test", "Order");
  }
}

new Order("order", { name: "order.example.com." });
