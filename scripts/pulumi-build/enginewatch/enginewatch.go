// Package enginewatch ends a language host that outlives its engine.
package enginewatch

import (
	"context"
	"errors"
	"net"
	"syscall"
	"time"
)

// The Pulumi CLI starts a language host in a process group of its own, so a `kill -9` of `pulumi up`
// (or of its process group, as a CI runner ends a job) does not reach it; its gRPC server then
// keeps it alive with nobody to serve. The SDK's health check would notice only at its next
// call, five minutes later. The engine's address, given to the host when it starts, says at once:
// the engine's gRPC server listens there until the engine has gone, and then the kernel refuses a
// connection. The Node dynamic provider of this repository watches its engine the same way.

const (
	// CheckInterval is the time between looks at the engine: one loopback connection
	// each, opened and closed.
	CheckInterval = time.Second
	// engineProbeTimeout ends a look that has neither connected nor been refused: it proves
	// nothing.
	engineProbeTimeout = 2 * time.Second
	// ExitCodeEngineGone is the exit status of a host that ended because its engine had gone.
	ExitCodeEngineGone = 3
)

// engineState is what one look at the engine's address saw.
type engineState int

const (
	engineAlive engineState = iota
	engineGone
	engineUnknown
)

// probeEngine connects to the engine's address and closes the connection at once. Only a refused
// connection means gone: an engine stopped by a signal (SIGSTOP, Ctrl-Z) still accepts through the
// kernel, and a busy one or a full backlog ends in the timeout, unknown, never gone on doubt.
func probeEngine(address string, timeout time.Duration) engineState {
	conn, err := net.DialTimeout("tcp", address, timeout)
	if err == nil {
		_ = conn.Close()
		return engineAlive
	}
	if errors.Is(err, syscall.ECONNREFUSED) {
		return engineGone
	}
	return engineUnknown
}

// Watch looks at the engine every interval until ctx ends, and calls onGone once, at the
// first refused connection.
func Watch(ctx context.Context, address string, interval time.Duration, onGone func()) {
	go func() {
		ticker := time.NewTicker(interval)
		defer ticker.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-ticker.C:
				if probeEngine(address, engineProbeTimeout) == engineGone {
					onGone()
					return
				}
			}
		}
	}()
}
