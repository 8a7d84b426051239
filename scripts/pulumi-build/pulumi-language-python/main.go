// Command pulumi-language-python is a small Python language host for the Pulumi CLI, a test tool
// of this repository: the e2e tests run the Python program with it.
//
// Pulumi's own Python host lives in a Go module that the Go module proxy does not serve, so this
// host is built instead, from the served Go SDK. It implements the LanguageRuntime gRPC service
// only as far as the engine needs to run a `runtime: python` program in a virtual environment:
// Run starts the environment's Python on exec.py (embedded), which hands the engine's settings to
// the Pulumi SDK and runs the program; GetRequiredPackages names the resource plugins that the
// environment's packages declare; InstallDependencies makes the environment as `pulumi install`
// does; GeneratePackage and Link (codegen.go) serve `pulumi package add`. It leaves out policy
// packs, plugins written in Python and debugging.
package main

import (
	"context"
	_ "embed"
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

	"github.com/pulumi/pulumi/sdk/v3/go/common/resource/plugin"
	"github.com/pulumi/pulumi/sdk/v3/go/common/util/cmdutil"
	"github.com/pulumi/pulumi/sdk/v3/go/common/util/logging"
	"github.com/pulumi/pulumi/sdk/v3/go/common/util/rpcutil"
	"github.com/pulumi/pulumi/sdk/v3/go/common/version"
	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"

	"pulumi-registrar/pulumi-build/enginewatch"
)

//go:embed exec.py
var execScript string

// Exit status with which exec.py says "the error was already shown to the user"; the engine must
// then stop without printing anything more.
const exitCodeErrorAlreadyReported = 32

