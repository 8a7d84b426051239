/** The TLS area's model: organizations and certificate orders (state and every rule). */
export * from "./certificates";
export * from "./organizations";
