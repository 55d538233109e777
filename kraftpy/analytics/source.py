"""The ``kraftpy-metadata`` data source (Spark 4's Python Data Source API).

Batch::

    from kraftpy.analytics.source import register
    register(spark)
    df = spark.read.format("kraftpy-metadata").load("/var/lib/kraftpy/metadata")   # or .../__cluster_metadata-0

Files are cut at batch boundaries into input partitions of about ``splitBytes`` bytes (option; default
16 MiB, ``0`` for one partition per file), so executors decode in parallel even a single large segment or
snapshot. Each task reads its piece through kraftpy's storage layer and decodes its records straight into Arrow
record batches (:mod:`.columns`: the column decoder, no Python object per value). The path must be readable by
the executors (a local path in local mode; on a cluster, a path every worker sees). Spark hands the options over
with their names in lower case; they are read whatever their case.

Streaming: ``spark.readStream.format("kraftpy-metadata").load(dir)`` tails a live node's log segments. Offsets are
the log's offsets (``{"offset": N}``: the next offset to read); option ``startingOffsets`` is ``earliest`` (the
first offset still in a segment; the default), ``latest`` or a number. A micro-batch holds the complete batches
written since the previous one (a batch still being written is left for the next); what a node has appended but
not yet committed can be truncated later, as on the node itself. Records that left the log behind a snapshot
before they were read come out as one ``gap`` row.
"""

from __future__ import annotations

import bisect
import logging
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from pyspark.sql import SparkSession
from pyspark.sql.datasource import DataSource, DataSourceReader, DataSourceStreamReader, InputPartition
from pyspark.sql.types import StructType

from kraftpy.storage.fs import RealFileSystem

from .decode import (
    NEVER,
    SEGMENT,
    Damage,
    LogFile,
    LogPlan,
    Piece,
    gap_row,
    plan_log,
    plan_pieces,
    walk_batches,
)

__all__ = ["FORMAT", "MetadataLogDataSource", "register"]

logger = logging.getLogger(__name__)

FORMAT = "kraftpy-metadata"
# Decoding costs a Python worker about 0.3 s of CPU per MB: pieces of 16 MiB keep every core busy to the end
# without making tasks so small that scheduling them costs more than they do.
DEFAULT_SPLIT_BYTES = 16 * 1024 * 1024


def register(spark: SparkSession) -> None:
    """Make ``spark.read.format("kraftpy-metadata")`` (and ``readStream``) available in this session."""
    spark.dataSource.register(MetadataLogDataSource)


class _Task(InputPartition):
    """What one Spark task reads: a piece of a file, or one gap message."""

    def __init__(self, piece: Piece | None = None, gap: str | None = None, directory: str = "") -> None:
        super().__init__(piece.file.name if piece is not None else "gap" if gap is not None else "empty")
        self.piece = piece
        self.gap = gap
        self.directory = directory


def _read_task(task: _Task) -> Iterator[Any]:
    # imported on the executor that reads: pyarrow (an optional extra) and the decoder load there, not with the source
    from .columns import piece_batches, rows_to_batch

    if task.gap is not None:
        plan = LogPlan(task.directory, (), None, 0)
        yield rows_to_batch([gap_row(plan, task.gap)])
    elif task.piece is not None:
        yield from piece_batches(task.piece)


def _option(options: Mapping[str, str], name: str, default: str) -> str:
    """Option `name` whatever its case: Spark hands the options over with their names in lower case."""
    wanted = name.lower()
    for key, value in options.items():
        if key.lower() == wanted:
            return value
    return default


def _path(options: Mapping[str, str]) -> str:
    path = _option(options, "path", "")
    if not path:
        raise ValueError(f"{FORMAT}: give the metadata log directory: .load(path)")
    return path


class MetadataLogDataSource(DataSource):
    """Rows of the metadata log's segments and snapshots; see the module docstring."""

    @classmethod
    def name(cls) -> str:
        return FORMAT

    def schema(self) -> str:
        # (pyarrow, an optional extra, loads only once Spark asks)
        from .columns import DDL

        return DDL

    def reader(self, schema: StructType) -> DataSourceReader:
        return _BatchReader(self.options)

    def streamReader(self, schema: StructType) -> DataSourceStreamReader:
        return _StreamReader(self.options)


