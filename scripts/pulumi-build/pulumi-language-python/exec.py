# The program runner that pulumi-language-python (this directory's test host) starts with the
# virtual environment's Python: it hands the engine's settings, which the host passes in PULUMI_*
# environment variables, to the Pulumi SDK, then runs the program's directory (its __main__.py) or
# file with runpy, as `python <program>` would. The host embeds this file and runs it with -c.
import asyncio
import logging
import os
import runpy
import sys
import traceback

# Exit status for "the error is already reported to the engine": the host then adds nothing.
ERROR_ALREADY_REPORTED = 32

try:
    import pulumi
    import pulumi.runtime
except ImportError:
    print(traceback.format_exc(), file=sys.stderr)
    print(
        "The Pulumi SDK is not installed in this Python environment: set the project's "
        "`virtualenv` runtime option, then run `pulumi install` (or pip install -r requirements.txt "
        "in that virtual environment).",
        file=sys.stderr,
    )
    sys.exit(1)


def main(program: str, args: list[str]) -> int:
    env = os.environ
    pulumi.runtime.set_all_config(
        pulumi.runtime.get_config_env(), pulumi.runtime.get_config_secret_keys_env()
    )
    pulumi.runtime.configure(
        pulumi.runtime.Settings(
            monitor=env["PULUMI_MONITOR"],
            engine=env["PULUMI_ENGINE"],
            project=env["PULUMI_PROJECT"],
            stack=env["PULUMI_STACK"],
            parallel=int(env.get("PULUMI_PARALLEL") or "0"),
            dry_run=env.get("PULUMI_DRY_RUN") == "true",
            organization=env.get("PULUMI_ORGANIZATION") or None,
            root_directory=env.get("PULUMI_ROOT_DIRECTORY") or None,
        )
    )
    sys.argv = [program, *args]
    # The program's own modules beside it import as they would under `python <program>`.
    sys.path.insert(0, program if os.path.isdir(program) else os.path.dirname(program))

    loop = asyncio.new_event_loop()
    asyncio.set_event_loop(loop)
    # The SDK leaves futures of a failed deployment unobserved on purpose; asyncio's complaints
    # about them would only hide the real error.
    logging.getLogger("asyncio").setLevel(logging.CRITICAL)
    try:
        loop.run_until_complete(
            pulumi.runtime.run_in_stack(lambda: runpy.run_path(program, run_name="__main__"))
        )
        return 0
    except pulumi.RunError as e:
        pulumi.log.error(str(e))
    except Exception:
        pulumi.log.error("Program failed with an unhandled exception:\n" + traceback.format_exc())
    finally:
        loop.close()
        sys.stdout.flush()
        sys.stderr.flush()
    return ERROR_ALREADY_REPORTED


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2:]))
