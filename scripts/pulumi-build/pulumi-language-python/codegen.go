package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	pygen "github.com/pulumi/pulumi/pkg/v3/codegen/python"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"

	"pulumi-registrar/pulumi-build/packagegen"
)

// GeneratePackage writes a package's Python SDK with Pulumi's own Python code generator, as
// Pulumi's host does.
func (h *pythonHost) GeneratePackage(
	_ context.Context, req *pulumirpc.GeneratePackageRequest,
) (*pulumirpc.GeneratePackageResponse, error) {
	return packagegen.Generate(req, func(pkg *schema.Package, loader schema.ReferenceLoader) (map[string][]byte, error) {
		return pygen.GeneratePackage("pulumi-language-python", pkg, req.GetExtraFiles(), loader)
	})
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
