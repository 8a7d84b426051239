// Command pulumi-language-nodejs is a small Node.js language host for the Pulumi CLI.
//
// Pulumi's own language host lives in a Go module that is not published as a tagged
// release, so it cannot be fetched by version through the Go module proxy. This host
// is built instead when the CLI itself has to be built from source. It implements the
// LanguageRuntime gRPC service well enough for the engine to run `runtime: nodejs`
// programs (TypeScript included, through the SDK's bundled ts-node): the actual work
// of running a program is done by the @pulumi/pulumi package's own `cmd/run` entry
// point, which this host launches with the same flags and environment as Pulumi's host.
//
// It also runs plugins written in Node.js (RunPlugin), which is how the CLI starts a Node.js
// policy pack (`pulumi preview --policy-pack DIR`). It deliberately leaves out code generation,
// `pulumi convert` and debugger attachment. It also skips the resource-monitor proxy
// and synchronous-invoke pipes of Pulumi's host: the program talks to the engine's
// monitor directly, and @pulumi/pulumi 3.259 no longer uses the pipes.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/protobuf/types/known/emptypb"

	"github.com/pulumi/pulumi/sdk/v3/go/common/resource/config"
	"github.com/pulumi/pulumi/sdk/v3/go/common/resource/plugin"
	"github.com/pulumi/pulumi/sdk/v3/go/common/util/cmdutil"
	"github.com/pulumi/pulumi/sdk/v3/go/common/util/logging"
	"github.com/pulumi/pulumi/sdk/v3/go/common/util/rpcutil"
	"github.com/pulumi/pulumi/sdk/v3/go/common/version"
	"github.com/pulumi/pulumi/sdk/v3/nodejs/npm"
	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"

	"pulumi-registrar/pulumi-build/enginewatch"
)

const (
	// Module resolved from the program directory, so the program's own SDK version runs it.
	defaultRunPath = "@pulumi/pulumi/cmd/run"

	// Exit code with which @pulumi/pulumi's run script says "the error was already shown to the
	// user"; the engine must then stop without printing anything more.
	exitCodeErrorAlreadyReported = 32
)

