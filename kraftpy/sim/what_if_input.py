"""What `kraftpy what-if` starts from: a node's metadata log (or one snapshot) and a fault schedule.

**The log.** `read_metadata_log` reads the replay chain of a metadata log directory (a node's metadata log dir, or
its ``__cluster_metadata-0``; the files are planned as the analytics job plans them) or a single ``.checkpoint``
snapshot file, and returns every metadata record with its offset and its batch's timestamp, plus the quorum's
leader changes (LeaderChangeMessage control records). `LogHistory.image` is the image the records replay into.

**The schedule.** A JSON (or, when PyYAML is installed, YAML) file::

    {"duration_ms": 600000,
     "events": [
       {"at": "60s", "action": "power-loss", "brokers": [3], "duration": "45s"},
       {"at": "2m", "action": "partition", "racks": ["b"], "duration": "20s"},
       {"at": "4m", "action": "controller-failover", "duration": "3s"},
       {"at": "5m", "action": "kill", "brokers": [1, 2]},
       {"at": "6m", "action": "restart", "brokers": [1, 2]}]}

Actions: ``power-loss`` (the node loses what it had not flushed), ``kill`` (kill -9: nothing lost, but an unclean
shutdown), ``stop`` (a clean, controlled shutdown), ``restart``, ``partition`` (the brokers or racks named are cut
off from everything else: the other brokers and the controller quorum) and ``heal``, ``controller-failover`` (the
active controller goes; a new one is active after ``duration``). ``duration`` on a shutdown restarts the node after
that long, on a partition heals it. Times are milliseconds or strings with ``ms``, ``s``, ``m`` or ``h``.

**From the log** (`derive_schedule`): what the log recorded becomes a schedule. A broker that registered again
after an unclean shutdown (its RegisterBrokerRecord does not carry the epoch it had as ``previous_clean_epoch``)
was killed (`unclean_as` says which action to replay: ``kill`` or ``power-loss``) when its session stopped (the
fence, minus the session timeout, or just before the registration when it came back before being fenced) and
restarted at its registration; a controlled shutdown is a ``stop`` followed by a ``restart`` at the clean
registration; a broker fenced and unfenced again without registering anew was cut off (``partition``); a change of
the quorum's leader after the first is a ``controller-failover``. Leader elections are listed as observations (what
the real cluster did), not replayed: the what-if runs decide them again under each policy.
"""

from __future__ import annotations

import datetime
import json
import os
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from kraftpy.analytics.decode import Damage, plan_log, walk_batches
from kraftpy.metadata.image import EMPTY_IMAGE, MetadataDelta, MetadataImage
from kraftpy.metadata.partition import NO_LEADER, RECOVERING
from kraftpy.metadata.records import decode_record
from kraftpy.protocol.codec import Message
from kraftpy.protocol.errors import ProtocolError
from kraftpy.protocol.messages import metadata_records as mr
from kraftpy.protocol.messages.raft_records import LeaderChangeMessage
from kraftpy.protocol.records import batch_values, decode_batch, parse_control_key
from kraftpy.raft.records import decode_control_value
from kraftpy.storage.fs import RealFileSystem

__all__ = [
    "ACTIONS",
    "FaultEvent",
    "LogHistory",
    "LoggedRecord",
    "Observation",
    "Schedule",
    "ScheduleError",
    "derive_schedule",
    "load_schedule",
    "parse_duration",
    "read_metadata_log",
]

ACTIONS = ("power-loss", "kill", "stop", "restart", "partition", "heal", "controller-failover")
SHUTDOWNS = ("power-loss", "kill", "stop")
FENCE = 1  # BrokerRegistrationChangeRecord.fenced
UNFENCE = -1


class ScheduleError(ValueError):
    """A schedule file that cannot be used (one line naming the event and the problem)."""


# ================================================================================================= schedules


