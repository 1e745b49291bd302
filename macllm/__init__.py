"""macllm: private, local LLM chat on Apple's MLX.

Importing the package loads OpenBLAS on Linux before anything imports mlx (see macllm.runtime.backend): MLX picks
its BLAS when it is first loaded, and the bundled reference BLAS is 4-50x slower for dense float32 matmul.
The import does not load mlx itself, so the UI can import macllm without pulling MLX in.
"""

from macllm.runtime import backend as _backend

_backend.preload_openblas()

__version__ = "0.1.0"