func main() {
	tracing := flag.String("tracing", "", "Emit tracing to a Zipkin-compatible tracing endpoint")
	showVersion := flag.Bool("version", false, "Print the plugin version and exit")
	// The engine forwards these when run with --logflow; logging.InitLogging reads them back.
	// Some dependencies already register them.
	if flag.Lookup("logtostderr") == nil {
		flag.Bool("logtostderr", false, "Log to stderr instead of to files")
	}
	if flag.Lookup("v") == nil {
		flag.Int("v", 0, "Log verbosity level")
	}
	flag.Parse()

	if *showVersion {
		fmt.Println(version.Version)
		return
	}
	logging.InitLogging(false, 0, false)
	cmdutil.InitTracing("pulumi-language-nodejs", "pulumi-language-nodejs", *tracing)

	// The engine passes its own address as the only positional argument.
	var engineAddress string
	if args := flag.Args(); len(args) > 0 {
		engineAddress = args[0]
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	cancelServer := make(chan bool)
	go func() {
		<-ctx.Done()
		close(cancelServer)
	}()

	host := &nodeHost{tracing: *tracing, ctx: ctx, runs: map[*exec.Cmd]struct{}{}}
	if engineAddress != "" {
		host.setEngine(engineAddress)
	}

	handle, err := rpcutil.ServeWithOptions(rpcutil.ServeOptions{
		Cancel: cancelServer,
		Init: func(srv *grpc.Server) error {
			pulumirpc.RegisterLanguageRuntimeServer(srv, host)
			return nil
		},
		Options: rpcutil.TracingServerInterceptorOptions(nil),
	})
	if err != nil {
		cmdutil.Exit(fmt.Errorf("could not start language host RPC server: %w", err))
	}
	// The engine reads the port from our first line of stdout.
	fmt.Printf("%d\n", handle.Port)
	if err := <-handle.Done; err != nil {
		cmdutil.Exit(fmt.Errorf("language host RPC stopped serving: %w", err))
	}
}

type nodeHost struct {
	pulumirpc.UnimplementedLanguageRuntimeServer

	tracing string
	ctx     context.Context // lives as long as the host

	mu            sync.Mutex
	engineAddress string
	runs          map[*exec.Cmd]struct{} // running programs, interrupted by Cancel
}

// setEngine records the engine address and watches it (package enginewatch), so an engine that has
// gone, killed or crashed, never leaves this process (and its node child) behind.
func (h *nodeHost) setEngine(addr string) {
	if addr == "" {
		return // an engine that gives no address cannot be watched
	}
	h.mu.Lock()
	known := h.engineAddress == addr
	h.engineAddress = addr
	h.mu.Unlock()
	if known {
		return // already watched: the engine passes its address both on the command line and here
	}
	enginewatch.Watch(h.ctx, addr, enginewatch.CheckInterval, h.engineGone)
}

// engineGone ends the programs this host runs, which have nobody left to report to, and the host.
func (h *nodeHost) engineGone() {
	h.mu.Lock()
	for cmd := range h.runs {
		_ = cmd.Process.Kill()
	}
	h.mu.Unlock()
	os.Exit(enginewatch.ExitCodeEngineGone)
}

func (h *nodeHost) Handshake(
	ctx context.Context, req *pulumirpc.LanguageHandshakeRequest,
) (*pulumirpc.LanguageHandshakeResponse, error) {
	h.setEngine(req.GetEngineAddress())
	return &pulumirpc.LanguageHandshakeResponse{}, nil
}

func (h *nodeHost) GetPluginInfo(context.Context, *emptypb.Empty) (*pulumirpc.PluginInfo, error) {
	return &pulumirpc.PluginInfo{Version: version.Version}, nil
}

// options mirrors the `runtime.options` a nodejs project may set in Pulumi.yaml.
type options struct {
	typescript bool
	tsconfig   string
	nodeargs   []string
	pm         npm.PackageManagerType
}

func parseOptions(info *pulumirpc.ProgramInfo) (options, error) {
	opts := options{typescript: true, pm: npm.AutoPackageManager}
	raw := info.GetOptions().AsMap()
	if v, ok := raw["typescript"]; ok {
		b, ok := v.(bool)
		if !ok {
			return opts, errors.New("typescript option must be a boolean")
		}
		opts.typescript = b
	}
	if v, ok := raw["tsconfig"]; ok {
		s, ok := v.(string)
		if !ok {
			return opts, errors.New("tsconfig option must be a string")
		}
		opts.tsconfig = s
	}
	if v, ok := raw["nodeargs"]; ok {
		s, ok := v.(string)
		if !ok {
			return opts, errors.New("nodeargs option must be a string")
		}
		opts.nodeargs = strings.Fields(s)
	}
	if v, ok := raw["packagemanager"]; ok {
		s, ok := v.(string)
		if !ok {
			return opts, errors.New("packagemanager option must be a string")
		}
		opts.pm = npm.PackageManagerType(s)
	}
	return opts, nil
}

// GetRequiredPackages lists the resource plugins that installed npm packages declare
// ({"pulumi": {"resource": true}} in their package.json), so the engine can load them
// up front. Only top-level and scoped packages are looked at, which is where npm puts
// the packages a program depends on directly.
func (h *nodeHost) GetRequiredPackages(
	ctx context.Context, req *pulumirpc.GetRequiredPackagesRequest,
) (*pulumirpc.GetRequiredPackagesResponse, error) {
	return &pulumirpc.GetRequiredPackagesResponse{Packages: requiredPackages(req.GetInfo().GetProgramDirectory())}, nil
}

// GetRequiredPlugins is the older form of GetRequiredPackages, kept for older engines.
func (h *nodeHost) GetRequiredPlugins(
	ctx context.Context, req *pulumirpc.GetRequiredPluginsRequest,
) (*pulumirpc.GetRequiredPluginsResponse, error) {
	dir := req.GetInfo().GetProgramDirectory()
	if dir == "" {
		dir = req.GetProgram() //nolint:staticcheck // older engines only fill this in
	}
	var plugins []*pulumirpc.PluginDependency
	for _, p := range requiredPackages(dir) {
		plugins = append(plugins, &pulumirpc.PluginDependency{
			Name: p.Name, Kind: p.Kind, Version: p.Version, Server: p.Server,
		})
	}
	return &pulumirpc.GetRequiredPluginsResponse{Plugins: plugins}, nil
}

func requiredPackages(programDir string) []*pulumirpc.PackageDependency {
	nodeModules := filepath.Join(programDir, "node_modules")
	manifests, _ := filepath.Glob(filepath.Join(nodeModules, "*", "package.json"))
	scoped, _ := filepath.Glob(filepath.Join(nodeModules, "@*", "*", "package.json"))
	var packages []*pulumirpc.PackageDependency
	for _, path := range append(manifests, scoped...) {
		b, err := os.ReadFile(path)
		if err != nil {
			continue
		}
		var pkg struct {
			Name    string                  `json:"name"`
			Version string                  `json:"version"`
			Pulumi  plugin.PulumiPluginJSON `json:"pulumi"`
		}
		if json.Unmarshal(b, &pkg) != nil || !pkg.Pulumi.Resource {
			continue
		}
		name := pkg.Pulumi.Name
		if name == "" {
			// Only @pulumi packages may leave the plugin name implicit.
			name = strings.TrimPrefix(pkg.Name, "@pulumi/")
			if name == pkg.Name {
				logging.V(3).Infof("skipping %s: third-party plugin package without pulumi.name", path)
				continue
			}
		}
		v := pkg.Pulumi.Version
		if v == "" {
			v = pkg.Version
		}
		if v != "" && !strings.HasPrefix(v, "v") {
			v = "v" + v
		}
		dep := &pulumirpc.PackageDependency{Name: name, Kind: "resource", Version: v, Server: pkg.Pulumi.Server}
		if p := pkg.Pulumi.Parameterization; p != nil {
			dep.Parameterization = &pulumirpc.PackageParameterization{Name: p.Name, Version: p.Version, Value: p.Value}
		}
		packages = append(packages, dep)
	}
	return packages
}

// InstallDependencies runs the package manager only when node_modules is missing: the
// programs this host serves are installed by their own project, and skipping the
// install keeps repeated deployments fast and offline.
func (h *nodeHost) InstallDependencies(
	req *pulumirpc.InstallDependenciesRequest, server pulumirpc.LanguageRuntime_InstallDependenciesServer,
) error {
	closer, stdout, stderr, err := rpcutil.MakeInstallDependenciesStreams(server, req.GetIsTerminal())
	if err != nil {
		return err
	}
	defer closer.Close()

	dir := req.GetInfo().GetProgramDirectory()
	if dir == "" {
		dir = req.GetDirectory() //nolint:staticcheck // older engines only fill this in
	}
	root := dir
	if ws, err := npm.FindWorkspaceRoot(dir); err == nil {
		root = ws // dependencies of a workspace member are installed at the workspace root
	}
	if _, err := os.Stat(filepath.Join(root, "node_modules")); err == nil {
		fmt.Fprintf(stdout, "Dependencies already installed in %s\n", root)
		return closer.Close()
	}
	opts, err := parseOptions(req.GetInfo())
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Installing dependencies...\n\n")
	if _, err := npm.Install(server.Context(), opts.pm, root, false /*production*/, stdout, stderr); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Finished installing dependencies\n\n")
	return closer.Close()
}

func (h *nodeHost) Run(ctx context.Context, req *pulumirpc.RunRequest) (*pulumirpc.RunResponse, error) {
	h.mu.Lock()
	engine := h.engineAddress
	h.mu.Unlock()
	if engine == "" {
		return nil, errors.New("the engine address is unknown: Handshake must be called before Run")
	}
	info := req.GetInfo()
	opts, err := parseOptions(info)
	if err != nil {
		return &pulumirpc.RunResponse{Error: err.Error()}, nil
	}
	nodeBin, err := exec.LookPath("node")
	if err != nil {
		return &pulumirpc.RunResponse{Error: "could not find node on the $PATH: " + err.Error()}, nil
	}
	runPath := os.Getenv("PULUMI_LANGUAGE_NODEJS_RUN_PATH")
	if runPath == "" {
		runPath = defaultRunPath
	}
	if runPath, err = resolveModule(ctx, nodeBin, info.GetProgramDirectory(), runPath); err != nil {
		return &pulumirpc.RunResponse{Error: err.Error()}, nil
	}

	// Flags understood by @pulumi/pulumi's cmd/run; the SDK itself dials the engine's
	// resource monitor.
	args := append([]string{}, opts.nodeargs...)
	args = append(args, runPath)
	flagIfSet := func(name, value string) {
		if value != "" {
			args = append(args, "--"+name, value)
		}
	}
	flagIfSet("monitor", req.GetMonitorAddress())
	flagIfSet("engine", engine)
	flagIfSet("organization", req.GetOrganization())
	flagIfSet("project", req.GetProject())
	flagIfSet("root-directory", info.GetRootDirectory())
	flagIfSet("stack", req.GetStack())
	flagIfSet("pwd", info.GetProgramDirectory())
	if req.GetDryRun() {
		args = append(args, "--dry-run")
	}
	flagIfSet("parallel", strconv.Itoa(int(req.GetParallel())))
	flagIfSet("tracing", h.tracing)
	entry := info.GetEntryPoint()
	if entry == "" {
		entry = "."
	}
	args = append(args, entry)
	args = append(args, req.GetArgs()...)

	configJSON, err := programConfig(req.GetConfig())
	if err != nil {
		return &pulumirpc.RunResponse{Error: "failed to serialize configuration: " + err.Error()}, nil
	}
	secretKeys := req.GetConfigSecretKeys()
	if secretKeys == nil {
		secretKeys = []string{}
	}
	secretKeysJSON, err := json.Marshal(secretKeys)
	if err != nil {
		return &pulumirpc.RunResponse{Error: "failed to serialize secret keys: " + err.Error()}, nil
	}
	env := append(os.Environ(),
		"PULUMI_CONFIG="+configJSON,
		"PULUMI_CONFIG_SECRET_KEYS="+string(secretKeysJSON))
	if opts.typescript {
		env = append(env, "PULUMI_NODEJS_TYPESCRIPT=true")
	}
	if opts.tsconfig != "" {
		env = append(env, "PULUMI_NODEJS_TSCONFIG_PATH="+opts.tsconfig)
	}

	logging.V(5).Infof("language host launching: %s %s", nodeBin, strings.Join(args, " "))
	cmd := exec.CommandContext(ctx, nodeBin, args...)
	cmd.Env = env
	// Node may switch inherited descriptors to non-blocking mode, which would break our own
	// writes to them; wrapping the writers makes exec copy through pipes instead.
	cmd.Stdout = struct{ io.Writer }{os.Stdout}
	cmd.Stderr = struct{ io.Writer }{os.Stderr}
	// Give the program a chance to shut down cleanly when the engine cancels.
	cmd.Cancel = func() error { return cmd.Process.Signal(os.Interrupt) }
	cmd.WaitDelay = 5 * time.Second

	if err := cmd.Start(); err != nil {
		return &pulumirpc.RunResponse{
			Error: fmt.Sprintf("Problem executing program (could not run language executor): %v", err),
		}, nil
	}
	h.track(cmd, true)
	err = cmd.Wait()
	h.track(cmd, false)
	_ = os.Stdout.Sync()
	_ = os.Stderr.Sync()

	var exitErr *exec.ExitError
	switch {
	case err == nil:
		return &pulumirpc.RunResponse{}, nil
	case errors.As(err, &exitErr) && exitErr.ExitCode() == exitCodeErrorAlreadyReported:
		return &pulumirpc.RunResponse{Bail: true}, nil
	case errors.As(err, &exitErr) && exitErr.ExitCode() > 0:
		return &pulumirpc.RunResponse{
			Error: fmt.Sprintf("Program exited with non-zero exit code: %d", exitErr.ExitCode()),
		}, nil
	default:
		return &pulumirpc.RunResponse{Error: fmt.Sprintf("Program exited unexpectedly: %v", err)}, nil
	}
}

// programConfig presents config keys as "<namespace>:config:<name>", the form every
// @pulumi/pulumi version understands.
func programConfig(cfg map[string]string) (string, error) {
	out := make(map[string]string, len(cfg))
	for k, v := range cfg {
		key, err := config.ParseKey(k)
		if err != nil {
			return "", err
		}
		out[key.Namespace()+":config:"+key.Name()] = v
	}
	b, err := json.Marshal(out)
	return string(b), err
}

// resolveModule asks node where a module lives as seen from the program directory, so the
// program's own installed SDK is used.
func resolveModule(ctx context.Context, nodeBin, dir, module string) (string, error) {
	script := fmt.Sprintf(`try { console.log(require.resolve(%q)); } catch (e) { `+
		`console.error(e.code === "MODULE_NOT_FOUND" ? `+
		`"It looks like the Pulumi SDK has not been installed. Have you run pulumi install?" : e.message); `+
		`process.exit(1); }`, module)
	cmd := exec.CommandContext(ctx, nodeBin, "-e", script)
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		var exitErr *exec.ExitError
		if errors.As(err, &exitErr) && len(exitErr.Stderr) > 0 {
			return "", errors.New(strings.TrimSpace(string(exitErr.Stderr)))
		}
		return "", err
	}
	return strings.TrimSpace(string(out)), nil
}