@dataclass(frozen=True, slots=True)
class FaultEvent:
    at_ms: int
    action: str
    brokers: tuple[int, ...] = ()
    racks: tuple[str, ...] = ()
    duration_ms: int | None = None  # restart / heal after this long; a failover's election time
    note: str = ""

    def describe(self) -> str:
        who = []
        if self.brokers:
            who.append("brokers " + ",".join(map(str, self.brokers)))
        if self.racks:
            who.append("racks " + ",".join(self.racks))
        text = f"{self.at_ms / 1000:9.3f}s  {self.action:<19} {' '.join(who)}".rstrip()
        if self.duration_ms is not None:
            text += f"  for {self.duration_ms / 1000:g}s"
        if self.note:
            text += f"  ({self.note})"
        return text

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"at_ms": self.at_ms, "action": self.action}
        if self.brokers:
            out["brokers"] = list(self.brokers)
        if self.racks:
            out["racks"] = list(self.racks)
        if self.duration_ms is not None:
            out["duration_ms"] = self.duration_ms
        if self.note:
            out["note"] = self.note
        return out


@dataclass(frozen=True, slots=True)
class Observation:
    """Something the log recorded that the what-if decides again (a leader election), for the listing."""

    at_ms: int
    what: str


@dataclass(frozen=True, slots=True)
class Schedule:
    events: tuple[FaultEvent, ...]
    duration_ms: int
    origin_wall_ms: int | None = None  # wall-clock time of t=0 (a schedule derived from a log)
    observed: tuple[Observation, ...] = ()

    def describe(self) -> str:
        lines = [f"fault schedule: {len(self.events)} event(s) over {self.duration_ms / 1000:g}s"]
        if self.origin_wall_ms is not None:
            lines[0] += f" (t=0 is {_wall(self.origin_wall_ms)})"
        lines += ["  " + e.describe() for e in self.events]
        if self.observed:
            lines.append(f"observed in the log (decided again by each policy): {len(self.observed)}")
            lines += [f"  {o.at_ms / 1000:9.3f}s  {o.what}" for o in self.observed[:40]]
            if len(self.observed) > 40:
                lines.append(f"  ... {len(self.observed) - 40} more")
        return "\n".join(lines)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"duration_ms": self.duration_ms, "events": [e.to_json() for e in self.events]}
        if self.origin_wall_ms is not None:
            out["origin_wall_ms"] = self.origin_wall_ms
        if self.observed:
            out["observed"] = [{"at_ms": o.at_ms, "what": o.what} for o in self.observed]
        return out


def _wall(ms: int) -> str:
    return datetime.datetime.fromtimestamp(ms / 1000, datetime.UTC).strftime("%Y-%m-%d %H:%M:%S.%f")[:-3] + " UTC"


_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)?\s*$")
_UNITS = {"ms": 1, "s": 1000, "m": 60_000, "h": 3_600_000}


def parse_duration(value: Any, what: str = "time") -> int:
    """Milliseconds from an int/float (ms) or a string like ``"90s"``, ``"1.5m"``, ``"250ms"``."""
    if isinstance(value, bool):
        raise ScheduleError(f"{what}: expected a time, got {value!r}")
    if isinstance(value, int | float):
        if value < 0:
            raise ScheduleError(f"{what}: negative time {value!r}")
        return int(value)
    if isinstance(value, str):
        m = _DURATION.match(value)
        if m:
            return int(float(m.group(1)) * _UNITS[m.group(2) or "ms"])
    raise ScheduleError(f"{what}: expected milliseconds or a string like '90s', got {value!r}")


