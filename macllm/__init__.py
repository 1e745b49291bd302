"""macllm: private, local LLM chat on Apple's MLX.

Importing the package loads OpenBLAS on Linux before anything imports mlx (see macllm.runtime.backend): MLX picks
its BLAS when it is first loaded, and the bundled reference BLAS is 4-50x slower for dense float32 matmul.
It also sets MLX's CUDA cache defaults the user has not set (backend.cuda_defaults: no "Cache thrashing" error
after 512 distinct prompt lengths). The import does not load mlx itself, so the UI can import macllm without pulling MLX in.
"""

from macllm.runtime import backend as _backend

_backend.preload_openblas()
_backend.cuda_defaults()

__version__ = "0.1.0"
