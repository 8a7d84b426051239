/**
 * Bad input caught before the command does any work: its command line, or a setting it reads.
 * The command prints the message after its name, then its usage, and exits with status 2.
 */
export class UsageError extends Error {}

/**
 * A setting missing or out of range (a flag's value or an environment variable): exit status 2,
 * as bad usage, but the message alone, since it names the flag or variable and says what to do.
 */
export class SettingError extends UsageError {}
