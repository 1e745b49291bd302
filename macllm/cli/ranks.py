"""The command line on several ranks: `mlx.launch ... -- macllm generate ...` and `--hostfile`.

Under `mlx.launch` every rank runs the same command line. Rank 0 runs the command as on one machine (it alone
prints and binds HTTP); on the other ranks an engine command runs only the engine, which follows rank 0's steps
on its shard of the model (runtime/engine.py) and exits when rank 0 ends. `macllm --hostfile hosts.json
generate ...` (the option anywhere on the line) starts mlx.launch with that hostfile for the user, and exits with
the status of the command (rank 0's, or 1 where another rank failed), which mlx.launch itself does not give: every
rank's last line on stderr says how it ended (EXIT_MARK, only under --hostfile), and that line stays unprinted.
"""

from __future__ import annotations

import os
import re
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


def launch_command(hostfile: str, argv: list[str], mark: str = "") -> list[str]:
    """mlx.launch running this macllm on every host of the hostfile (the same Python path on each); mark: the
    EXIT_MARK each rank ends with (mlx.launch sets it on every host)."""
    if not Path(hostfile).is_file():
        raise MacllmError(f"hostfile '{hostfile}' not found; write one with mlx.distributed_config (see the README)")
    launcher = Path(sys.executable).parent / "mlx.launch"
    if not launcher.exists():
        found = shutil.which("mlx.launch")
        if found is None:
            raise MacllmError("mlx.launch is not installed; reinstall macllm (./scripts/setup)")
        launcher = Path(found)
    env = ["--env", f"{EXIT_MARK}={mark}"] if mark else []
    return [str(launcher), "--hostfile", hostfile, *env, "--", sys.executable, "-m", "macllm.cli.main", *argv]


def hostfile_ranks(hostfile: str) -> int:
    """How many ranks mlx.launch starts from a hostfile (one per host: a list of hosts, or {"hosts": [...]})."""
    import json

    try:
        data = json.loads(Path(hostfile).read_text())
        return len(data["hosts"] if isinstance(data, dict) else data)
    except (OSError, ValueError, KeyError, TypeError) as e:
        raise MacllmError(
            f"hostfile '{hostfile}' cannot be read ({e}); write one with mlx.distributed_config"
        ) from None


# mlx.launch, with Ctrl-C caught (a handler, which its children do not inherit, unlike an ignored signal): it lives
# on to pass the ranks' last lines and their exit codes on, while rank 0 ends them all
LAUNCHER = (
    "import runpy, signal, sys; signal.signal(signal.SIGINT, lambda *_: None); sys.argv = sys.argv[1:]; "
    "runpy.run_path(sys.argv[0], run_name='__main__')"
)
EXIT_MARK = "MACLLM_EXIT_MARK"  # a launched rank with this variable ends with the line "<mark> <rank> <status>"


def exit_line(mark: str) -> re.Pattern:
    """A rank's last line under --hostfile: the mark, the rank, its exit status."""
    return re.compile(re.escape(mark.encode()) + rb" (\d+) (-?\d+)\n?")


def run_launcher(cmd: list[str], mark: str, ranks: int) -> int:
    """Run mlx.launch (cmd, whose ranks end with the `mark` line) and return the command's exit status, which
    mlx.launch does not give (it exits 0 whatever its ranks did). Its stderr is passed on line by line, less
    the ranks' last lines, which say how each ended (launch_status)."""
    import signal
    import subprocess

    signal.signal(signal.SIGINT, lambda *_: None)  # Ctrl-C reaches every process of the terminal; rank 0 ends
    launcher = subprocess.Popen([sys.executable, "-c", LAUNCHER, *cmd], stderr=subprocess.PIPE)
    ended: dict[int, int] = {}
    pattern = exit_line(mark)
    for line in launcher.stderr:
        for found in pattern.finditer(line):  # a rank's line may share a line with another rank's output
            ended[int(found[1])] = int(found[2])
        if line := pattern.sub(b"", line):
            sys.stderr.buffer.write(line)
            sys.stderr.flush()
    return launch_status(ended, ranks, launcher.wait())


def launch_status(ended: dict[int, int], ranks: int, launcher: int) -> int:
    """The exit status of a launch of `ranks` ranks, of which those in `ended` said how they ended (rank ->
    status; a rank killed, or ended by the watchdog's os._exit, says nothing) and whose launcher exited with
    `launcher`: rank 0's status where it failed (1 for an error, 130 after Ctrl-C), else 1 where another rank
    failed or said nothing, else 0."""
    if launcher != 0 and not ended:  # mlx.launch itself failed (a usage error: 2)
        return max(launcher, 1)
    first = ended.get(0, 1)  # rank 0 said nothing: it was killed, or its watchdog gave the others up
    if first != 0:
        return max(first, 1)
    return 0 if all(ended.get(r) == 0 for r in range(ranks)) else 1


def run_launched(argv: list[str]) -> int | None:
    """What main() runs before the Typer app: mlx.launch for --hostfile, or the engine alone on a rank other
    than 0 of an engine command; None when the command runs as usual."""
    from macllm.runtime.distributed import launched_rank

    hostfile, rest = hostfile_of(argv)
    rank = launched_rank()
    if hostfile is not None:
        if rank is not None:
            raise MacllmError("--hostfile starts mlx.launch itself; leave it out under mlx.launch")
        import secrets

        mark = f"macllm-exit-{secrets.token_hex(6)}"  # a line no answer would hold
        return run_launcher(launch_command(hostfile, rest, mark), mark, hostfile_ranks(hostfile))
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


def end_rank(code) -> None:
    """End this process now when a launcher started it: the atexit handlers run (engines close, rank 0 having
    told the others to stop), stdout and stderr are flushed, and Python's teardown is skipped: its garbage
    collection of every module's objects (mlx-lm, transformers, ...) took 3-8 s per rank on this loaded CPU
    after Ctrl-C, which the other ranks and mlx.launch waited for. Returns at once on one machine."""
    from macllm.runtime.distributed import launched_rank

    if launched_rank() is None:
        return
    import atexit

    if isinstance(code, str):  # sys.exit("message"): Python prints it and exits 1
        print(code, file=sys.stderr)
    atexit._run_exitfuncs()
    status = code if isinstance(code, int) else (0 if code is None else 1)
    if mark := os.environ.get(EXIT_MARK):  # under --hostfile: how this rank ended, for the launching macllm
        try:
            sys.stdout.flush()
            print(f"{mark} {launched_rank()} {status}", file=sys.stderr, flush=True)
        except (OSError, ValueError):
            pass
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # a closed pipe (the launcher gone): nothing more to say
            pass
    os._exit(status)