def schedule_from_object(obj: Any) -> Schedule:
    if isinstance(obj, list):
        obj = {"events": obj}
    if not isinstance(obj, Mapping):
        raise ScheduleError("a schedule is an object with 'events' (or a list of events)")
    raw_events = obj.get("events", [])
    if not isinstance(raw_events, list):
        raise ScheduleError("'events' must be a list")
    events: list[FaultEvent] = []
    for i, e in enumerate(raw_events):
        where = f"event {i + 1}"
        if not isinstance(e, Mapping):
            raise ScheduleError(f"{where}: expected an object")
        action = str(e.get("action", "")).strip().lower().replace("_", "-")
        if action in ("kill-9", "kill9"):
            action = "kill"
        if action not in ACTIONS:
            raise ScheduleError(f"{where}: unknown action {e.get('action')!r} (one of {', '.join(ACTIONS)})")
        if "at_ms" in e:
            at = parse_duration(e["at_ms"], f"{where} at_ms")
        elif "at" in e:
            at = parse_duration(e["at"], f"{where} at")
        else:
            raise ScheduleError(f"{where}: missing 'at'")
        raw_brokers = e.get("brokers", e.get("broker", []))
        if isinstance(raw_brokers, int):
            raw_brokers = [raw_brokers]
        raw_racks = e.get("racks", e.get("rack", []))
        if isinstance(raw_racks, str):
            raw_racks = [raw_racks]
        try:
            brokers = tuple(int(b) for b in raw_brokers)
        except (TypeError, ValueError):
            raise ScheduleError(f"{where}: 'brokers' must be broker ids") from None
        racks = tuple(str(r) for r in raw_racks)
        if action != "controller-failover" and action != "heal" and not brokers and not racks:
            raise ScheduleError(f"{where}: {action} needs 'brokers' or 'racks'")
        duration: int | None = None
        for key in ("duration_ms", "duration", "restart_after", "heal_after"):
            if key in e and e[key] is not None:
                duration = parse_duration(e[key], f"{where} {key}")
        events.append(FaultEvent(at, action, brokers, racks, duration, str(e.get("note", ""))))
    events.sort(key=lambda ev: ev.at_ms)
    last = max((ev.at_ms + (ev.duration_ms or 0) for ev in events), default=0)
    duration_ms = parse_duration(obj["duration_ms"], "duration_ms") if "duration_ms" in obj else last + 30_000
    origin = obj.get("origin_wall_ms")
    return Schedule(tuple(events), max(duration_ms, last), int(origin) if isinstance(origin, int) else None)


def load_schedule(path: str) -> Schedule:
    """A schedule file: JSON, or YAML (``.yaml``/``.yml``) when PyYAML is installed."""
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    if path.endswith((".yaml", ".yml")):
        try:
            import yaml  # type: ignore[import-untyped]  # (optional: YAML schedules need PyYAML)
        except ImportError:
            raise ScheduleError(f"{path}: YAML schedules need PyYAML, which is not installed; use JSON") from None
        obj = yaml.safe_load(text)
    else:
        try:
            obj = json.loads(text)
        except json.JSONDecodeError as e:
            raise ScheduleError(f"{path}: not valid JSON: {e}") from None
    return schedule_from_object(obj)


# ================================================================================================= the log


@dataclass(frozen=True, slots=True)
class LoggedRecord:
    offset: int
    timestamp_ms: int
    record: Message


@dataclass(slots=True)
class LogHistory:
    path: str
    records: list[LoggedRecord] = field(default_factory=list)
    leader_changes: list[tuple[int, int, int]] = field(default_factory=list)  # (timestamp ms, offset, leader id)
    problems: list[str] = field(default_factory=list)  # damage, gaps, undecodable records
    _image: MetadataImage | None = None

    @property
    def image(self) -> MetadataImage:
        """The image the records replay into (the cluster at the end of the log)."""
        if self._image is None:
            delta = MetadataDelta(EMPTY_IMAGE)
            for r in self.records:
                delta.replay(r.record, r.offset)
            self._image = delta.apply()
        return self._image


def read_metadata_log(path: str) -> LogHistory:
    """The metadata records on the replay chain of a metadata log directory, or of one snapshot file."""
    fs = RealFileSystem()
    history = LogHistory(path)
    if os.path.isfile(path):
        _read_file(fs, path, 0, history)
        return history
    plan = plan_log(path, fs)
    history.problems.extend(plan.gaps)
    for f in plan.files:
        if f.replay_from >= 2**62:
            continue  # a snapshot off the replay chain
        snapshot_offset = f.snapshot_end - 1 if f.kind == "snapshot" else None
        _read_file(fs, f.path, f.replay_from, history, snapshot_offset)
    # the snapshot's records (at its end offset - 1) before the segment records after it (stable: a file's order)
    history.records.sort(key=lambda r: r.offset)
    history.leader_changes.sort(key=lambda c: c[1])
    return history


