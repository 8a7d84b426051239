// Command pulumi-language-go is a small Go language host for the Pulumi CLI, a test tool.
//
// Pulumi's own Go language host lives in a Go module the Go module proxy does not serve, so it
// cannot be fetched by version. This host, built from the Go SDK that is served, does what the
// engine needs to run a `runtime: go` program, as Pulumi's host does: it compiles the program with
// `go build` and runs the binary with the engine's settings in its environment (the variables the
// SDK's pulumi.Run reads). GeneratePackage and Link (codegen.go) serve `pulumi package add`. It
// leaves out `pulumi convert`, plugins written in Go, prebuilt binaries (`runtime.options.binary`)
// and debugger attachment.
//
// The binary is built to a path of the user's cache directory named after the project, and
// `go build` rewrites it only when an input changed: a second run of the same program, even from
// another copy of it, compiles and links nothing (with -trimpath in GOFLAGS, which keeps the
// program's directory out of the build).
package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
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

	"github.com/pulumi/pulumi/sdk/v3/go/common/constant"
	"github.com/pulumi/pulumi/sdk/v3/go/common/util/cmdutil"
	"github.com/pulumi/pulumi/sdk/v3/go/common/util/logging"
	"github.com/pulumi/pulumi/sdk/v3/go/common/util/rpcutil"
	"github.com/pulumi/pulumi/sdk/v3/go/common/version"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"

	"pulumi-registrar/pulumi-build/enginewatch"
)

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
	cmdutil.InitTracing("pulumi-language-go", "pulumi-language-go", *tracing)

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	cancelServer := make(chan bool)
	go func() {
		<-ctx.Done()
		close(cancelServer)
	}()

	host := &goHost{ctx: ctx, runs: map[*exec.Cmd]struct{}{}}
	// The engine passes its own address as the only positional argument.
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

type goHost struct {
	pulumirpc.UnimplementedLanguageRuntimeServer

	ctx context.Context // lives as long as the host

	mu            sync.Mutex
	engineAddress string
	runs          map[*exec.Cmd]struct{} // running programs, interrupted by Cancel
}

// setEngine records the engine address and watches it (package enginewatch), so an engine that
// has gone never leaves this process (and the program it runs) behind.
func (h *goHost) setEngine(addr string) {
	if addr == "" {
		return
	}
	h.mu.Lock()
	known := h.engineAddress == addr
	h.engineAddress = addr
	h.mu.Unlock()
	if !known {
		enginewatch.Watch(h.ctx, addr, enginewatch.CheckInterval, h.engineGone)
	}
}

// engineGone ends the programs this host runs, which have nobody left to report to, and the host.
func (h *goHost) engineGone() {
	h.mu.Lock()
	for cmd := range h.runs {
		_ = cmd.Process.Kill()
	}
	h.mu.Unlock()
	os.Exit(enginewatch.ExitCodeEngineGone)
}

func (h *goHost) Handshake(
	ctx context.Context, req *pulumirpc.LanguageHandshakeRequest,
) (*pulumirpc.LanguageHandshakeResponse, error) {
	h.setEngine(req.GetEngineAddress())
	return &pulumirpc.LanguageHandshakeResponse{}, nil
}

func (h *goHost) GetPluginInfo(context.Context, *emptypb.Empty) (*pulumirpc.PluginInfo, error) {
	return &pulumirpc.PluginInfo{Version: version.Version}, nil
}

// GetRequiredPackages names none: the engine loads each provider when the program first registers
// one of its resources, at the version the program's SDK gives.
func (h *goHost) GetRequiredPackages(
	context.Context, *pulumirpc.GetRequiredPackagesRequest,
) (*pulumirpc.GetRequiredPackagesResponse, error) {
	return &pulumirpc.GetRequiredPackagesResponse{}, nil
}

// GetRequiredPlugins is the older form of GetRequiredPackages, kept for older engines.
func (h *goHost) GetRequiredPlugins(
	context.Context, *pulumirpc.GetRequiredPluginsRequest,
) (*pulumirpc.GetRequiredPluginsResponse, error) {
	return &pulumirpc.GetRequiredPluginsResponse{}, nil
}

// InstallDependencies downloads the program's modules (`pulumi install`); `go build` would
// otherwise fetch them at the first run.
func (h *goHost) InstallDependencies(
	req *pulumirpc.InstallDependenciesRequest, server pulumirpc.LanguageRuntime_InstallDependenciesServer,
) error {
	closer, stdout, stderr, err := rpcutil.MakeInstallDependenciesStreams(server, req.GetIsTerminal())
	if err != nil {
		return err
	}
	defer closer.Close()
	goBin, err := exec.LookPath("go")
	if err != nil {
		return errors.New("could not find go on the $PATH: install Go (https://go.dev/dl) and put it on PATH")
	}
	cmd := exec.CommandContext(server.Context(), goBin, "mod", "download")
	cmd.Dir = req.GetInfo().GetProgramDirectory()
	cmd.Stdout, cmd.Stderr = stdout, stderr
	fmt.Fprintf(stdout, "Installing dependencies...\n\n")
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("`go mod download` in %s failed: %w", cmd.Dir, err)
	}
	fmt.Fprintf(stdout, "Finished installing dependencies\n\n")
	return closer.Close()
}

