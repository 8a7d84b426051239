package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	pygen "github.com/pulumi/pulumi/pkg/v3/codegen/python"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
	pkgplugin "github.com/pulumi/pulumi/pkg/v3/resource/plugin"
	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
)

// GeneratePackage writes a package's Python SDK with Pulumi's own Python code generator, as
// Pulumi's host does: `pulumi package add` (from a plugin or a schema) and `pulumi package gen-sdk`
// call it.
func (h *pythonHost) GeneratePackage(
	_ context.Context, req *pulumirpc.GeneratePackageRequest,
) (*pulumirpc.GeneratePackageResponse, error) {
	loader, err := schema.NewLoaderClient(req.GetLoaderTarget())
	if err != nil {
		return nil, err
	}
	defer loader.Close()
	var spec schema.PackageSpec
	if err := json.Unmarshal([]byte(req.GetSchema()), &spec); err != nil {
		return nil, fmt.Errorf("the package's schema is not valid JSON: %w", err)
	}
	pkg, diags, err := schema.BindSpec(spec, loader, schema.ValidationOptions{AllowDanglingReferences: true})
	if err != nil {
		return nil, err
	}
	rpcDiags := pkgplugin.HclDiagnosticsToRPCDiagnostics(diags)
	if diags.HasErrors() {
		return &pulumirpc.GeneratePackageResponse{Diagnostics: rpcDiags}, nil
	}
	files, err := pygen.GeneratePackage("pulumi-language-python", pkg, req.GetExtraFiles(), loader)
	if err != nil {
		return nil, err
	}
	for name, data := range files {
		path := filepath.Join(req.GetDirectory(), name)
		if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
			return nil, err
		}
		if err := os.WriteFile(path, data, 0o600); err != nil {
			return nil, err
		}
	}
	return &pulumirpc.GeneratePackageResponse{Diagnostics: rpcDiags}, nil
}

// Link adds generated SDKs (their directories, relative to the project) to the project's
// requirements.txt, as Pulumi's host does for the pip toolchain; the InstallDependencies that
// `pulumi package add` runs next installs them into the virtual environment.
func (h *pythonHost) Link(_ context.Context, req *pulumirpc.LinkRequest) (*pulumirpc.LinkResponse, error) {
	if _, err := findPython(req.GetInfo()); err != nil {
		return nil, err
	}
	path := filepath.Join(req.GetInfo().GetRootDirectory(), "requirements.txt")
	b, err := os.ReadFile(path)
	if err != nil && !os.IsNotExist(err) {
		return nil, err
	}
	lines := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
	if len(b) == 0 {
		lines = nil
	}
	var instructions strings.Builder
	for _, dep := range req.GetPackages() {
		line := "./" + filepath.ToSlash(filepath.Clean(dep.GetPath()))
		if !slices.Contains(lines, line) {
			lines = append(lines, line)
		}
		fmt.Fprintf(&instructions, "Import the SDK of %s in Python from its package %s (in requirements.txt)\n",
			dep.GetPackage().GetName(), line)
	}
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		return nil, err
	}
	return &pulumirpc.LinkResponse{ImportInstructions: instructions.String()}, nil
}
