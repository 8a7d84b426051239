package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"golang.org/x/mod/modfile"

	gogen "github.com/pulumi/pulumi/pkg/v3/codegen/go"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"

	"pulumi-registrar/pulumi-build/packagegen"
)

// GeneratePackage writes a package's Go SDK, a module of its own (go.mod), with Pulumi's own Go
// code generator, as Pulumi's host does.
func (h *goHost) GeneratePackage(
	_ context.Context, req *pulumirpc.GeneratePackageRequest,
) (*pulumirpc.GeneratePackageResponse, error) {
	return packagegen.Generate(req, func(pkg *schema.Package, _ schema.ReferenceLoader) (map[string][]byte, error) {
		return gogen.GeneratePackage("pulumi-language-go", pkg, req.GetLocalDependencies())
	})
}

// Link makes the program's go.mod require each generated SDK's module, replaced by its directory
// (relative to the project), as Pulumi's host does; the InstallDependencies that `pulumi package
// add` runs next downloads what they need.
func (h *goHost) Link(ctx context.Context, req *pulumirpc.LinkRequest) (*pulumirpc.LinkResponse, error) {
	root := req.GetInfo().GetRootDirectory()
	args := []string{"mod", "edit"}
	var instructions strings.Builder
	for _, dep := range req.GetPackages() {
		dir := "./" + filepath.ToSlash(filepath.Clean(dep.GetPath()))
		b, err := os.ReadFile(filepath.Join(root, dir, "go.mod"))
		if err != nil {
			return nil, fmt.Errorf("the generated SDK of %s has no go.mod: %w", dep.GetPackage().GetName(), err)
		}
		module := modfile.ModulePath(b)
		args = append(args, "-require="+module+"@v0.0.0", "-replace="+module+"="+dir)
		fmt.Fprintf(&instructions, "Import the SDK of %s in Go from its module %s (replaced by %s in go.mod)\n",
			dep.GetPackage().GetName(), module, dir)
	}
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("go %s in %s: %w: %s", strings.Join(args, " "), root, err, out)
	}
	return &pulumirpc.LinkResponse{ImportInstructions: instructions.String()}, nil
}
