package main

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	nodejsgen "github.com/pulumi/pulumi/pkg/v3/codegen/nodejs"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
)

// The Node.js SDK is a package of its own, not the main package: its own README and description.
//
//go:embed nodejs-readme.md
var nodejsReadme string

const nodejsDescription = "The Node.js SDK of the registrar provider plugin (pulumi-resource-registrar, " +
	"from the npm package pulumi-registrar): DNS records and zones, DNSSEC, nameserver delegation, " +
	"TLS certificates and the registrar's lookups."

// withNodejsPackage adds to the schema's Node.js settings what its package needs beyond its
// name: the description, the README, @pulumi/pulumi as a peer dependency (the program's own
// copy, in the range the repository's package claims) and the TypeScript it is built with (the
// repository's: scripts/generate-sdks.sh builds it). repoPackage is the repository's package.json.
func withNodejsPackage(spec *schema.PackageSpec, repoPackage string) error {
	text, err := os.ReadFile(repoPackage)
	if err != nil {
		return fmt.Errorf("the Node.js SDK takes its versions from the repository's package.json: %w", err)
	}
	var repo struct {
		PeerDependencies map[string]string `json:"peerDependencies"`
		DevDependencies  map[string]string `json:"devDependencies"`
	}
	if err := json.Unmarshal(text, &repo); err != nil {
		return fmt.Errorf("%s: %w", repoPackage, err)
	}
	versions := map[string]string{
		"@pulumi/pulumi": repo.PeerDependencies["@pulumi/pulumi"],
		"typescript":     repo.DevDependencies["typescript"],
		"@types/node":    repo.DevDependencies["@types/node"],
	}
	for name, version := range versions {
		if version == "" {
			return fmt.Errorf("%s names no version of %s, which the Node.js SDK needs", repoPackage, name)
		}
	}
	var info nodejsgen.NodePackageInfo
	if raw := spec.Language["nodejs"]; raw != nil {
		if err := json.Unmarshal(raw, &info); err != nil {
			return fmt.Errorf("the schema's language.nodejs: %w", err)
		}
	}
	info.PackageDescription = nodejsDescription
	info.Readme = nodejsReadme
	info.PeerDependencies = map[string]string{"@pulumi/pulumi": versions["@pulumi/pulumi"]}
	info.TypeScriptVersion = versions["typescript"]
	info.DevDependencies = map[string]string{"@types/node": versions["@types/node"]}
	raw, err := json.Marshal(info)
	if err != nil {
		return err
	}
	if spec.Language == nil {
		spec.Language = map[string]schema.RawMessage{}
	}
	spec.Language["nodejs"] = raw
	return nil
}

// nodejsPackageJSON is the package.json the generator writes for this package, in its order,
// with what a package of built JavaScript adds: main, types and the files it ships (bin/, where
// tsconfig.json compiles to). A field it writes one day fails the decoding rather than being lost.
type nodejsPackageJSON struct {
	Name             string            `json:"name"`
	Version          string            `json:"version"`
	Description      string            `json:"description,omitempty"`
	Keywords         []string          `json:"keywords,omitempty"`
	Homepage         string            `json:"homepage,omitempty"`
	Repository       string            `json:"repository,omitempty"`
	License          string            `json:"license,omitempty"`
	Main             string            `json:"main"`
	Types            string            `json:"types"`
	Files            []string          `json:"files"`
	Scripts          map[string]string `json:"scripts,omitempty"`
	DevDependencies  map[string]string `json:"devDependencies,omitempty"`
	PeerDependencies map[string]string `json:"peerDependencies,omitempty"`
	Pulumi           json.RawMessage   `json:"pulumi,omitempty"`
}

// asBuiltPackage makes the generated TypeScript a package that ships built: package.json names
// bin/'s JavaScript and declarations, and bin/ is checked in (the generator's .gitignore leaves
// it out), so that a project installs the package without compiling anything.
func asBuiltPackage(files map[string][]byte) (map[string][]byte, error) {
	decoder := json.NewDecoder(bytes.NewReader(files["package.json"]))
	decoder.DisallowUnknownFields()
	var pkg nodejsPackageJSON
	if err := decoder.Decode(&pkg); err != nil {
		return nil, fmt.Errorf("the generated package.json: %w", err)
	}
	// The schema's keywords are the main package's (its dynamic provider, its emulator).
	pkg.Keywords = []string{
		"pulumi", "pulumi-provider", "infrastructure-as-code", "dns", "dns-records", "tls", "domain-registrar", "registrar",
	}
	// generate-sdks.sh builds it, with the flags a package of bin/ alone wants.
	pkg.Scripts = nil
	pkg.Main = "bin/index.js"
	pkg.Types = "bin/index.d.ts"
	pkg.Files = []string{"bin/"}
	var out bytes.Buffer
	encoder := json.NewEncoder(&out)
	encoder.SetEscapeHTML(false)
	encoder.SetIndent("", "    ")
	if err := encoder.Encode(pkg); err != nil {
		return nil, err
	}
	files["package.json"] = out.Bytes()
	files[".gitignore"] = []byte("node_modules/\n")
	return files, nil
}

// repoPackageOf is the repository's package.json: beside its schema.json.
func repoPackageOf(schemaPath string) string {
	return filepath.Join(filepath.Dir(schemaPath), "package.json")
}