func (h *nodeHost) track(cmd *exec.Cmd, running bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if running {
		h.runs[cmd] = struct{}{}
	} else {
		delete(h.runs, cmd)
	}
}

// RunPlugin runs a plugin written in Node.js, as Pulumi's own host does: node on the plugin's
// directory (its package.json's main) with the engine's arguments, in the engine's working
// directory and environment. The plugin's stdout and stderr go back on the stream, where the
// engine reads the port it serves on from its first line; its exit code is the last message. The
// engine ends the plugin by cancelling the call, which kills it.
func (h *nodeHost) RunPlugin(
	req *pulumirpc.RunPluginRequest, server pulumirpc.LanguageRuntime_RunPluginServer,
) error {
	dir := req.GetInfo().GetProgramDirectory()
	if dir == "" {
		dir = req.GetProgram() //nolint:staticcheck // older engines only fill this in
	}
	logging.V(5).Infof("language host running the %s plugin in %s", req.GetKind(), dir)

	// Two goroutines copy the plugin's stdout and stderr: one Send at a time on the stream.
	var sendMu sync.Mutex
	send := func(resp *pulumirpc.RunPluginResponse) error {
		sendMu.Lock()
		defer sendMu.Unlock()
		return server.Send(resp)
	}
	stdout := streamWriter(func(b []byte) error {
		return send(&pulumirpc.RunPluginResponse{Output: &pulumirpc.RunPluginResponse_Stdout{Stdout: b}})
	})
	stderr := streamWriter(func(b []byte) error {
		return send(&pulumirpc.RunPluginResponse{Output: &pulumirpc.RunPluginResponse_Stderr{Stderr: b}})
	})

	opts, err := parseOptions(req.GetInfo())
	if err != nil {
		return err
	}
	nodeBin, err := exec.LookPath("node")
	if err != nil {
		return fmt.Errorf("could not find node on the $PATH: %w", err)
	}
	args := append([]string{}, opts.nodeargs...)
	args = append(args, dir)
	args = append(args, req.GetArgs()...)
	env := req.GetEnv()
	if len(env) == 0 {
		env = os.Environ() // an engine that sends none means the host's own
	}
	if opts.typescript {
		env = append(env, "PULUMI_NODEJS_TYPESCRIPT=true")
	}
	if opts.tsconfig != "" {
		env = append(env, "PULUMI_NODEJS_TSCONFIG_PATH="+opts.tsconfig)
	}

	logging.V(5).Infof("language host launching plugin: %s %s", nodeBin, strings.Join(args, " "))
	cmd := exec.CommandContext(server.Context(), nodeBin, args...)
	cmd.Dir = req.GetPwd()
	cmd.Env = env
	cmd.Stdout = stdout
	cmd.Stderr = stderr
	// A plugin has nothing to save: the engine is done with it when it cancels.
	cmd.Cancel = func() error { return cmd.Process.Kill() }
	cmd.WaitDelay = 5 * time.Second

	if err := cmd.Start(); err != nil {
		return fmt.Errorf("could not run the plugin %s with node: %w", dir, err)
	}
	h.track(cmd, true)
	err = cmd.Wait()
	h.track(cmd, false)
	if server.Context().Err() != nil {
		return nil // cancelled: the engine no longer reads the stream
	}
	var exitErr *exec.ExitError
	switch {
	case err == nil:
		return send(&pulumirpc.RunPluginResponse{Output: &pulumirpc.RunPluginResponse_Exitcode{Exitcode: 0}})
	case errors.As(err, &exitErr) && exitErr.ExitCode() >= 0:
		return send(&pulumirpc.RunPluginResponse{
			Output: &pulumirpc.RunPluginResponse_Exitcode{Exitcode: int32(exitErr.ExitCode())}, //nolint:gosec // 0-255
		})
	default:
		return fmt.Errorf("the plugin %s exited unexpectedly: %w", dir, err)
	}
}

