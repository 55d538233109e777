"""Java `.properties` files (server.properties, meta.properties): reading and writing.

Follows `java.util.Properties`: `#` and `!` comment lines, `key=value`, `key:value` or `key value`, whitespace
around the separator, backslash line continuations and escapes (`\\t`, `\\n`, `\\uXXXX`, ...). Keys keep their
order of appearance; a repeated key takes its last value.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

_ESCAPES = {"t": "\t", "n": "\n", "r": "\r", "f": "\f"}


class PropertiesError(ValueError):
    """A malformed properties file (names the file and line)."""


def _logical_lines(text: str) -> Iterable[tuple[int, str]]:
    pending: list[str] = []
    start = 0
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.lstrip(" \t\f")
        if not pending:
            if not line or line[0] in "#!":
                continue
            start = number
        # an odd number of trailing backslashes continues the line
        trailing = len(line) - len(line.rstrip("\\"))
        if trailing % 2 == 1:
            pending.append(line[:-1])
            continue
        pending.append(line)
        yield start, "".join(pending)
        pending = []
    if pending:
        yield start, "".join(pending)


def _unescape(s: str, where: str) -> str:
    if "\\" not in s:
        return s
    out: list[str] = []
    i = 0
    while i < len(s):
        c = s[i]
        if c != "\\":
            out.append(c)
            i += 1
            continue
        i += 1
        if i >= len(s):
            break
        c = s[i]
        if c == "u":
            digits = s[i + 1 : i + 5]
            if len(digits) != 4 or any(d not in "0123456789abcdefABCDEF" for d in digits):
                raise PropertiesError(f"{where}: malformed \\uXXXX escape")
            out.append(chr(int(digits, 16)))
            i += 5
            continue
        out.append(_ESCAPES.get(c, c))
        i += 1
    return "".join(out)


def _split(line: str) -> tuple[str, str]:
    i = 0
    n = len(line)
    while i < n:
        c = line[i]
        if c == "\\":
            i += 2
            continue
        if c in "=: \t\f":
            break
        i += 1
    key = line[:i]
    rest = line[i:].lstrip(" \t\f")
    if rest[:1] in ("=", ":"):
        rest = rest[1:].lstrip(" \t\f")
    return key, rest


def parse_properties(text: str, source: str = "<properties>") -> dict[str, str]:
    result: dict[str, str] = {}
    for number, line in _logical_lines(text):
        key, value = _split(line)
        where = f"{source}:{number}"
        result[_unescape(key, where)] = _unescape(value, where)
    return result


def _escape(s: str, is_key: bool) -> str:
    out: list[str] = []
    for i, c in enumerate(s):
        if c == "\\":
            out.append("\\\\")
        elif c == "\n":
            out.append("\\n")
        elif c == "\t":
            out.append("\\t")
        elif c == "\r":
            out.append("\\r")
        elif c in "=:#!" or (c == " " and (is_key or i == 0)):
            out.append("\\" + c)
        else:
            out.append(c)
    return "".join(out)


def format_properties(values: Mapping[str, str], comment: str | None = None) -> str:
    lines = [f"#{comment}"] if comment else []
    lines += [f"{_escape(k, True)}={_escape(v, False)}" for k, v in values.items()]
    return "\n".join(lines) + "\n"
