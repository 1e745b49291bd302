"""User-facing errors: each says what went wrong and what to do next. The CLI prints them as one line."""


class MacllmError(Exception):
    """An error a user can act on; its message is shown as it is, without a traceback."""


class Stopping(MacllmError):
    """The engine is stopping or has stopped (serve's Ctrl-C or SIGTERM): the request was not at fault and can be
    sent again once the server is back (the API answers 503 with Retry-After, which clients retry)."""


class Cancelled(MacllmError):
    """The user stopped it (a download, say); nothing of it is kept."""


class ModelNotFound(MacllmError):
    pass


class ModelFormatError(MacllmError):
    """A model file that is corrupt, truncated or of an architecture macllm cannot run."""


class ChecksumMismatch(MacllmError):
    pass


class ContextOverflow(MacllmError):
    pass