// streamWriter is an io.Writer over one kind of message of a response stream.
type streamWriter func([]byte) error

func (w streamWriter) Write(b []byte) (int, error) {
	// The stream's message keeps the slice: exec reuses its buffer for the next read.
	if err := w(append([]byte(nil), b...)); err != nil {
		return 0, err
	}
	return len(b), nil
}

// Cancel interrupts running programs; Run then reports how they ended.
func (h *nodeHost) Cancel(context.Context, *emptypb.Empty) (*emptypb.Empty, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for cmd := range h.runs {
		_ = cmd.Process.Signal(os.Interrupt)
	}
	return &emptypb.Empty{}, nil
}

func (h *nodeHost) About(ctx context.Context, req *pulumirpc.AboutRequest) (*pulumirpc.AboutResponse, error) {
	nodeBin, err := exec.LookPath("node")
	if err != nil {
		return nil, fmt.Errorf("could not find node on the $PATH: %w", err)
	}
	resp := &pulumirpc.AboutResponse{Executable: nodeBin, Metadata: map[string]string{}}
	if out, err := exec.CommandContext(ctx, nodeBin, "--version").Output(); err == nil {
		resp.Version = strings.TrimSpace(string(out))
	}
	if opts, err := parseOptions(req.GetInfo()); err == nil {
		if pm, err := npm.ResolvePackageManager(opts.pm, req.GetInfo().GetProgramDirectory()); err == nil {
			resp.Metadata["packagemanager"] = pm.Name()
			if v, err := pm.Version(); err == nil {
				resp.Metadata["packagemanagerVersion"] = v.String()
			}
		}
	}
	return resp, nil
}

