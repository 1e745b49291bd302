"""The `macllm` command line (Typer): each command a thin call into a library function."""