def _read_file(
    fs: RealFileSystem, path: str, replay_from: int, history: LogHistory, snapshot_offset: int | None = None
) -> None:
    for item in walk_batches(fs, path):
        if isinstance(item, Damage):
            history.problems.append(f"{path}: cannot read the batch at byte {item.position}: {item.reason}")
            return
        _pos, view, header = item
        ts = header.max_timestamp
        try:
            if header.is_control:
                for rec in decode_batch(view, 0, verify_crc=False).records:
                    _version, ctype = parse_control_key(rec.key)
                    if ctype == LeaderChangeMessage.CONTROL_RECORD_TYPE and rec.offset >= replay_from:
                        msg = decode_control_value(ctype, rec.value)
                        assert isinstance(msg, LeaderChangeMessage)
                        history.leader_changes.append((ts, rec.offset, msg.leader_id))
                continue
            _h, values = batch_values(view, 0, verify_crc=False)
        except (ProtocolError, Exception) as e:  # a batch kraftpy cannot decode: reported, the rest is read
            history.problems.append(f"{path}: cannot decode the batch at offset {header.base_offset}: {e}")
            continue
        for i, value in enumerate(values):
            offset = header.base_offset + i
            if offset < replay_from:
                continue
            try:
                record, _version = decode_record(value)
            except ProtocolError as e:
                history.problems.append(f"{path}: cannot decode the record at offset {offset}: {e}")
                continue
            history.records.append(LoggedRecord(offset if snapshot_offset is None else snapshot_offset, ts, record))


# ================================================================================================= --from-log


class _Deriver:
    """The broker lifecycle events of a log, record by record (see `derive_schedule`)."""

    def __init__(self, session_timeout_ms: int, unclean_as: str) -> None:
        self.session_timeout_ms = session_timeout_ms
        self.unclean_as = unclean_as
        self.raw: list[tuple[int, str, int, str]] = []  # (wall ms, action, broker or -1, note)
        self.observed: list[tuple[int, str]] = []
        self.registered: dict[int, int] = {}  # broker -> epoch of its current registration
        self.fenced_at: dict[int, int] = {}  # broker -> when its current registration was fenced
        self.fenced_without_stop: dict[int, bool] = {}
        self.stopping: dict[int, int] = {}  # broker -> when its controlled shutdown began
        self.partitions: dict[tuple[Any, int], int] = {}  # (topic id, index) -> leader
        self.names: dict[Any, str] = {}

    def register(self, r: mr.RegisterBrokerRecord, ts: int) -> None:
        b, raw = r.broker_id, self.raw
        if b in self.registered:
            clean = r.previous_clean_epoch >= 0 and r.previous_clean_epoch == self.registered[b]
            if b in self.stopping:
                raw.append((self.stopping.pop(b), "stop", b, "controlled shutdown"))
                raw.append((ts, "restart", b, "clean registration"))
            elif clean:
                raw.append((self.fenced_at.get(b, ts - 1), "stop", b, "clean shutdown"))
                raw.append((ts, "restart", b, "clean registration"))
            else:
                down = self.fenced_at[b] - self.session_timeout_ms if b in self.fenced_at else ts - 1
                raw.append((max(down, 0), self.unclean_as, b, "unclean shutdown (registered without its epoch)"))
                raw.append((ts, "restart", b, "unclean registration"))
        self.registered[b] = r.broker_epoch
        self.fenced_at.pop(b, None)
        self.fenced_without_stop.pop(b, None)

    def fencing(self, b: int, fenced: int, controlled_shutdown: bool, ts: int) -> None:
        if controlled_shutdown:
            self.stopping.setdefault(b, ts)
        if fenced == FENCE and b in self.registered:
            self.fenced_at[b] = ts
            self.fenced_without_stop[b] = b not in self.stopping
        elif fenced == UNFENCE and b in self.fenced_at:
            if self.fenced_without_stop.get(b) and b in self.registered:
                start = max(self.fenced_at[b] - self.session_timeout_ms, 0)
                self.raw.append((start, "partition", b, f"fenced and unfenced in epoch {self.registered[b]}"))
                self.raw.append((ts, "heal", b, ""))
            self.fenced_at.pop(b, None)
            self.fenced_without_stop.pop(b, None)

    def partition_change(self, r: mr.PartitionChangeRecord, ts: int) -> None:
        key = (r.topic_id, r.partition_id)
        old_leader = self.partitions.get(key, NO_LEADER)
        if r.leader != -2 and r.leader != old_leader:
            self.partitions[key] = r.leader
            how = " (unclean: RECOVERING)" if r.leader_recovery_state == RECOVERING else ""
            t = f"{self.names.get(r.topic_id, r.topic_id)}-{r.partition_id}"
            self.observed.append((ts, f"{t}: leader {old_leader} -> {r.leader}{how}"))

    def record(self, r: Message, ts: int) -> None:
        if isinstance(r, mr.RegisterBrokerRecord):
            self.register(r, ts)
        elif isinstance(r, mr.BrokerRegistrationChangeRecord):
            self.fencing(r.broker_id, r.fenced, r.in_controlled_shutdown == 1, ts)
        elif isinstance(r, mr.FenceBrokerRecord):
            self.fencing(r.id, FENCE, False, ts)
        elif isinstance(r, mr.UnfenceBrokerRecord):
            self.fencing(r.id, UNFENCE, False, ts)
        elif isinstance(r, mr.TopicRecord):
            self.names[r.topic_id] = r.name
        elif isinstance(r, mr.PartitionRecord):
            self.partitions[(r.topic_id, r.partition_id)] = r.leader
        elif isinstance(r, mr.PartitionChangeRecord):
            self.partition_change(r, ts)

    def finish(self, leader_changes: Sequence[tuple[int, int, int]]) -> None:
        for b, ts in self.stopping.items():  # a controlled shutdown it never came back from
            self.raw.append((ts, "stop", b, "controlled shutdown; not back by the end of the log"))
        for b, ts in self.fenced_at.items():  # fenced for good: gone (a crash, or cut off), never registered again
            if self.fenced_without_stop.get(b):
                start = max(ts - self.session_timeout_ms, 0)
                self.raw.append((start, self.unclean_as, b, "fenced; not back by the end of the log"))
        for i, (ts, _offset, leader) in enumerate(leader_changes):
            if i > 0 and leader != leader_changes[i - 1][2] and leader >= 0:
                self.raw.append((ts, "controller-failover", -1, f"quorum leader {leader}"))