class _BatchReader(DataSourceReader):
    def __init__(self, options: Mapping[str, str]) -> None:
        self.path = _path(options)
        self.split_bytes = int(_option(options, "splitBytes", str(DEFAULT_SPLIT_BYTES)))

    def partitions(self) -> Sequence[InputPartition]:
        plan = plan_log(self.path)
        tasks: list[InputPartition] = [_Task(gap=g, directory=plan.directory) for g in plan.gaps]
        tasks += [_Task(p) for p in plan_pieces(plan, self.split_bytes)]
        if not tasks:  # an empty log directory: one task that reads no rows
            tasks.append(_Task())
        return tasks

    def read(self, partition: InputPartition) -> Iterator[Any]:
        assert isinstance(partition, _Task)
        return _read_task(partition)


class _StreamReader(DataSourceStreamReader):
    """Tails the segments; offsets are log offsets. State kept between calls (on the driver): for each segment,
    the position and next offset reached by the last scan, so that each call reads only what is new."""

    def __init__(self, options: Mapping[str, str]) -> None:
        self.path = _path(options)
        self.starting = _option(options, "startingOffsets", "earliest")
        # segment name -> (position, next offset) after its last complete batch seen
        self._scanned: dict[str, tuple[int, int]] = {}
        # segment name -> sorted (offset, position) pairs of batch starts seen at the end of scans
        self._marks: dict[str, list[tuple[int, int]]] = {}

    def _segments(self) -> tuple[LogPlan, list[LogFile]]:
        plan = plan_log(self.path)
        return plan, [f for f in plan.files if f.kind == SEGMENT]

    def _end(self) -> int:
        """The offset after the last complete batch of the log (scanning only what is new)."""
        fs = RealFileSystem()
        plan, segments = self._segments()
        if not segments:
            return plan.chain_start
        end = segments[0].base_offset
        live = {f.name for f in segments}
        for name in list(self._scanned):
            if name not in live:
                del self._scanned[name]
                self._marks.pop(name, None)
        for f in segments:
            pos, next_offset = self._scanned.get(f.name, (0, f.base_offset))
            if pos > f.size:  # the segment was truncated: scan it again
                pos, next_offset = 0, f.base_offset
                self._marks.pop(f.name, None)
            for item in walk_batches(fs, f.path, pos, partial_tail_ok=True):
                if isinstance(item, Damage):
                    logger.warning(
                        "%s: %s at byte position %d; the stream waits there", f.path, item.reason, item.position
                    )
                    break
                p, _view, h = item
                pos, next_offset = p + h.batch_length + 12, h.next_offset
            self._scanned[f.name] = (pos, next_offset)
            marks = self._marks.setdefault(f.name, [])
            if not marks or marks[-1][0] < next_offset:
                marks.append((next_offset, pos))
            end = max(end, next_offset)
        return end

    def initialOffset(self) -> dict[str, int]:
        if self.starting == "latest":
            return {"offset": self._end()}
        if self.starting != "earliest":
            return {"offset": int(self.starting)}
        _plan, segments = self._segments()
        return {"offset": segments[0].base_offset if segments else 0}

    def latestOffset(self, start: dict[str, int] | None = None, limit: Any = None) -> dict[str, int]:
        end = self._end()
        if start is not None:
            end = max(end, int(start["offset"]))
        return {"offset": end}

    def partitions(self, start: dict[str, int], end: dict[str, int]) -> Sequence[InputPartition]:
        lo, hi = int(start["offset"]), int(end["offset"])
        if lo >= hi:
            return []
        plan, segments = self._segments()
        tasks: list[InputPartition] = []
        if segments and lo < segments[0].base_offset:
            tasks.append(
                _Task(
                    gap=f"{plan.directory}: records {lo} to {segments[0].base_offset - 1} left the log "
                    "before the stream read them (they are in a snapshot now)",
                    directory=plan.directory,
                )
            )
        for i, f in enumerate(segments):
            next_base = segments[i + 1].base_offset if i + 1 < len(segments) else NEVER
            if next_base <= lo or f.base_offset >= hi:
                continue
            start_pos = 0
            marks = self._marks.get(f.name, [])
            k = bisect.bisect_right(marks, (lo, NEVER)) - 1
            if k >= 0 and marks[k][0] == lo and marks[k][1] <= f.size:
                start_pos = marks[k][1]
            tasks.append(_Task(Piece(f, start_pos, NEVER, lo, hi, partial_tail_ok=True)))
        return tasks

    def read(self, partition: InputPartition) -> Iterator[Any]:
        assert isinstance(partition, _Task)
        return _read_task(partition)

    def commit(self, end: dict[str, int]) -> None:
        offset = int(end["offset"])
        for name, marks in self._marks.items():  # keep only the marks a later micro-batch can start from
            self._marks[name] = [m for m in marks if m[0] >= offset] or marks[-1:]