func main() {
	tracing := flag.String("tracing", "", "Emit tracing to a Zipkin-compatible tracing endpoint")
	showVersion := flag.Bool("version", false, "Print the plugin version and exit")
	// The engine forwards these when run with --logflow; logging.InitLogging reads them back.
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
	cmdutil.InitTracing("pulumi-language-python", "pulumi-language-python", *tracing)

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	cancelServer := make(chan bool)
	go func() {
		<-ctx.Done()
		close(cancelServer)
	}()

	// The engine passes its own address as the only positional argument.
	host := &pythonHost{ctx: ctx, runs: map[*exec.Cmd]struct{}{}}
	if args := flag.Args(); len(args) > 0 {
		host.setEngine(args[0])
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

type pythonHost struct {
	pulumirpc.UnimplementedLanguageRuntimeServer

	ctx context.Context // lives as long as the host

	mu            sync.Mutex
	engineAddress string
	runs          map[*exec.Cmd]struct{} // running programs, interrupted by Cancel
}

// setEngine records the engine address and watches it (package enginewatch), so an engine that
// has gone, killed or crashed, never leaves this process (and its Python child) behind.
func (h *pythonHost) setEngine(addr string) {
	if addr == "" {
		return // an engine that gives no address cannot be watched
	}
	h.mu.Lock()
	known := h.engineAddress == addr
	h.engineAddress = addr
	h.mu.Unlock()
	if !known { // the engine passes its address both on the command line and in Handshake
		enginewatch.Watch(h.ctx, addr, enginewatch.CheckInterval, h.engineGone)
	}
}

// engineGone ends the programs this host runs, which have nobody left to report to, and the host.
func (h *pythonHost) engineGone() {
	h.mu.Lock()
	for cmd := range h.runs {
		_ = cmd.Process.Kill()
	}
	h.mu.Unlock()
	os.Exit(enginewatch.ExitCodeEngineGone)
}

func (h *pythonHost) Handshake(
	_ context.Context, req *pulumirpc.LanguageHandshakeRequest,
) (*pulumirpc.LanguageHandshakeResponse, error) {
	h.setEngine(req.GetEngineAddress())
	return &pulumirpc.LanguageHandshakeResponse{}, nil
}

func (h *pythonHost) GetPluginInfo(context.Context, *emptypb.Empty) (*pulumirpc.PluginInfo, error) {
	return &pulumirpc.PluginInfo{Version: version.Version}, nil
}

// python is the interpreter a program runs with: the `virtualenv` runtime option's (relative to
// the project's directory, as `pulumi new python` writes it) or, without one, python3 on PATH.
type python struct {
	exe  string
	venv string // "" outside a virtual environment
}

func findPython(info *pulumirpc.ProgramInfo) (python, error) {
	opts := info.GetOptions().AsMap()
	if tc, ok := opts["toolchain"]; ok && tc != "pip" {
		return python{}, fmt.Errorf("runtime option toolchain: %v is not supported by this test host; use pip", tc)
	}
	venv, _ := opts["virtualenv"].(string)
	if _, set := opts["virtualenv"]; set && venv == "" {
		return python{}, errors.New("runtime option virtualenv must be a directory name such as venv")
	}
	if venv != "" {
		if !filepath.IsAbs(venv) {
			venv = filepath.Join(info.GetRootDirectory(), venv)
		}
		return python{exe: filepath.Join(venv, "bin", "python"), venv: venv}, nil
	}
	exe, err := exec.LookPath("python3")
	if err != nil {
		return python{}, errors.New("could not find python3 on the $PATH; install Python 3 or set the virtualenv runtime option")
	}
	return python{exe: exe}, nil
}

// env is the environment of a process of this interpreter: as if its virtual environment were
// activated.
func (p python) env(base []string) []string {
	if p.venv == "" {
		return base
	}
	env := make([]string, 0, len(base)+2)
	for _, kv := range base {
		if strings.HasPrefix(kv, "PYTHONHOME=") || strings.HasPrefix(kv, "VIRTUAL_ENV=") {
			continue
		}
		if path, ok := strings.CutPrefix(kv, "PATH="); ok {
			kv = "PATH=" + filepath.Join(p.venv, "bin") + string(os.PathListSeparator) + path
		}
		env = append(env, kv)
	}
	return append(env, "VIRTUAL_ENV="+p.venv)
}

// GetRequiredPackages lists the resource plugins that the virtual environment's packages declare
// in a pulumi-plugin.json ({"resource": true, "name": ..., "version": ...}), as Pulumi's host does,
// so that the engine loads them at those versions.
func (h *pythonHost) GetRequiredPackages(
	_ context.Context, req *pulumirpc.GetRequiredPackagesRequest,
) (*pulumirpc.GetRequiredPackagesResponse, error) {
	py, err := findPython(req.GetInfo())
	if err != nil {
		return nil, err
	}
	return &pulumirpc.GetRequiredPackagesResponse{Packages: requiredPackages(py)}, nil
}

// GetRequiredPlugins is the older form of GetRequiredPackages, kept for older engines.
func (h *pythonHost) GetRequiredPlugins(
	_ context.Context, req *pulumirpc.GetRequiredPluginsRequest,
) (*pulumirpc.GetRequiredPluginsResponse, error) {
	py, err := findPython(req.GetInfo())
	if err != nil {
		return nil, err
	}
	var plugins []*pulumirpc.PluginDependency
	for _, p := range requiredPackages(py) {
		plugins = append(plugins, &pulumirpc.PluginDependency{Name: p.Name, Kind: p.Kind, Version: p.Version, Server: p.Server})
	}
	return &pulumirpc.GetRequiredPluginsResponse{Plugins: plugins}, nil
}

func requiredPackages(py python) []*pulumirpc.PackageDependency {
	if py.venv == "" {
		return nil // packages outside a virtual environment are the machine's, not the program's
	}
	manifests, _ := filepath.Glob(filepath.Join(py.venv, "lib", "python*", "site-packages", "*", "pulumi-plugin.json"))
	var packages []*pulumirpc.PackageDependency
	for _, path := range manifests {
		b, err := os.ReadFile(path)
		if err != nil {
			continue
		}
		var manifest plugin.PulumiPluginJSON
		if json.Unmarshal(b, &manifest) != nil || !manifest.Resource || manifest.Name == "" {
			continue
		}
		v := manifest.Version
		if v != "" && !strings.HasPrefix(v, "v") {
			v = "v" + v
		}
		dep := &pulumirpc.PackageDependency{Name: manifest.Name, Kind: "resource", Version: v, Server: manifest.Server}
		if p := manifest.Parameterization; p != nil {
			dep.Parameterization = &pulumirpc.PackageParameterization{Name: p.Name, Version: p.Version, Value: p.Value}
		}
		packages = append(packages, dep)
	}
	return packages
}

// InstallDependencies makes the virtual environment as `pulumi install` does: python3 -m venv when
// it is missing, then pip install -r requirements.txt in it.
func (h *pythonHost) InstallDependencies(
	req *pulumirpc.InstallDependenciesRequest, server pulumirpc.LanguageRuntime_InstallDependenciesServer,
) error {
	closer, stdout, stderr, err := rpcutil.MakeInstallDependenciesStreams(server, req.GetIsTerminal())
	if err != nil {
		return err
	}
	defer closer.Close()
	py, err := findPython(req.GetInfo())
	if err != nil {
		return err
	}
	if py.venv == "" {
		fmt.Fprintln(stdout, "No virtualenv runtime option: the program runs with the python3 on PATH as it is")
		return closer.Close()
	}
	run := func(name string, args ...string) error {
		cmd := exec.CommandContext(server.Context(), name, args...)
		cmd.Dir = req.GetInfo().GetProgramDirectory()
		cmd.Env = py.env(os.Environ())
		cmd.Stdout, cmd.Stderr = stdout, stderr
		if err := cmd.Run(); err != nil {
			return fmt.Errorf("%s %s: %w", name, strings.Join(args, " "), err)
		}
		return nil
	}
	if _, err := os.Stat(py.exe); err != nil {
		python3, err := exec.LookPath("python3")
		if err != nil {
			return errors.New("could not find python3 on the $PATH to create the virtual environment")
		}
		fmt.Fprintf(stdout, "Creating virtual environment %s...\n", py.venv)
		if err := run(python3, "-m", "venv", py.venv); err != nil {
			return err
		}
	}
	requirements := filepath.Join(req.GetInfo().GetProgramDirectory(), "requirements.txt")
	if _, err := os.Stat(requirements); err == nil {
		fmt.Fprintln(stdout, "Installing dependencies...")
		if err := run(py.exe, "-m", "pip", "install", "-r", requirements); err != nil {
			return err
		}
	}
	fmt.Fprintln(stdout, "Finished installing dependencies")
	return closer.Close()
}

func (h *pythonHost) Run(ctx context.Context, req *pulumirpc.RunRequest) (*pulumirpc.RunResponse, error) {
	h.mu.Lock()
	engine := h.engineAddress
	h.mu.Unlock()
	info := req.GetInfo()
	py, err := findPython(info)
	if err != nil {
		return &pulumirpc.RunResponse{Error: err.Error()}, nil
	}
	if _, err := os.Stat(py.exe); err != nil {
		return &pulumirpc.RunResponse{Error: fmt.Sprintf(
			"the virtual environment %s has no bin/python: run `pulumi install` to create it", py.venv)}, nil
	}
	cfg := req.GetConfig()
	if cfg == nil {
		cfg = map[string]string{} // a stack without config: {} for the SDK, not null
	}
	configJSON, err := json.Marshal(cfg)
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
	// The program: the entry point (a file or a directory with __main__.py), by default the
	// program directory itself.
	program := filepath.Join(info.GetProgramDirectory(), info.GetEntryPoint())
	args := append([]string{"-u", "-c", execScript, program}, req.GetArgs()...)
	env := append(py.env(os.Environ()),
		"PULUMI_MONITOR="+req.GetMonitorAddress(),
		"PULUMI_ENGINE="+engine,
		"PULUMI_PROJECT="+req.GetProject(),
		"PULUMI_STACK="+req.GetStack(),
		"PULUMI_ORGANIZATION="+req.GetOrganization(),
		"PULUMI_ROOT_DIRECTORY="+info.GetRootDirectory(),
		"PULUMI_DRY_RUN="+strconv.FormatBool(req.GetDryRun()),
		"PULUMI_PARALLEL="+strconv.Itoa(int(req.GetParallel())),
		"PULUMI_CONFIG="+string(configJSON),
		"PULUMI_CONFIG_SECRET_KEYS="+string(secretKeysJSON),
	)

	logging.V(5).Infof("language host launching: %s exec.py %s", py.exe, program)
	cmd := exec.CommandContext(ctx, py.exe, args...)
	cmd.Dir = info.GetProgramDirectory()
	cmd.Env = env
	cmd.Stdout = struct{ io.Writer }{os.Stdout}
	cmd.Stderr = struct{ io.Writer }{os.Stderr}
	// Give the program a chance to shut down cleanly when the engine cancels.
	cmd.Cancel = func() error { return cmd.Process.Signal(os.Interrupt) }
	cmd.WaitDelay = 5 * time.Second
	if err := cmd.Start(); err != nil {
		return &pulumirpc.RunResponse{Error: fmt.Sprintf("could not run %s: %v", py.exe, err)}, nil
	}
	h.track(cmd, true)
	err = cmd.Wait()
	h.track(cmd, false)

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

func (h *pythonHost) track(cmd *exec.Cmd, running bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if running {
		h.runs[cmd] = struct{}{}
	} else {
		delete(h.runs, cmd)
	}
}

// Cancel interrupts running programs; Run then reports how they ended.
func (h *pythonHost) Cancel(context.Context, *emptypb.Empty) (*emptypb.Empty, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for cmd := range h.runs {
		_ = cmd.Process.Signal(os.Interrupt)
	}
	return &emptypb.Empty{}, nil
}

func (h *pythonHost) About(_ context.Context, req *pulumirpc.AboutRequest) (*pulumirpc.AboutResponse, error) {
	py, err := findPython(req.GetInfo())
	if err != nil {
		return nil, err
	}
	resp := &pulumirpc.AboutResponse{Executable: py.exe}
	if out, err := exec.Command(py.exe, "--version").Output(); err == nil {
		resp.Version = strings.TrimSpace(strings.TrimPrefix(string(out), "Python "))
	}
	return resp, nil
}