def derive_schedule(
    history: LogHistory,
    *,
    session_timeout_ms: int = 9_000,
    unclean_as: str = "kill",
    lead_ms: int = 10_000,
    tail_ms: int = 60_000,
) -> Schedule:
    """The faults the log recorded, as a schedule (see the module docstring). t=0 is `lead_ms` before the first."""
    if unclean_as not in ("kill", "power-loss"):
        raise ScheduleError(f"unclean_as must be 'kill' or 'power-loss', not {unclean_as!r}")
    d = _Deriver(session_timeout_ms, unclean_as)
    for lr in history.records:
        d.record(lr.record, lr.timestamp_ms)
    d.finish(history.leader_changes)
    raw, observed = d.raw, d.observed
    if not raw:
        origin = (history.records[0].timestamp_ms if history.records else 0) - lead_ms
        end = history.records[-1].timestamp_ms if history.records else origin
        return Schedule((), max(end - origin, 0) + tail_ms, origin, _observations(observed, origin))
    origin = min(x[0] for x in raw) - lead_ms
    events = [
        FaultEvent(
            ts - origin,
            action,
            (b,) if b >= 0 else (),
            (),
            1_000 if action == "controller-failover" else None,
            note,
        )
        for ts, action, b, note in sorted(raw, key=lambda x: (x[0], x[2], x[1]))
    ]
    timestamps = [x[0] for x in raw] + [o[0] for o in observed]
    last = max(max(timestamps) - origin, max(e.at_ms for e in events))
    return Schedule(tuple(events), last + tail_ms, origin, _observations(observed, origin))


def _observations(observed: Sequence[tuple[int, str]], origin: int) -> tuple[Observation, ...]:
    return tuple(Observation(ts - origin, what) for ts, what in observed if ts >= origin)