func (h *goHost) Run(ctx context.Context, req *pulumirpc.RunRequest) (*pulumirpc.RunResponse, error) {
	h.mu.Lock()
	engine := h.engineAddress
	h.mu.Unlock()
	if engine == "" {
		return nil, errors.New("the engine address is unknown: Handshake must be called before Run")
	}
	program, err := buildProgram(ctx, req.GetInfo(), req.GetProject())
	if err != nil {
		return &pulumirpc.RunResponse{Error: err.Error()}, nil
	}
	env, err := programEnv(req, engine)
	if err != nil {
		return &pulumirpc.RunResponse{Error: err.Error()}, nil
	}

	logging.V(5).Infof("language host launching: %s", program)
	cmd := exec.CommandContext(ctx, program, req.GetArgs()...)
	cmd.Dir = req.GetInfo().GetProgramDirectory()
	cmd.Env = env
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	// Give the program a chance to shut down cleanly when the engine cancels.
	cmd.Cancel = func() error { return cmd.Process.Signal(os.Interrupt) }
	cmd.WaitDelay = 5 * time.Second
	if err := cmd.Start(); err != nil {
		return &pulumirpc.RunResponse{Error: fmt.Sprintf("could not run the program %s: %v", program, err)}, nil
	}
	h.track(cmd, true)
	err = cmd.Wait()
	h.track(cmd, false)

	var exitErr *exec.ExitError
	switch {
	case err == nil:
		return &pulumirpc.RunResponse{}, nil
	// pulumi.Run exits so once it has logged the error: the engine then prints nothing more.
	case errors.As(err, &exitErr) && exitErr.ExitCode() == constant.ExitStatusLoggedError:
		return &pulumirpc.RunResponse{Bail: true}, nil
	case errors.As(err, &exitErr) && exitErr.ExitCode() > 0:
		return &pulumirpc.RunResponse{
			Error: fmt.Sprintf("program exited with non-zero exit code: %d", exitErr.ExitCode()),
		}, nil
	default:
		return &pulumirpc.RunResponse{Error: fmt.Sprintf("program exited unexpectedly: %v", err)}, nil
	}
}

// buildProgram compiles the program's entry point (its directory by default) with `go build`,
// in the environment the host has (GOFLAGS, GOPROXY, GOCACHE...), and returns the binary's path.
func buildProgram(ctx context.Context, info *pulumirpc.ProgramInfo, project string) (string, error) {
	goBin, err := exec.LookPath("go")
	if err != nil {
		return "", errors.New("could not find go on the $PATH: install Go (https://go.dev/dl) and put it on PATH")
	}
	cacheDir, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("no directory to build the program in: %w (set XDG_CACHE_HOME or HOME)", err)
	}
	entry := info.GetEntryPoint()
	if entry == "" {
		entry = "."
	}
	// One path per project and entry point, so `go build` finds the binary it built last time.
	key := sha256.Sum256([]byte(project + "\x00" + entry))
	out := filepath.Join(cacheDir, "pulumi-language-go", project+"-"+hex.EncodeToString(key[:8]))
	if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
		return "", err
	}
	cmd := exec.CommandContext(ctx, goBin, "build", "-o", out, entry)
	cmd.Dir = info.GetProgramDirectory()
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("unable to build the Go program in %s (`go build %s`): %w", cmd.Dir, entry, err)
	}
	return out, nil
}

// programEnv is the host's environment with the engine's settings, under the names the Go SDK's
// pulumi.Run reads.
func programEnv(req *pulumirpc.RunRequest, engine string) ([]string, error) {
	config, err := json.Marshal(req.GetConfig())
	if err != nil {
		return nil, fmt.Errorf("failed to serialize configuration: %w", err)
	}
	secretKeys := req.GetConfigSecretKeys()
	if secretKeys == nil {
		secretKeys = []string{}
	}
	secretKeysJSON, err := json.Marshal(secretKeys)
	if err != nil {
		return nil, fmt.Errorf("failed to serialize secret keys: %w", err)
	}
	env := os.Environ()
	set := func(name, value string) {
		if value != "" {
			env = append(env, name+"="+value)
		}
	}
	set(pulumi.EnvOrganization, req.GetOrganization())
	set(pulumi.EnvProject, req.GetProject())
	set(pulumi.EnvStack, req.GetStack())
	set(pulumi.EnvPulumiRootDirectory, req.GetInfo().GetRootDirectory())
	set(pulumi.EnvConfig, string(config))
	set(pulumi.EnvConfigSecretKeys, string(secretKeysJSON))
	set(pulumi.EnvDryRun, strconv.FormatBool(req.GetDryRun()))
	set(pulumi.EnvParallel, strconv.Itoa(int(req.GetParallel())))
	set(pulumi.EnvMonitor, req.GetMonitorAddress())
	set(pulumi.EnvEngine, engine)
	return env, nil
}

func (h *goHost) track(cmd *exec.Cmd, running bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if running {
		h.runs[cmd] = struct{}{}
	} else {
		delete(h.runs, cmd)
	}
}

// Cancel interrupts running programs; Run then reports how they ended.
func (h *goHost) Cancel(context.Context, *emptypb.Empty) (*emptypb.Empty, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for cmd := range h.runs {
		_ = cmd.Process.Signal(os.Interrupt)
	}
	return &emptypb.Empty{}, nil
}

func (h *goHost) About(ctx context.Context, _ *pulumirpc.AboutRequest) (*pulumirpc.AboutResponse, error) {
	goBin, err := exec.LookPath("go")
	if err != nil {
		return nil, errors.New("could not find go on the $PATH: install Go (https://go.dev/dl) and put it on PATH")
	}
	resp := &pulumirpc.AboutResponse{Executable: goBin}
	if out, err := exec.CommandContext(ctx, goBin, "env", "GOVERSION").Output(); err == nil {
		resp.Version = strings.TrimSpace(string(out))
	}
	return resp, nil
}
