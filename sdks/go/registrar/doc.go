// Pulumi dynamic resources, typed lookups, an API client and a local emulator for a domain registrar and DNS host.
package registrar