func (h *nodeHost) GetProgramDependencies(
	ctx context.Context, req *pulumirpc.GetProgramDependenciesRequest,
) (*pulumirpc.GetProgramDependenciesResponse, error) {
	opts, err := parseOptions(req.GetInfo())
	if err != nil {
		return nil, err
	}
	dir := req.GetInfo().GetProgramDirectory()
	pm, err := npm.ResolvePackageManager(opts.pm, dir)
	if err != nil {
		return nil, fmt.Errorf("failed to determine package manager: %w", err)
	}
	packages, err := pm.ListPackages(ctx, dir, req.GetTransitiveDependencies())
	if err != nil {
		return nil, fmt.Errorf("failed to list node dependencies: %w", err)
	}
	deps := make([]*pulumirpc.DependencyInfo, len(packages))
	for i, p := range packages {
		deps[i] = &pulumirpc.DependencyInfo{Name: p.Name, Version: p.Version}
	}
	return &pulumirpc.GetProgramDependenciesResponse{Dependencies: deps}, nil
}

// RuntimeOptionsPrompts asks nothing: only `pulumi new` uses it, and the defaults suit.
func (h *nodeHost) RuntimeOptionsPrompts(
	context.Context, *pulumirpc.RuntimeOptionsRequest,
) (*pulumirpc.RuntimeOptionsResponse, error) {
	return &pulumirpc.RuntimeOptionsResponse{}, nil
}

// Template has nothing to rewrite in a freshly instantiated nodejs template.
func (h *nodeHost) Template(context.Context, *pulumirpc.TemplateRequest) (*pulumirpc.TemplateResponse, error) {
	return &pulumirpc.TemplateResponse{}, nil
}
