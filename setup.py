"""Builds kraftpy's optional C extension, the native fast path of record validation
(kraftpy/protocol/records/_native.c). Everything else is in pyproject.toml.

The extension is optional: where it cannot be compiled (no C compiler, no Python headers) the build says so and
goes on, and kraftpy runs its pure-Python implementation. ``KRAFTPY_NO_NATIVE=1`` skips it on purpose.
"""

from __future__ import annotations

import os
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext


class OptionalBuildExt(build_ext):
    """build_ext that warns instead of failing when the extension cannot be built."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as exc:  # no compiler at all, a platform without one configured
            self._skip(exc)

    def build_extension(self, ext: Extension) -> None:
        try:
            super().build_extension(ext)
        except Exception as exc:  # the compiler failed (missing headers, ...)
            self._skip(exc)

    @staticmethod
    def _skip(exc: Exception) -> None:
        print(
            f"warning: kraftpy's native fast path was not built ({exc}); the pure-Python record validation is used",
            file=sys.stderr,
        )


native = Extension(
    "kraftpy.protocol.records._native",
    sources=["kraftpy/protocol/records/_native.c"],
    optional=True,
)

setup(
    ext_modules=[] if os.environ.get("KRAFTPY_NO_NATIVE") == "1" else [native],
    cmdclass={"build_ext": OptionalBuildExt},
)
