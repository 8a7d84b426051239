// Preloaded (NODE_OPTIONS=--require) into the Node.js processes Pulumi starts: the user's machine
// as it will be REGISTRAR_E2E_CLOCK_SHIFT_MS milliseconds from now, so the provider's own clock
// moves forward together with the emulator's (POST /__emulator/clock).
const shift = Number(process.env.REGISTRAR_E2E_CLOCK_SHIFT_MS ?? 0);
if (shift !== 0) {
  const realNow = Date.now;
  Date.now = () => realNow() + shift;
}
