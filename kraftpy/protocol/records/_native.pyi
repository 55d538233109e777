# The compiled per-record check (_native.c); record.py's `_check_records` is its reference.

def check_records(
    data: bytes | bytearray | memoryview, count: int, key_required: bool, /
) -> tuple[int, int] | None: ...
