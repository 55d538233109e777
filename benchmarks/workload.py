"""The records the benchmarks send: varied as producers send them (the default), or identical for comparison.

A real producer's records differ from one another in size, key and headers, and a broker's per-record work depends
on it (a batch of identical records is the cheapest case for any validator). The mixes, each seeded so that a run
sends the same records every time:

* ``varied`` (default): value sizes uniform in 0.5-1.5x the mean, a key of 8-24 bytes on every record, one header
  on every 4th record;
* ``bimodal``: 90% of the values at 0.5x the mean and 10% at 5.5x (the same mean), keys and headers as ``varied``;
* ``identical``: every value the mean size, no key, no header (what the benchmarks sent before).

Values are slices of a fixed random text (compressible as text is). :func:`records` gives a pool of records that
the benchmarks cycle through, so producing them costs nothing but the client's own work.
"""

from __future__ import annotations

import random

MIXES = ("varied", "bimodal", "identical")
DEFAULT_MIX = "varied"

Header = tuple[str, bytes]
Rec = tuple[bytes | None, bytes, list[Header]]

_WORDS = (
    b"the quick brown fox jumps over a lazy dog and then some more order payment user event session click view cart"
).split()


def _text(rng: random.Random, size: int) -> bytes:
    out = bytearray()
    while len(out) < size:
        out += rng.choice(_WORDS) + b" "
    return bytes(out)


def value_size(mix: str, mean: int, i: int, rng: random.Random) -> int:
    """The size of the `i`th value of `mix` around `mean` bytes."""
    if mix == "identical":
        return mean
    if mix == "bimodal":
        return mean // 2 if rng.random() < 0.9 else mean * 11 // 2
    return rng.randint(mean // 2, mean * 3 // 2)


def records(mix: str, mean: int, *, count: int = 1024, seed: int = 1) -> list[Rec]:
    """`count` records of `mix` with values of `mean` bytes on average: (key, value, headers)."""
    if mix not in MIXES:
        raise ValueError(f"unknown mix {mix!r} (one of {', '.join(MIXES)})")
    rng = random.Random(f"{mix}-{mean}-{seed}")
    text = _text(rng, 6 * mean + 4096)
    out: list[Rec] = []
    for i in range(count):
        size = value_size(mix, mean, i, rng)
        start = rng.randrange(len(text) - size + 1)
        value = text[start : start + size]
        if mix == "identical":
            out.append((None, text[:size], []))
            continue
        key = b"user-%d-" % rng.randrange(10**6)
        key = (key + _text(rng, 24))[: rng.randint(8, 24)]
        headers = [("trace-id", b"%016x" % rng.getrandbits(64))] if i % 4 == 0 else []
        out.append((key, value, headers))
    return out


def payload_bytes(pool: list[Rec]) -> float:
    """Mean bytes of value per record of `pool` (what the benchmarks' MB/s and CPU per GB count)."""
    return sum(len(v) for _k, v, _h in pool) / len(pool)
