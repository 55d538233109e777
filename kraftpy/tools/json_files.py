"""What the tools that take a JSON file (`leader-election --path-to-json-file`, `reassign-partitions`) share: reading
the file into one line of error, and the test for a JSON integer."""

from __future__ import annotations

from pathlib import Path
from typing import Any

__all__ = ["is_json_int", "read_json_file"]


def read_json_file(path: str, error: type[Exception], name: str = "file") -> str:
    """The text of the file at `path`; `error` (the tool's own) with one line when it is missing or unreadable
    ("The <name> <path> does not exist", "Cannot read the <name> <path>: why")."""
    try:
        return Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise error(f"The {name} {path} does not exist") from None
    except (OSError, UnicodeDecodeError) as e:
        raise error(f"Cannot read the {name} {path}: {e}") from None


def is_json_int(value: Any) -> bool:
    """A JSON integer as `json.loads` gives it (True and False are not)."""
    return isinstance(value, int) and not isinstance(value, bool)
