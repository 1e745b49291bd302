"""The command line on several ranks: `mlx.launch ... -- macllm generate ...` and `--hostfile`.

Under `mlx.launch` every rank runs the same command line. Rank 0 runs the command as on one machine (it alone
prints and binds HTTP); on the other ranks an engine command runs only the engine, which follows rank 0's steps
on its shard of the model (runtime/engine.py) and exits when rank 0 ends. `macllm --hostfile hosts.json
generate ...` (the option anywhere on the line) starts mlx.launch with that hostfile for the user.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

from macllm.errors import MacllmError

ENGINE_COMMANDS = ("generate", "serve", "chat", "ask")


def command_of(argv: list[str]) -> str | None:
    """The subcommand a command line runs (the first word that is not an option)."""
    return next((a for a in argv if not a.startswith("-")), None)


def hostfile_of(argv: list[str]) -> tuple[str | None, list[str]]:
    """(the --hostfile given, the command line without it)."""
    rest, hostfile, i = [], None, 0
    while i < len(argv):
        a = argv[i]
        if a == "--hostfile":
            if i + 1 >= len(argv):
                raise MacllmError("--hostfile needs a file (write one with mlx.distributed_config; see the README)")
            hostfile, i = argv[i + 1], i + 2
            continue
        if a.startswith("--hostfile="):
            hostfile = a.split("=", 1)[1]
        else:
            rest.append(a)
        i += 1
    return hostfile, rest


def launch_command(hostfile: str, argv: list[str]) -> list[str]:
    """mlx.launch running this macllm on every host of the hostfile (the same Python path on each)."""
    if not Path(hostfile).is_file():
        raise MacllmError(f"hostfile '{hostfile}' not found; write one with mlx.distributed_config (see the README)")
    launcher = Path(sys.executable).parent / "mlx.launch"
    if not launcher.exists():
        found = shutil.which("mlx.launch")
        if found is None:
            raise MacllmError("mlx.launch is not installed; reinstall macllm (./scripts/setup)")
        launcher = Path(found)
    return [str(launcher), "--hostfile", hostfile, "--", sys.executable, "-m", "macllm.cli.main", *argv]


def run_launched(argv: list[str]) -> int | None:
    """What main() runs before the Typer app: mlx.launch for --hostfile, or the engine alone on a rank other
    than 0 of an engine command; None when the command runs as usual."""
    from macllm.runtime.distributed import launched_rank

    hostfile, rest = hostfile_of(argv)
    rank = launched_rank()
    if hostfile is not None:
        if rank is not None:
            raise MacllmError("--hostfile starts mlx.launch itself; leave it out under mlx.launch")
        cmd = launch_command(hostfile, rest)
        os.execv(cmd[0], cmd)
    if rank and command_of(argv) in ENGINE_COMMANDS:
        import signal

        from macllm.runtime.engine import Engine

        signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C reaches every local rank: rank 0 ends them all
        return Engine().follow()
    return None


def release_followers(argv: list[str]) -> None:
    """Rank 0 of an engine command that ended before its engine started (a bad option, an empty prompt): the
    other ranks wait for its first message; tell them to stop."""
    from macllm.runtime.distributed import launched_rank

    if launched_rank() == 0 and command_of(argv) in ENGINE_COMMANDS:
        from macllm.runtime.engine import release_followers as release

        release()
