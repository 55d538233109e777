# The compiled fast path (_native.c): record.py's `_check_records` is the reference of `check_records`, and
# kraftpy.storage.cleaner_records' `_scan_generic` the reference of `scan_keys`.

def check_records(
    data: bytes | bytearray | memoryview, count: int, key_required: bool, /
) -> tuple[int, int] | None: ...
def scan_keys(
    data: bytes | bytearray | memoryview, count: int, starts: bool, /
) -> tuple[list[bytes | None], list[int], list[int], list[bool], int, bool, bool, bool] | None: ...
def new_buffer(size: int, /) -> bytearray: ...
